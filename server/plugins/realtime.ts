// socket.io on the API's port: sockets sign in with their token, join their user's room and hear events on their user type's
// channel. With REDIS_URL, the Redis adapter carries every event to the sockets of every node.
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client';
import { isStaff, type UserType } from '../../common/permissions';
import type { NotificationRecord } from '../../common/schemas/notification';
import type { ImportProgress } from '../../common/schemas/dataImport';
import type { BalanceProgress } from '../../common/schemas/balance';
import type { NewsletterProgress } from '../../common/schemas/newsletter';
import { CREW_POSITIONS_CHANGED_EVENT, type CrewPositionsChanged } from '../../common/schemas/crewPosition';
import {
  BALANCE_PROGRESS_EVENT,
  CONVERSATIONS_CHANGED_EVENT,
  type ConversationsChanged,
  IMPORT_PROGRESS_EVENT,
  NEWSLETTER_PROGRESS_EVENT,
  OFFICE_QUEUES_CHANGED_EVENT,
  QUOTES_CHANGED_EVENT,
  SESSION_USER_CHANGED_EVENT,
  VISIT_RATED_EVENT,
  type VisitRated,
  WORK_LOGS_CHANGED_EVENT,
  type WorkLogsChanged,
} from '../../common/schemas/notification';
import { sessions, users } from '../db/schema';
import { closeRedis } from '../lib/closeRedis';
import { subscribe } from '../lib/events';
import { WORK_LOG_EVENT_OF } from '../../common/events';
import { type AuthUser, openSession } from '../lib/sessionTokens';

export const SOCKET_PATH = '/socket.io';

/** The socket pushes that follow domain events: staff tabs refresh a visit that changed, an import shows its progress. */
export const realtimeSubscribers = [
  ...Object.values(WORK_LOG_EVENT_OF).map((event) =>
    subscribe(event, "realtime: refreshes the staff's screens showing the visit", async (app, workLog) =>
      app.realtime.workLogsChanged([workLog.workLogId]),
    ),
  ),
  subscribe('workLogs.moved', "realtime: refreshes the staff's screens showing the visits", async (app, moved) =>
    app.realtime.workLogsChanged(moved.workLogIds),
  ),
  subscribe('lead.created', "realtime: refreshes the staff's lead lists", async (app) => app.realtime.quotesChanged()),
  subscribe('quote.changed', "realtime: refreshes the staff's screens showing the quote", async (app, { workLogIds = [] }) => {
    app.realtime.quotesChanged();
    app.realtime.workLogsChanged(workLogIds);
  }),
  subscribe('workLog.rated', "realtime: refreshes the staff's ratings and dashboard", async (app, { workLogId, stars }) =>
    app.realtime.visitRated({ workLogId, stars }),
  ),
  subscribe('import.progressed', 'realtime: shows the import’s progress to who started it', async (app, { userId, progress }) =>
    app.realtime.importProgress(userId, progress),
  ),
];

/** A notification row as it reaches its recipient's open tabs. */
export interface NotificationDelivery {
  userId: string;
  userType: UserType;
  notification: NotificationRecord;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      io: Server;
      deliver(deliveries: NotificationDelivery[]): void;
      disconnectSession(sessionId: string): void;
      /** Tells these users' open tabs to read their session user again (a role or account edited by someone else). */
      sessionUsersChanged(userIds: string[]): void;
      /** Tells every staff tab that these work logs changed status, gathered over half a second; no notification, no toast. */
      workLogsChanged(ids: string[]): void;
      /** Tells every staff tab that these crews' phones reported positions (the crew map reads them); no positions in it. */
      crewPositionsChanged(crewIds: string[]): void;
      /** Tells every staff tab that contact requests, sign-ups or customers changed; no notification row, no toast. */
      officeQueuesChanged(): void;
      /** Tells every staff tab that leads or quotes changed; no notification row, no toast. */
      quotesChanged(): void;
      /** Tells every staff tab that a customer rated a visit; no notification row (a low one has its own), no toast. */
      visitRated(rated: VisitRated): void;
      /** Tells every staff tab that these inbox threads changed, gathered over a quarter second; no notification row. */
      conversationsChanged(ids: string[]): void;
      /** Tells every staff tab how far a newsletter has got; no notification row, no toast. */
      newsletterProgress(progress: NewsletterProgress): void;
      /** Tells the staff member who started an import how far it has got; no notification row, no toast. */
      importProgress(userId: string, progress: ImportProgress): void;
      /** Tells the staff member whose balance preview is solving how far it has got; no notification row, no toast. */
      balanceProgress(userId: string, progress: BalanceProgress): void;
      /** Present with REDIS_URL: /health uses it. */
      pingRedis?: () => Promise<unknown>;
    };
  }
}

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const STAFF_ROOM = 'staff';
const DELIVER_EVENT = 'lawndesk:deliver';

