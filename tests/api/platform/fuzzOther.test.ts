// Generated requests against the other routes (groups in fuzzDriver.ts).
import { describeFuzz } from '../fuzzDriver';

describeFuzz('other');
