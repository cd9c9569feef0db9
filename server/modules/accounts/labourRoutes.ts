// The week the office approves: staff enter or replace entries with a reason, read a week priced by the pay rules,
// the admin approves it (its entries then locked) and exports it for payroll (docs/labour.md).
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import {
  LABOUR_MESSAGES,
  paidTimeOffInput,
  paidTimeOffRecord,
  payrollQuery,
  timeSheetInput,
  weekEntry,
  weekParams,
  weekView,
} from '../../../common/schemas/labour';
import { byId } from '../../../common/schemas/fields';
import { weekOfDay } from '../../../common/schemas/timeSheet';
import { paidTimeOff, timeSheets, timeSheetWeeks, users } from '../../db/schema';
import { CSV_BOM, csvLine, neutralised } from '../../lib/csv';
import type { Message } from '../../../common/i18n/catalog';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { isApproved, labourSettingsOf, loadWeek, workweekOfInstant } from './labourWeeks';
import { entryMinutes, workweekOf } from './payRules';

const tags = ['time-sheets'];
const staff = { access: { permission: 'user_time_sheet' } } as const;
const admin = { access: { types: ['admin'] } } as const;
const PAYROLL_CSV = z.string().describe('text/csv with a byte-order mark: a header line, then a line per person (docs/labour.md)');
const DAY_MS = 24 * 3_600_000;
const FUTURE_SLACK_MS = 2 * 60_000;
const OPEN_ENTRIES = 'validation.time_sheet.week_has_open_entries';
const NOT_APPROVED = 'validation.time_sheet.week_not_approved';

const bad = (message: Message, field: string) => new HttpProblem(400, message, { [field]: message });
const approvedWeek = () => new HttpProblem(409, LABOUR_MESSAGES.weekApproved);
const hours = (minutes: number) => (minutes / 60).toFixed(2);
const dollars = (cents: number) => (cents / 100).toFixed(2);

const labourRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/time-sheets',
    { config: staff, schema: { tags, body: timeSheetInput, response: { 201: envelope(weekEntry) } } },
    async (request, reply) => {
      const actor = app.currentUser(request);
      const body = request.body;
      const clockIn = new Date(body.clockIn);
      const clockOut = new Date(body.clockOut);
      if (clockOut <= clockIn) throw bad(LABOUR_MESSAGES.clockOutAfter, 'clockOut');
      if (clockOut.getTime() - clockIn.getTime() > DAY_MS) throw bad(LABOUR_MESSAGES.tooLong, 'clockOut');
      if (clockOut.getTime() > Date.now() + FUTURE_SLACK_MS) throw bad(LABOUR_MESSAGES.future, 'clockOut');
      const [user] = await db.select({ _id: users._id }).from(users).where(eq(users._id, body.userId));
      if (!user) throw notFound('user');
      const labour = await labourSettingsOf(db);
      if (await isApproved(db, workweekOfInstant(clockIn, labour))) throw approvedWeek();

      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-sheet:${body.userId}`}))`);
        if (body.replacesId) {
          const [original] = await tx.select().from(timeSheets).where(eq(timeSheets._id, body.replacesId));
          if (!original) throw notFound();
          if (original.userId !== body.userId) throw bad(LABOUR_MESSAGES.otherPerson, 'replacesId');
          if (original.supersededAt) throw new HttpProblem(409, LABOUR_MESSAGES.replaced);
          if (await isApproved(tx, workweekOfInstant(original.clockIn, labour))) throw approvedWeek();
        }
        const [overlapping] = await tx
          .select({ _id: timeSheets._id })
          .from(timeSheets)
          .where(
            and(
              eq(timeSheets.userId, body.userId),
              isNull(timeSheets.supersededAt),
              body.replacesId ? ne(timeSheets._id, body.replacesId) : undefined,
              lt(timeSheets.clockIn, clockOut),
              or(isNull(timeSheets.clockOut), gt(timeSheets.clockOut, clockIn)),
            ),
          )
          .limit(1);
        if (overlapping) throw bad(LABOUR_MESSAGES.overlaps, 'clockIn');
        if (body.replacesId) await tx.update(timeSheets).set({ supersededAt: new Date() }).where(eq(timeSheets._id, body.replacesId));
        const [inserted] = await tx
          .insert(timeSheets)
          .values({
            userId: body.userId,
            clockIn,
            clockOut,
            breakMinutes: body.breakMinutes,
            reason: body.reason,
            replacesId: body.replacesId ?? null,
            clockedById: actor._id,
          })
          .returning();
        return inserted;
      });
      reply.status(201);
      return {
        status: 201,
        data: {
          _id: row._id,
          clockIn: row.clockIn.toISOString(),
          clockOut: row.clockOut?.toISOString() ?? null,
          breakMinutes: row.breakMinutes,
          minutes: entryMinutes(clockIn, clockOut, row.breakMinutes, labour.paidBreaks),
          clockInFarM: null,
          clockOutFarM: null,
          reason: row.reason,
          replacesId: row.replacesId,
          enteredByStaff: true,
          breaks: [],
        },
      };
    },
  );

  app.post(
    '/time-sheets/paid-time-off',
    { config: staff, schema: { tags, body: paidTimeOffInput, response: { 201: envelope(paidTimeOffRecord) } } },
    async (request, reply) => {
      const body = request.body;
      const [user] = await db.select({ _id: users._id }).from(users).where(eq(users._id, body.userId));
      if (!user) throw notFound('user');
      const labour = await labourSettingsOf(db);
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-sheet:${body.userId}`}))`);
        // Locked as the week's entries: a correction is a new record in the next open week.
        if (await isApproved(tx, workweekOf(body.day, labour.workweekStartDay, weekOfDay))) throw approvedWeek();
        const [held] = await tx
          .select({ minutes: sql<number>`coalesce(sum(${paidTimeOff.minutes}), 0)::int` })
          .from(paidTimeOff)
          .where(and(eq(paidTimeOff.userId, body.userId), eq(paidTimeOff.day, body.day)));
        if ((held?.minutes ?? 0) + body.minutes > 1440) throw bad(LABOUR_MESSAGES.timeOffDay, 'minutes');
        const [inserted] = await tx
          .insert(paidTimeOff)
          .values({ ...body, enteredById: app.currentUser(request)._id })
          .returning();
        return inserted;
      });
      reply.status(201);
      return { status: 201, data: { _id: row._id, day: row.day, minutes: row.minutes, reason: row.reason } };
    },
  );

  app.delete(
    '/time-sheets/paid-time-off/:id',
    { config: staff, schema: { tags, params: byId, response: { 200: envelope(paidTimeOffRecord) } } },
    async (request) => {
      const labour = await labourSettingsOf(db);
      const row = await db.transaction(async (tx) => {
        const [found] = await tx.select().from(paidTimeOff).where(eq(paidTimeOff._id, request.params.id)).for('update');
        if (!found) throw notFound();
        if (await isApproved(tx, workweekOf(found.day, labour.workweekStartDay, weekOfDay))) throw approvedWeek();
        await tx.delete(paidTimeOff).where(eq(paidTimeOff._id, found._id));
        return found;
      });
      return { status: 200, data: { _id: row._id, day: row.day, minutes: row.minutes, reason: row.reason } };
    },
  );

  app.get(
    '/time-sheets/weeks/:week',
    { config: staff, schema: { tags, params: weekParams, response: { 200: envelope(weekView) } } },
    async (request) => ({
      status: 200,
      data: await loadWeek(db, request.params.week, app.currentUser(request).type === 'admin'),
    }),
  );

  app.post(
    '/time-sheets/weeks/:week/approve',
    { config: admin, schema: { tags, params: weekParams, response: { 200: envelope(weekView) } } },
    async (request) => {
      const { week } = request.params;
      const before = await loadWeek(db, week, true);
      // A forgotten clock-out is closed by the office with a reason first, never silently by an approval.
      if (before.people.some((person) => person.openEntries > 0)) throw new HttpProblem(409, OPEN_ENTRIES);
      const userId = app.currentUser(request)._id;
      // Its hours go to QuickBooks (the accounting domain) once the approval has committed, and only the first time.
      await app.events.transaction(async (tx) => {
        const [approved] = await tx
          .insert(timeSheetWeeks)
          .values({ week, approvedById: userId })
          .onConflictDoNothing()
          .returning({ week: timeSheetWeeks.week });
        if (approved) await app.events.emit(tx, 'timeSheetWeek.approved', { week, userId });
      });
      return { status: 200, data: await loadWeek(db, week, true) };
    },
  );

  app.get(
    '/reports/payroll.csv',
    {
      config: admin,
      schema: {
        tags: ['reports'],
        querystring: payrollQuery,
        response: { 200: { description: 'The approved week as payroll CSV', content: { 'text/csv': { schema: PAYROLL_CSV } } } },
      },
    },
    async (request, reply) => {
      const { week, layout } = request.query;
      const { people, approved } = await loadWeek(db, week, true);
      if (!approved) throw new HttpProblem(409, NOT_APPROVED);
      const lines =
        layout === 'gusto'
          ? [
              csvLine([
                'first_name',
                'last_name',
                'gusto_employee_id',
                'regular_hours',
                'overtime_hours',
                'double_overtime_hours',
                'paid_time_off_hours',
              ]),
              ...people.map((person) =>
                csvLine([
                  neutralised(person.firstName),
                  neutralised(person.lastName),
                  neutralised(person.employeeId ?? ''),
                  hours(person.regularMinutes),
                  hours(person.overtimeMinutes),
                  hours(person.doubleTimeMinutes),
                  hours(person.paidTimeOffMinutes),
                ]),
              ),
            ]
          : [
              csvLine(['person', 'employee id', 'regular hours', 'overtime hours', 'double time hours', 'paid time off hours', 'gross']),
              ...people.map((person) =>
                csvLine([
                  neutralised(person.name),
                  neutralised(person.employeeId ?? ''),
                  hours(person.regularMinutes),
                  hours(person.overtimeMinutes),
                  hours(person.doubleTimeMinutes),
                  hours(person.paidTimeOffMinutes),
                  dollars(person.grossCents ?? 0),
                ]),
              ),
            ];
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payroll-${week}-${layout}.csv"`);
      return CSV_BOM + lines.join('');
    },
  );
};

export default labourRoutes;
