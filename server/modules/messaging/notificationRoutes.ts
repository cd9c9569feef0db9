// A user's own notifications: the page with read and unread counts, marking one or all as read.
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationPage, notificationPageQuery, notificationRecord, readAllInput } from '../../../common/schemas/notification';
import { envelope } from '../../../common/schemas/envelope';
import { isStaff } from '../../../common/permissions';
import { byId, recordId } from '../../../common/schemas/fields';
import { notifications, users } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { markNotificationsRead } from './notifier';
import { toNotificationRecord } from './notificationRecords';

const signedIn = { access: { signedIn: true } } as const;
const tags = ['notifications'];
const completer = alias(users, 'completer');

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/notifications/:userId',
    {
      config: signedIn,
      schema: {
        tags,
        params: z.object({ userId: recordId() }),
        querystring: notificationPageQuery,
        response: { 200: envelope(notificationPage) },
      },
    },
    async (request) => {
      const user = app.currentUser(request);
      if (request.params.userId !== user._id) throw new HttpProblem(403, MESSAGES.forbidden);
      const { start, length } = request.query;
      const rows = await db
        .select({ notification: notifications, firstName: completer.firstName, lastName: completer.lastName })
        .from(notifications)
        .leftJoin(completer, eq(completer._id, notifications.completedById))
        .where(eq(notifications.userId, user._id))
        .orderBy(desc(notifications.date), desc(notifications._id))
        .offset(start)
        .limit(length);
      const totals = await db
        .select({ isRead: notifications.isRead, total: count() })
        .from(notifications)
        .where(eq(notifications.userId, user._id))
        .groupBy(notifications.isRead);
      const read = totals.find((row) => row.isRead)?.total ?? 0;
      const unread = totals.find((row) => !row.isRead)?.total ?? 0;
      return {
        status: 200,
        data: {
          list: rows.map(({ notification, firstName, lastName }) =>
            toNotificationRecord(notification, firstName ? `${firstName} ${lastName}` : null),
          ),
          read,
          unread,
          total: read + unread,
        },
      };
    },
  );

  app.put(
    '/notifications/read',
    { config: signedIn, schema: { tags, body: readAllInput, response: { 200: envelope(z.object({ updated: z.number() })) } } },
    async (request) => {
      const user = app.currentUser(request);
      const updated = await markNotificationsRead(db, user._id, { completedById: isStaff(user) ? user._id : undefined });
      return { status: 200, message: 'server.notifications.all_notifications_marked_as_read', data: { updated: updated.length } };
    },
  );

  // Admin and csr record themselves as the reviewer; the body's completedBy is accepted for the spec's clients but not trusted.
  app.put(
    '/notifications/read/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: byId,
        body: z.object({ completedBy: z.unknown().optional() }).optional(),
        response: { 200: envelope(notificationRecord) },
      },
    },
    async (request) => {
      const user = app.currentUser(request);
      const [row] = await markNotificationsRead(db, user._id, {
        notificationId: request.params.id,
        completedById: isStaff(user) ? user._id : undefined,
      });
      if (!row) throw notFound('notification');
      const [me] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users._id, user._id));
      return {
        status: 200,
        message: 'server.notifications.marked_as_read',
        data: toNotificationRecord(row, `${me.firstName} ${me.lastName}`),
      };
    },
  );
};

export default notificationsRoutes;
