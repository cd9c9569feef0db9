// Zod without its compiled parsers: compiling uses `new Function`, which the server's Content-Security-Policy forbids.
// Its own module, imported first, because a schema built before this runs (fields.ts builds some as it loads) probes it.
import { z } from 'zod';

z.config({ jitless: true });
