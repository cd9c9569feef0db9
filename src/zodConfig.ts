// Zod without its compiled parsers: compiling uses `new Function`, which the server's Content-Security-Policy forbids.
import { z } from 'zod';

z.config({ jitless: true });
