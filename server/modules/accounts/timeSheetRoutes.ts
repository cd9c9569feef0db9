// Time sheets (punches in punchRoutes.ts, the approved week in labourRoutes.ts): GET /time-sheets/entries lists each user's week with its total.
// The blank GET /time-sheets stays the browser's keep-alive.
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { businessDay, timeSheetEntry, timeSheetFilter, timeSheetWeek, weekBounds, weekOfDay } from '../../../common/schemas/timeSheet';
import { timeSheets, users } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import { businessMidnight } from './labourWeeks';
import { toEntry } from './timeSheetEntries';

const tags = ['time-sheets'];
const config = { access: { types: ['admin', 'csr', 'crew'] } } as const;
const entriesQuery = listQuery(['name', 'totalHours'], timeSheetFilter, 'name');

const timeSheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // The browser's keep-alive: a blank list call that slides the session (time sheets come later).
  app.get(
    '/time-sheets',
    { config: { access: { signedIn: true } }, schema: { tags: ['session'], response: { 200: z.array(z.never()) } } },
    async (_request, reply) => {
      reply.header('Content-Range', 'time-sheets 0-0/0');
      return [];
    },
  );

  async function openEntry(userId: string) {
    const [row] = await db
      .select()
      .from(timeSheets)
      .where(and(eq(timeSheets.userId, userId), isNull(timeSheets.clockOut), isNull(timeSheets.supersededAt)));
    return row;
  }

  app.get('/time-sheets/current', { config, schema: { tags, response: { 200: envelope(timeSheetEntry.nullable()) } } }, async (request) => {
    const row = await openEntry(app.currentUser(request)._id);
    return { status: 200, data: row ? toEntry(row, new Date()) : null };
  });

  app.get(
    '/time-sheets/entries',
    { config, schema: { tags, querystring: entriesQuery, response: { 200: z.array(timeSheetWeek) } } },
    async (request, reply) => {
      const actor = app.currentUser(request);
      const {
        sort: [field, order],
        range: [start, end],
        filter,
      } = request.query;
      // Without user_time_sheet a user sees its own time sheet only.
      if (!hasPermission(actor, 'user_time_sheet') && filter.userId && filter.userId !== actor._id)
        throw new HttpProblem(403, MESSAGES.forbidden);
      const userId = hasPermission(actor, 'user_time_sheet') ? filter.userId : actor._id;
      const week = filter.week ?? weekOfDay(businessDay(new Date()));
      const { from, until } = weekBounds(week);

      const rows = await db
        .select({ entry: timeSheets, firstName: users.firstName, lastName: users.lastName, type: users.type })
        .from(timeSheets)
        .innerJoin(users, eq(users._id, timeSheets.userId))
        .where(
          and(
            userId ? eq(timeSheets.userId, userId) : undefined,
            isNull(timeSheets.supersededAt),
            gte(timeSheets.clockIn, businessMidnight(from)),
            lt(timeSheets.clockIn, businessMidnight(until)),
          ),
        )
        .orderBy(asc(timeSheets.clockIn));

      const now = new Date();
      const weeks = new Map<string, z.infer<typeof timeSheetWeek>>();
      if (userId) {
        const [user] = await db.select().from(users).where(eq(users._id, userId));
        if (!user) throw notFound('user');
        weeks.set(user._id, {
          _id: `${user._id}:${week}`,
          userId: user._id,
          name: `${user.firstName} ${user.lastName}`,
          type: user.type,
          week,
          entries: [],
          totalHours: 0,
        });
      }
      for (const { entry, firstName, lastName, type } of rows) {
        const sheet = weeks.get(entry.userId) ?? {
          _id: `${entry.userId}:${week}`,
          userId: entry.userId,
          name: `${firstName} ${lastName}`,
          type,
          week,
          entries: [],
          totalHours: 0,
        };
        const shown = toEntry(entry, now);
        sheet.entries.push(shown);
        sheet.totalHours = Math.round((sheet.totalHours + shown.hours) * 100) / 100;
        weeks.set(entry.userId, sheet);
      }
      // Grouped here rather than in SQL, so sorted here too: by id as any list may be, ties broken by id as paginate does.
      const direction = order === 'ASC' ? 1 : -1;
      const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
      const byField = (a: z.infer<typeof timeSheetWeek>, b: z.infer<typeof timeSheetWeek>) =>
        field === 'name' ? a.name.localeCompare(b.name) : a.totalHours - b.totalHours;
      const sorted = [...weeks.values()].sort((a, b) =>
        field === 'id' ? direction * byId(a, b) : direction * byField(a, b) || byId(a, b),
      );
      return replyWithRange(reply, 'time-sheets', sorted.slice(start, end + 1), start, sorted.length);
    },
  );
};

export default timeSheetsRoutes;
