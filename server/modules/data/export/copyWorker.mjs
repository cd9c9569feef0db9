// The backup copy's worker entry (pgliteCopy): plain JavaScript, which loads the TypeScript of copyWorker.ts through tsx
// as the server's own files are loaded (a worker does not inherit `node --import tsx`).
import { tsImport } from 'tsx/esm/api';

await tsImport('./copyWorker.ts', import.meta.url);
