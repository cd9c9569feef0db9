// A worker for workerAnswer.test.ts: says when it was loaded and which thread it is, then answers its one request.
import { parentPort, threadId } from 'node:worker_threads';

const loadedAt = Date.now();
parentPort.once('message', (request) => {
  if (request === 'spin') for (;;);
  parentPort.postMessage({ threadId, loadedAt, echo: request });
});