/** Sessions among `sessionIds` that are still open for an active user; the others' sockets must go. */
async function openSessions(db: Db, sessionIds: string[], maxAgeMs: number) {
  if (!sessionIds.length) return new Set<string>();
  const rows = await db
    .select({ _id: sessions._id })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .where(and(inArray(sessions._id, sessionIds), openSession(maxAgeMs)));
  return new Set(rows.map((row) => row._id));
}

/**
 * How long a node gathers changed work logs into one event: at 150 crews a crew's action every second or two would
 * otherwise be an event to every staff tab each (staff × crews), and each tab reads its lists again on each.
 */
const WORK_LOGS_CHANGED_WINDOW_MS = 500;

/** How long a node gathers changed inbox threads into one event. */
const CONVERSATIONS_CHANGED_WINDOW_MS = 250;

/** How long a starting node waits for Redis before it listens without it. */
const REDIS_START_WAIT_MS = 2_000;

export default fp(
  async function realtimePlugin(
    app: FastifyInstance,
    options: { redisUrl?: string; redisKeyPrefix: string; sessionSweepMs: number; sessionMaxAgeMs: number },
  ) {
    const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
    const { db } = app.database;
    let pingRedis: (() => Promise<unknown>) | undefined;
    let redisReady = () => false;

    if (options.redisUrl) {
      const publisher = createClient({ url: options.redisUrl });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber]) client.on('error', (error) => app.log.error({ err: error }, 'redis'));
      // A node starts whether or not Redis answers (degraded: its events reach its own sockets only, /health says so);
      // the clients keep retrying in the background and the adapter's subscriptions wait in their queue until then.
      const connected = Promise.all([publisher.connect(), subscriber.connect()]);
      connected.catch((error: unknown) => app.log.error({ err: error }, 'redis: gave up connecting'));
      await Promise.race([connected, delay(REDIS_START_WAIT_MS, undefined, { ref: false })]);
      if (!publisher.isReady) app.log.warn('redis unreachable at start: events stay on this node until it connects');
      // Channels under the key prefix: deployments (and test apps) sharing one Redis do not hear each other's events.
      io.adapter(createAdapter(publisher, subscriber, { key: `${options.redisKeyPrefix}socket.io` }));
      redisReady = () => publisher.isReady;
      pingRedis = () => (publisher.isReady ? publisher.ping() : Promise.reject(new Error('Redis not connected')));
      app.addHook('onClose', async () => {
        await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
      });
    }

    io.use(async (socket, next) => {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
      const user = token ? await app.verifyToken(token).catch(() => null) : null;
      if (!user) return next(new Error('unauthorized'));
      socket.data.user = user;
      next();
    });

    io.on('connection', (socket: Socket) => {
      const user = socket.data.user as AuthUser;
      void socket.join([user._id, sessionRoom(user.sessionId), ...(isStaff(user) ? [STAFF_ROOM] : [])]);
    });

    // Sessions end in many ways (sign-out, password change, deactivation, idle expiry, absolute lifetime): each node checks its own sockets.
    const sweep = setInterval(async () => {
      const local = await io.local.fetchSockets();
      const ids = [...new Set(local.map((socket) => (socket.data.user as AuthUser).sessionId))];
      try {
        const open = await openSessions(db, ids, options.sessionMaxAgeMs);
        for (const socket of local) if (!open.has((socket.data.user as AuthUser).sessionId)) socket.disconnect(true);
      } catch (error) {
        app.log.warn({ err: error }, 'socket session sweep failed');
      }
    }, options.sessionSweepMs);
    sweep.unref();

    const emitLocally = (deliveries: NotificationDelivery[]) => {
      for (const { userId, userType, notification } of deliveries) io.local.to(userId).emit(userType, notification);
    };
    // One message tells the other nodes about a whole batch, rather than one Redis publish per recipient.
    io.on(DELIVER_EVENT, emitLocally);

    let changedWorkLogs = new Set<string>();
    let changedWorkLogsTimer: NodeJS.Timeout | undefined;
    const emitChangedWorkLogs = () => {
      changedWorkLogsTimer = undefined;
      const ids = [...changedWorkLogs];
      changedWorkLogs = new Set();
      if (ids.length) io.to(STAFF_ROOM).emit(WORK_LOGS_CHANGED_EVENT, { ids } satisfies WorkLogsChanged);
    };

    let changedThreads = new Set<string>();
    let changedThreadsTimer: NodeJS.Timeout | undefined;
    const emitChangedThreads = () => {
      changedThreadsTimer = undefined;
      const ids = [...changedThreads];
      changedThreads = new Set();
      if (ids.length) io.to(STAFF_ROOM).emit(CONVERSATIONS_CHANGED_EVENT, { ids } satisfies ConversationsChanged);
    };

    const realtime = {
      io,
      deliver(deliveries: NotificationDelivery[]) {
        emitLocally(deliveries);
        if (redisReady()) io.serverSideEmit(DELIVER_EVENT, deliveries);
      },
      disconnectSession(sessionId: string) {
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
      },
      sessionUsersChanged(userIds: string[]) {
        if (userIds.length) io.to(userIds).emit(SESSION_USER_CHANGED_EVENT);
      },
      workLogsChanged(ids: string[]) {
        for (const id of ids) changedWorkLogs.add(id);
        if (ids.length) changedWorkLogsTimer ??= setTimeout(emitChangedWorkLogs, WORK_LOGS_CHANGED_WINDOW_MS);
      },
      crewPositionsChanged(crewIds: string[]) {
        if (crewIds.length) io.to(STAFF_ROOM).emit(CREW_POSITIONS_CHANGED_EVENT, { crewIds } satisfies CrewPositionsChanged);
      },
      officeQueuesChanged() {
        io.to(STAFF_ROOM).emit(OFFICE_QUEUES_CHANGED_EVENT);
      },
      quotesChanged() {
        io.to(STAFF_ROOM).emit(QUOTES_CHANGED_EVENT);
      },
      visitRated(rated: VisitRated) {
        io.to(STAFF_ROOM).emit(VISIT_RATED_EVENT, rated);
      },
      // A burst of texts in (500 a minute) is one event per quarter second, not one per text to every staff tab.
      conversationsChanged(ids: string[]) {
        for (const id of ids) changedThreads.add(id);
        if (ids.length) changedThreadsTimer ??= setTimeout(emitChangedThreads, CONVERSATIONS_CHANGED_WINDOW_MS);
      },
      newsletterProgress(progress: NewsletterProgress) {
        io.to(STAFF_ROOM).emit(NEWSLETTER_PROGRESS_EVENT, progress);
      },
      importProgress(userId: string, progress: ImportProgress) {
        io.to(userId).emit(IMPORT_PROGRESS_EVENT, progress);
      },
      balanceProgress(userId: string, progress: BalanceProgress) {
        io.to(userId).emit(BALANCE_PROGRESS_EVENT, progress);
      },
      pingRedis,
    };
    app.decorate('realtime', realtime);
    // Open websockets would hold the HTTP server open, so they go before it closes.
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      clearTimeout(changedWorkLogsTimer);
      clearTimeout(changedThreadsTimer);
      io.local.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['database', 'auth', 'events'] },
);
