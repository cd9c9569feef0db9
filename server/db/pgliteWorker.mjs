// The embedded database's thread entry (pgliteThread): plain JavaScript, which loads the TypeScript of pgliteWorker.ts
// through tsx as the server's own files are loaded (a worker does not inherit `node --import tsx`).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pgliteWorker.ts', import.meta.url);
