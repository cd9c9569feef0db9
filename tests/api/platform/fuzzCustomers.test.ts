// Generated requests against the customers routes (groups in fuzzDriver.ts).
import { describeFuzz } from '../fuzzDriver';

describeFuzz('customers');
