// The visit page (docs/field.md "The visit page"): a completed visit's public summary at /visit/{token}, the customer's
// one rating of it, and the ratings staff read. The token is an HMAC of the visit's id under the server's signing key
// (as a quote's, docs/security.md "Public links"): unguessable, good for this one visit's page only; the database keeps
// its SHA-256 and when the link stops working.
import { createHash, createHmac } from 'node:crypto';
import { and, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withParams } from '../../../common/i18n/catalog';
import { SCREEN } from '../../../common/screens';
import type { PublicVisit, VisitRatingInput, VisitRatingResult, VisitRatings } from '../../../common/schemas/visitPage';
import { VISIT_TOKEN, visitRatingInput } from '../../../common/schemas/visitPage';
import { customers, properties, users, visitPages, workLogs } from '../../db/schema';
import type { Executor, Tx } from '../../lib/history';
import { subscribe } from '../../lib/events';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import type { Notify } from '../messaging';
import { customerPhotosOf, photoFile } from './photos';
import { reviewOffer } from './visitPageRules';

const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenOf = (key: Uint8Array, workLogId: string) => createHmac('sha256', key).update(`visit-link:${workLogId}`).digest('base64url');

/** The visit page's token for a visit: the one its "visit done" message links to. */
export const visitToken = (app: FastifyInstance, workLogId: string) => tokenOf(app.signingKey, workLogId);

const invalid = () => new HttpProblem(404, 'server.visit_page.invalid');

/** The visit page's path on the site, which the "visit done" message makes absolute when it is sent. */
export const visitPathOf = (app: FastifyInstance, workLogId: string) =>
  SCREEN.publicVisit.path.replace(':token', visitToken(app, workLogId));

/**
 * Opens a completed visit's page once its completion has committed: its token's hash and expiry (`reviews.linkDays`
 * from now). One row a visit: a visit completed again, or its event delivered again, keeps its rating and gets the new
 * expiry.
 */
export async function openVisitPage(
  app: FastifyInstance,
  executor: Executor,
  visit: { workLogId: string; customerId: string; completedById: string | null },
): Promise<void> {
  const { reviews } = await readSettings(executor, ['reviews']);
  const tokenHash = hashOf(visitToken(app, visit.workLogId));
  const expiresAt = new Date(Date.now() + reviews.linkDays * DAY_MS);
  const { completedById } = visit;
  await executor
    .insert(visitPages)
    .values({ workLogId: visit.workLogId, customerId: visit.customerId, tokenHash, completedById, expiresAt })
    .onConflictDoUpdate({ target: visitPages.workLogId, set: { tokenHash, completedById, expiresAt } });
}

/** The visit page opened after the completion: before billing's payment, whose event the "visit done" message follows. */
export const visitPageSubscribers = [
  subscribe('workLog.completed', 'workLogs: opens the visit page the "visit done" message links to', async (app, completed) => {
    // An event stored before pages were opened after the completion (no `byCrew`) had its page opened with it.
    if (completed.byCrew === undefined) return;
    await openVisitPage(app, app.database.db, {
      workLogId: completed.workLogId,
      customerId: completed.customerId,
      completedById: completed.byCrew ? completed.userId : null,
    });
  }),
];

type VisitPageRow = typeof visitPages.$inferSelect;

/** The page's row by its token: 404 for a token of another shape or none; 410 once expired (unless `expired` is allowed). */
async function pageByToken(executor: Executor, token: string, lock = false): Promise<VisitPageRow> {
  if (!VISIT_TOKEN.test(token)) throw invalid();
  const query = executor
    .select()
    .from(visitPages)
    .where(eq(visitPages.tokenHash, hashOf(token)));
  const [page] = lock ? await query.for('update') : await query;
  if (!page) throw invalid();
  if (page.expiresAt.getTime() <= Date.now()) throw new HttpProblem(410, 'server.visit_page.expired');
  return page;
}

/** Whole minutes from start to completion; null without a start, or under a minute (a stop completed as it began). */
function minutesBetween(from: Date | null, to: Date | null) {
  const minutes = from && to ? Math.round((to.getTime() - from.getTime()) / 60_000) : 0;
  return minutes >= 1 ? minutes : null;
}

/** What the customer reads: the visit, who did it, how long, the crew's note and the business's name and logo. */
export async function publicVisitOf(app: FastifyInstance, token: string): Promise<PublicVisit> {
  const { db } = app.database;
  const page = await pageByToken(db, token);
  const [[row], { business }] = await Promise.all([
    db
      .select({
        date: workLogs.date,
        serviceType: workLogs.serviceType,
        roundName: workLogs.roundName,
        startedAt: workLogs.startedAt,
        completedAt: workLogs.completedAt,
        note: workLogs.crewNotes,
        address: properties.address,
        language: customers.language,
        crewFirstName: users.firstName,
      })
      .from(workLogs)
      .innerJoin(properties, eq(properties._id, workLogs.propertyId))
      .innerJoin(customers, eq(customers._id, workLogs.customerId))
      .leftJoin(users, eq(users._id, sql`${page.completedById}`))
      .where(and(eq(workLogs._id, page.workLogId), eq(workLogs.status, 'completed'))),
    readSettings(db, ['business']),
  ]);
  // A visit reverted after its message went: the link shows nothing until it is completed again.
  if (!row) throw invalid();
  return {
    date: row.date,
    services: [{ type: row.serviceType, round: row.roundName }],
    address: row.address,
    crewFirstName: row.crewFirstName?.trim() || null,
    minutesOnSite: minutesBetween(row.startedAt, row.completedAt),
    note: row.note?.trim() || null,
    photos: ((await customerPhotosOf(db, [page.workLogId])).get(page.workLogId) ?? []).map((photo) => ({
      url: `/api/v1/public/visits/${token}/photos/${photo._id}`,
      kind: photo.kind,
      note: null,
    })),
    business: { name: business.name, logo: business.logo || null, phone: business.phone },
    language: row.language,
    rating: page.stars && page.ratedAt ? { stars: page.stars, comment: page.comment, ratedAt: page.ratedAt.toISOString() } : null,
    expiresOn: page.expiresAt.toISOString().slice(0, 10),
  };
}

