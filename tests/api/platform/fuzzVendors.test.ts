// Generated requests against the vendors routes (groups in fuzzDriver.ts).
import { describeFuzz } from '../fuzzDriver';

describeFuzz('vendors');
