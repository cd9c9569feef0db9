// Generated requests against the users routes (groups in fuzzDriver.ts).
import { describeFuzz } from '../fuzzDriver';

describeFuzz('users');
