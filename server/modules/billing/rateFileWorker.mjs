// The rate file worker's entry (rateFileOffThread): plain JavaScript, which loads the TypeScript of rateFileWorker.ts
// through tsx as the server's own files are loaded (a worker does not inherit `node --import tsx`).
import { tsImport } from 'tsx/esm/api';

await tsImport('./rateFileWorker.ts', import.meta.url);