/** A photo of the page's visit that the crew marked for the customer: its bytes, or a 404. */
export async function publicVisitPhotoFile(app: FastifyInstance, token: string, photoId: string, size: 'full' | 'thumbnail') {
  const { db } = app.database;
  const page = await pageByToken(db, token);
  const [visit] = await db.select({ customerId: workLogs.customerId }).from(workLogs).where(eq(workLogs._id, page.workLogId));
  if (!visit) throw invalid();
  return photoFile(db, page.workLogId, photoId, size, { customerId: visit.customerId });
}
/**
 * The customer's rating, once (a second is 409). Every customer who rated is offered the review page, whatever the
 * stars, unless it was offered to them within `reviews.offerEveryDays`; a rating at or under `reviews.lowStars` gives
 * the office a follow-up (a notification to staff, which one of them marks done). Staff screens hear of it live.
 */
export async function rateVisit(app: FastifyInstance, token: string, input: VisitRatingInput): Promise<VisitRatingResult> {
  const rating = visitRatingInput.parse(input);
  const { result, rated } = await app.notifier.transaction(async (tx, notify) => {
    const page = await pageByToken(tx, token, true);
    if (page.ratedAt) throw new HttpProblem(409, 'server.visit_page.already_rated');
    const { reviews } = await readSettings(tx, ['reviews']);
    const now = new Date();
    // The customer's last offer, whichever of their visits it came after.
    const [lastOffer] = await tx
      .select({ at: visitPages.reviewOfferedAt })
      .from(visitPages)
      .where(and(eq(visitPages.customerId, page.customerId), isNotNull(visitPages.reviewOfferedAt)))
      .orderBy(desc(visitPages.reviewOfferedAt))
      .limit(1);
    const reviewUrl = reviewOffer(reviews, lastOffer?.at ?? null, now);
    await tx
      .update(visitPages)
      .set({ stars: rating.stars, comment: rating.comment, ratedAt: now, ...(reviewUrl && { reviewOfferedAt: now }) })
      .where(and(eq(visitPages.workLogId, page.workLogId), isNull(visitPages.ratedAt)));
    if (rating.stars <= reviews.lowStars) await openFollowUp(tx, notify, page.workLogId, rating);
    await app.events.emit(tx, 'workLog.rated', { workLogId: page.workLogId, customerId: page.customerId, stars: rating.stars });
    return { result: { reviewUrl }, rated: page.workLogId };
  });
  app.log.info({ workLogId: rated, stars: rating.stars }, 'visit rated');
  return result;
}

/** The office's follow-up of a low rating: every staff member's notification, opening the visit, until one marks it done. */
async function openFollowUp(tx: Tx, notify: Notify, workLogId: string, rating: { stars: number; comment: string | null }) {
  const [visit] = await tx
    .select({
      date: workLogs.date,
      propertyId: workLogs.propertyId,
      address: properties.address,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .innerJoin(customers, eq(customers._id, workLogs.customerId))
    .where(eq(workLogs._id, workLogId));
  const name = `${visit.firstName} ${visit.lastName}`.trim();
  await notify.staff({
    type: 'visit-rated-low',
    title: withParams('notifications.visit_rated_low_title', { stars: String(rating.stars), name }),
    message: withParams('notifications.visit_rated_low_message', {
      address: visit.address,
      date: visit.date,
      comment: rating.comment ?? 'server.visit_page.no_comment',
    }),
    additionalData: {
      others: { workLogId, workLogDate: visit.date },
      property: { _id: visit.propertyId, address: visit.address },
    },
  });
}

/** The newest ratings, and the count and average of those given in the last `days` days. */
export async function visitRatingsOf(db: Executor, { days, limit }: { days: number; limit: number }): Promise<VisitRatings> {
  const since = new Date(Date.now() - days * DAY_MS);
  const [rows, [figures]] = await Promise.all([
    db
      .select({
        workLogId: visitPages.workLogId,
        customerId: visitPages.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        address: properties.address,
        date: workLogs.date,
        serviceType: workLogs.serviceType,
        stars: visitPages.stars,
        comment: visitPages.comment,
        ratedAt: visitPages.ratedAt,
      })
      .from(visitPages)
      .innerJoin(workLogs, eq(workLogs._id, visitPages.workLogId))
      .innerJoin(properties, eq(properties._id, workLogs.propertyId))
      .innerJoin(customers, eq(customers._id, visitPages.customerId))
      .where(isNotNull(visitPages.ratedAt))
      .orderBy(desc(visitPages.ratedAt))
      .limit(limit),
    db
      .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${visitPages.stars})` })
      .from(visitPages)
      .where(and(isNotNull(visitPages.ratedAt), gte(visitPages.ratedAt, since), gt(visitPages.stars, 0))),
  ]);
  return {
    list: rows.map((row) => ({
      workLogId: row.workLogId,
      customerId: row.customerId,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      address: row.address,
      date: row.date,
      serviceType: row.serviceType,
      stars: row.stars ?? 0,
      comment: row.comment,
      ratedAt: row.ratedAt!.toISOString(),
    })),
    count: figures.count,
    average: figures.average === null ? null : Math.round(Number(figures.average) * 10) / 10,
    days,
  };
}
