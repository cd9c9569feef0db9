// Worker thread for bench:realtime: holds the listening sockets on a core of their own, so the server's figures are
// not slowed by the clients, and reports when each delivery arrived (epoch milliseconds, comparable across threads).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';
import type { NotificationRecord } from '../common/schemas/notification';

const { urls, tokens } = workerData as { urls: string[]; tokens: string[] };
const now = () => performance.timeOrigin + performance.now();
let arrivals: number[] = [];

await Promise.all(
  tokens.map(
    (token, index) =>
      new Promise<void>((resolve, reject) => {
        const socket = io(urls[index % urls.length], {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token },
          reconnection: false,
          forceNew: true,
        });
        socket.on('csr', (notification: NotificationRecord) => {
          if (notification.type !== 'property-status-update') return;
          arrivals.push(now());
          if (arrivals.length === tokens.length) parentPort!.postMessage({ arrivals });
        });
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
  ),
);

parentPort!.on('message', (message: 'reset' | 'flush') => {
  if (message === 'flush') parentPort!.postMessage({ arrivals });
  arrivals = [];
});
parentPort!.postMessage('connected');
