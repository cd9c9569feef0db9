// Socket helpers for the real-time tests: connect as a signed-in user and collect what arrives on a channel.
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { NotificationRecord } from '../../common/schemas/notification';
import type { App } from '../../server/app';

export async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Listener {
  socket: Socket;
  received: NotificationRecord[];
  next(timeoutMs?: number): Promise<NotificationRecord>;
}

/** Resolves once connected; rejects with the server's reason when the handshake is refused. */
export function connect(url: string, token: string | undefined, channel: string): Promise<Listener> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  const received: NotificationRecord[] = [];
  const waiting: ((notification: NotificationRecord) => void)[] = [];
  socket.on(channel, (notification: NotificationRecord) => {
    received.push(notification);
    waiting.shift()?.(notification);
  });
  const next = (timeoutMs = 15_000) =>
    new Promise<NotificationRecord>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing arrived on ${channel}`)), timeoutMs);
      waiting.push((notification) => {
        clearTimeout(timer);
        resolve(notification);
      });
    });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, received, next }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
