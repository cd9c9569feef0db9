// Crew announcements (/vendors/crew-announcements, simple-rest): for one vendor's crews or, without a vendor, for all.
import { withParams } from '../../../common/i18n/catalog';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId, calendarDate, recordId } from '../../../common/schemas/fields';
import { crewAnnouncement, crewAnnouncementInput } from '../../../common/schemas/vendor';
import { crewAnnouncements, vendors } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { paginate } from '../../lib/paginate';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import type { NotificationDraft } from '../messaging';

const access = { permission: 'crew_announcement_list' } as const;
const tags = ['crew announcements'];
const announcementListQuery = listQuery(
  ['title', 'activeFrom', 'activeTo', 'createdAt'],
  z.object({ vendorId: recordId().optional(), activeOn: calendarDate().optional() }),
  'activeFrom',
);
const UNKNOWN_VENDOR = 'server.not_found.vendor';

const toRecord = (row: typeof crewAnnouncements.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ANNOUNCEMENT_TITLES = {
  'announcement-create': 'notifications.crew_announcement_created',
  'announcement-update': 'notifications.crew_announcement_updated',
  'announcement-remove': 'notifications.crew_announcement_removed',
} as const;

function announcementNotification(
  type: keyof typeof ANNOUNCEMENT_TITLES,
  announcement: typeof crewAnnouncements.$inferSelect,
): NotificationDraft {
  return { type, title: withParams(ANNOUNCEMENT_TITLES[type], { title: announcement.title }), message: { text: announcement.message } };
}

const crewAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function assertVendor(vendorId: string | null) {
    if (!vendorId) return;
    const [found] = await db.select({ _id: vendors._id }).from(vendors).where(eq(vendors._id, vendorId));
    if (!found) throw new HttpProblem(400, UNKNOWN_VENDOR, { vendorId: UNKNOWN_VENDOR });
  }

  app.get(
    '/vendors/crew-announcements',
    { config: { access }, schema: { tags, querystring: announcementListQuery, response: { 200: z.array(crewAnnouncement) } } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const where = and(
        // A vendor's crews also see the announcements addressed to every vendor.
        filter.vendorId ? or(eq(crewAnnouncements.vendorId, filter.vendorId), isNull(crewAnnouncements.vendorId)) : undefined,
        filter.activeOn
          ? and(lte(crewAnnouncements.activeFrom, filter.activeOn), gte(crewAnnouncements.activeTo, filter.activeOn))
          : undefined,
      );
      const query = db.select().from(crewAnnouncements).where(where).$dynamic();
      const { rows, ...counted } = await paginate(db, { query, idColumn: crewAnnouncements._id, sortColumns: crewAnnouncements, page });
      return replyWithRange(reply, 'crew-announcements', rows.map(toRecord), page.range[0], counted);
    },
  );

  app.get(
    '/vendors/crew-announcements/:id',
    { config: { access }, schema: { tags, params: byId, response: { 200: crewAnnouncement } } },
    async (request) => {
      const [row] = await db.select().from(crewAnnouncements).where(eq(crewAnnouncements._id, request.params.id));
      if (!row) throw notFound('announcement');
      return toRecord(row);
    },
  );

  app.post(
    '/vendors/crew-announcements',
    { config: { access }, schema: { tags, body: crewAnnouncementInput, response: { 201: crewAnnouncement } } },
    async (request, reply) => {
      await assertVendor(request.body.vendorId);
      const row = await app.notifier.transaction(async (tx, notify) => {
        const [created] = await tx.insert(crewAnnouncements).values(request.body).returning();
        await notify.crewsOfVendor(created.vendorId, announcementNotification('announcement-create', created));
        return created;
      });
      reply.status(201);
      return toRecord(row);
    },
  );

  app.put(
    '/vendors/crew-announcements/:id',
    {
      config: { access },
      schema: { tags, params: byId, body: crewAnnouncementInput, response: { 200: crewAnnouncement } },
    },
    async (request) => {
      await assertVendor(request.body.vendorId);
      const row = await app.notifier.transaction(async (tx, notify) => {
        const [updated] = await tx
          .update(crewAnnouncements)
          .set(request.body)
          .where(eq(crewAnnouncements._id, request.params.id))
          .returning();
        if (!updated) throw notFound('announcement');
        await notify.crewsOfVendor(updated.vendorId, announcementNotification('announcement-update', updated));
        return updated;
      });
      return toRecord(row);
    },
  );

  app.delete(
    '/vendors/crew-announcements/:id',
    { config: { access }, schema: { tags, params: byId, response: { 200: crewAnnouncement } } },
    async (request) => {
      const row = await app.notifier.transaction(async (tx, notify) => {
        const [removed] = await tx.delete(crewAnnouncements).where(eq(crewAnnouncements._id, request.params.id)).returning();
        if (!removed) throw notFound('announcement');
        await notify.crewsOfVendor(removed.vendorId, announcementNotification('announcement-remove', removed));
        return removed;
      });
      return toRecord(row);
    },
  );
};

export default crewAnnouncementRoutes;
