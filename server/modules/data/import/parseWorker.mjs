// The parse worker's entry (readOffThread): plain JavaScript, which loads the TypeScript of parseWorker.ts through tsx
// as the server's own files are loaded (a worker does not inherit `node --import tsx`).
import { tsImport } from 'tsx/esm/api';

await tsImport('./parseWorker.ts', import.meta.url);
