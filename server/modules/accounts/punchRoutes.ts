// Clocking in the field: the phone's punches with position and accuracy, a crew member punching their crew in one
// action, offline punches carrying their own time (replayed once through the Idempotency-Key), far punches flagged.
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Point } from '../../../common/geo/distance';
import { envelope } from '../../../common/schemas/envelope';
import {
  type BreakInput,
  breakInput,
  LABOUR_MESSAGES,
  MAX_BREAK_MINUTES,
  type PunchInput,
  punchInput,
} from '../../../common/schemas/labour';
import { ALREADY_CLOCKED_IN, businessDay, NOT_CLOCKED_IN, timeSheetEntry } from '../../../common/schemas/timeSheet';
import { crews, properties, timeSheetBreaks, timeSheets, users, workLogs } from '../../db/schema';
import type { Executor, Tx } from '../../lib/history';
import type { Message } from '../../../common/i18n/catalog';
import { HttpProblem } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import { isApproved, labourSettingsOf, type LabourSettings, workweekOfInstant } from './labourWeeks';
import { farFromPlaces } from './payRules';
import { toEntry } from './timeSheetEntries';

const tags = ['time-sheets'];
const config = { access: { types: ['admin', 'csr', 'crew'] }, idempotent: true } as const;
/** A phone's clock may run a little ahead of the server's. */
const FUTURE_SLACK_MS = 2 * 60_000;

const crewMember = z.object({ userId: z.string(), name: z.string(), clockedIn: z.boolean() });
const OUTCOMES = ['punched', 'already', 'not-clocked-in'] as const;
const punchAnswer = timeSheetEntry.extend({
  userId: z.string(),
  clockInFarM: z.number().nullable(),
  clockOutFarM: z.number().nullable(),
  members: z.array(z.object({ userId: z.string(), outcome: z.enum(OUTCOMES), entryId: z.string().nullable() })),
});

type Row = typeof timeSheets.$inferSelect;
type Outcome = { userId: string; outcome: (typeof OUTCOMES)[number]; row: Row | null };

const bad = (message: Message, field: string) => new HttpProblem(400, message, { [field]: message });

/** The crew's start, its first stop of the day and the business's yard: where a punch is expected. */
async function knownPlaces(db: Executor, crewId: string | null, day: string, labour: LabourSettings): Promise<Point[]> {
  const places: Point[] = [];
  if (labour.yardLatitude != null && labour.yardLongitude != null)
    places.push({ latitude: labour.yardLatitude, longitude: labour.yardLongitude });
  if (!crewId) return places;
  const [crew] = await db
    .select({ latitude: crews.startLatitude, longitude: crews.startLongitude })
    .from(crews)
    .where(eq(crews._id, crewId));
  if (crew?.latitude != null && crew.longitude != null) places.push({ latitude: crew.latitude, longitude: crew.longitude });
  const [first] = await db
    .select({ latitude: properties.latitude, longitude: properties.longitude })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, day)))
    .orderBy(sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id))
    .limit(1);
  if (first?.latitude != null && first.longitude != null) places.push({ latitude: first.latitude, longitude: first.longitude });
  return places;
}

const openEntry = async (tx: Executor, userId: string) =>
  (
    await tx
      .select()
      .from(timeSheets)
      .where(and(eq(timeSheets.userId, userId), isNull(timeSheets.clockOut), isNull(timeSheets.supersededAt)))
  )[0];

/** A later or covering entry: punching in at `at` would write history out of order or overlap. */
async function clashAt(tx: Executor, userId: string, at: Date) {
  const [row] = await tx
    .select({ _id: timeSheets._id })
    .from(timeSheets)
    .where(
      and(
        eq(timeSheets.userId, userId),
        isNull(timeSheets.supersededAt),
        or(gt(timeSheets.clockIn, at), and(lte(timeSheets.clockIn, at), gt(timeSheets.clockOut, at))),
      ),
    )
    .limit(1);
  return row;
}

const punchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The members named besides the caller: active members of the caller's own crew, or refused. */
  async function crewMembers(actor: AuthUser, userIds: readonly string[] | undefined) {
    const members = [...new Set(userIds ?? [])].filter((id) => id !== actor._id);
    if (!members.length) return members;
    if (actor.type !== 'crew' || !actor.crewId) throw new HttpProblem(403, LABOUR_MESSAGES.onlyCrew);
    const found = await db
      .select({ _id: users._id })
      .from(users)
      .where(and(inArray(users._id, members), eq(users.crewId, actor.crewId), eq(users.isActive, true)));
    if (found.length !== members.length) throw bad(LABOUR_MESSAGES.notInCrew, 'userIds');
    return members;
  }

  /** A break taken inside each person's open entry: its minutes are added to the entry's break. */
  async function takeBreak(actor: AuthUser, body: BreakInput) {
    const now = new Date();
    const startedAt = new Date(body.startedAt);
    const endedAt = new Date(body.endedAt);
    if (endedAt.getTime() > now.getTime() + FUTURE_SLACK_MS) throw bad(LABOUR_MESSAGES.future, 'endedAt');
    const members = await crewMembers(actor, body.userIds);
    if (await isApproved(db, workweekOfInstant(startedAt, await labourSettingsOf(db))))
      throw bad(LABOUR_MESSAGES.weekApproved, 'startedAt');
    const minutes = Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000);
    const outcomes = await db.transaction(async (tx) => {
      const done: Outcome[] = [];
      for (const userId of [actor._id, ...members]) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-sheet:${userId}`}))`);
        const open = await openEntry(tx, userId);
        if (!open) {
          if (userId === actor._id) throw new HttpProblem(409, NOT_CLOCKED_IN);
          done.push({ userId, outcome: 'not-clocked-in', row: null });
          continue;
        }
        if (startedAt < open.clockIn) throw bad(LABOUR_MESSAGES.outOfOrder, 'startedAt');
        if (open.breakMinutes + minutes > MAX_BREAK_MINUTES) throw bad(LABOUR_MESSAGES.breakMinutes, 'endedAt');
        const [row] = await tx
          .update(timeSheets)
          .set({ breakMinutes: open.breakMinutes + minutes })
          .where(eq(timeSheets._id, open._id))
          .returning();
        await tx.insert(timeSheetBreaks).values({ timeSheetId: open._id, startedAt, endedAt });
        done.push({ userId, outcome: 'punched', row });
      }
      return done;
    });
    const own = outcomes[0].row!;
    return {
      ...toEntry(own, now),
      userId: actor._id,
      clockInFarM: own.clockInFarM,
      clockOutFarM: own.clockOutFarM,
      members: outcomes.slice(1).map(({ userId, outcome, row }) => ({ userId, outcome, entryId: row?._id ?? null })),
    };
  }

  async function punch(direction: 'in' | 'out', actor: AuthUser, body: PunchInput) {
    const now = new Date();
    const at = body.at ? new Date(body.at) : now;
    if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) throw bad(LABOUR_MESSAGES.future, 'at');
    const members = await crewMembers(actor, body.userIds);
    const labour = await labourSettingsOf(db);
    if (await isApproved(db, workweekOfInstant(at, labour))) throw bad(LABOUR_MESSAGES.weekApproved, 'at');
    const position =
      body.latitude != null && body.longitude != null
        ? { latitude: body.latitude, longitude: body.longitude, accuracyM: body.accuracyM }
        : null;
    const farM = farFromPlaces(position, await knownPlaces(db, actor.crewId, businessDay(at), labour), labour.punchDistanceM);
    const stamp = { latitude: position?.latitude ?? null, longitude: position?.longitude ?? null, accuracyM: body.accuracyM ?? null, farM };
    const alone = members.length === 0;

    const outcomes = await db.transaction(async (tx) => {
      const done: Outcome[] = [];
      for (const userId of [actor._id, ...members]) {
        // One punch per person at a time: two crew members punching the same person make one entry.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-sheet:${userId}`}))`);
        done.push(direction === 'in' ? await punchIn(tx, userId, at, stamp, alone) : await punchOut(tx, userId, at, stamp, alone));
      }
      return done;
    });
    const own = outcomes[0];
    if (!own.row) throw new HttpProblem(409, NOT_CLOCKED_IN);
    return {
      ...toEntry(own.row, now),
      userId: actor._id,
      clockInFarM: own.row.clockInFarM,
      clockOutFarM: own.row.clockOutFarM,
      members: outcomes.slice(1).map(({ userId, outcome, row }) => ({ userId, outcome, entryId: row?._id ?? null })),
    };

    async function punchIn(tx: Tx, userId: string, when: Date, place: typeof stamp, single: boolean): Promise<Outcome> {
      const open = await openEntry(tx, userId);
      if (open) {
        if (single) throw new HttpProblem(409, ALREADY_CLOCKED_IN);
        return { userId, outcome: 'already', row: open };
      }
      if (await clashAt(tx, userId, when)) throw bad(LABOUR_MESSAGES.outOfOrder, 'at');
      const [row] = await tx
        .insert(timeSheets)
        .values({
          userId,
          clockIn: when,
          clockInLatitude: place.latitude,
          clockInLongitude: place.longitude,
          clockInAccuracyM: place.accuracyM,
          clockInFarM: place.farM,
          clockedById: actor._id,
        })
        .returning();
      return { userId, outcome: 'punched', row };
    }

    async function punchOut(tx: Tx, userId: string, when: Date, place: typeof stamp, single: boolean): Promise<Outcome> {
      const open = await openEntry(tx, userId);
      if (!open) {
        if (single) throw new HttpProblem(409, NOT_CLOCKED_IN);
        return { userId, outcome: 'not-clocked-in', row: null };
      }
      if (when < open.clockIn) throw bad(LABOUR_MESSAGES.outOfOrder, 'at');
      const [row] = await tx
        .update(timeSheets)
        .set({
          clockOut: when,
          clockOutLatitude: place.latitude,
          clockOutLongitude: place.longitude,
          clockOutAccuracyM: place.accuracyM,
          clockOutFarM: place.farM,
          breakMinutes: body.breakMinutes ?? open.breakMinutes,
        })
        .where(eq(timeSheets._id, open._id))
        .returning();
      return { userId, outcome: 'punched', row };
    }
  }

  // The caller's crew, for the phone's "who was there today": each active member and whether they are clocked in.
  app.get(
    '/time-sheets/crew',
    { config: { access: { types: ['crew'] } }, schema: { tags, response: { 200: envelope(z.array(crewMember)) } } },
    async (request) => {
      const actor = app.currentUser(request);
      if (!actor.crewId) return { status: 200, data: [] };
      const rows = await db
        .select({ userId: users._id, firstName: users.firstName, lastName: users.lastName, openId: timeSheets._id })
        .from(users)
        .leftJoin(timeSheets, and(eq(timeSheets.userId, users._id), isNull(timeSheets.clockOut), isNull(timeSheets.supersededAt)))
        .where(and(eq(users.crewId, actor.crewId), eq(users.isActive, true), ne(users._id, actor._id)))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return {
        status: 200,
        data: rows.map((row) => ({ userId: row.userId, name: `${row.firstName} ${row.lastName}`, clockedIn: row.openId != null })),
      };
    },
  );

  app.post(
    '/time-sheets/clock-in',
    { config, schema: { tags, body: punchInput, response: { 201: envelope(punchAnswer) } } },
    async (request, reply) => {
      const data = await punch('in', app.currentUser(request), request.body);
      reply.status(201);
      return { status: 201, data };
    },
  );

  app.post(
    '/time-sheets/clock-out',
    { config, schema: { tags, body: punchInput, response: { 200: envelope(punchAnswer) } } },
    async (request) => ({ status: 200, data: await punch('out', app.currentUser(request), request.body) }),
  );

  app.post(
    '/time-sheets/break',
    { config, schema: { tags, body: breakInput, response: { 200: envelope(punchAnswer) } } },
    async (request) => ({ status: 200, data: await takeBreak(app.currentUser(request), request.body) }),
  );
};

export default punchRoutes;
