// The week the office approves: entries, rates and settings read together and priced by the pay rules.
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WeekEntry, WeekPerson, WeekView } from '../../../common/schemas/labour';
import { BUSINESS_TIME_ZONE, businessDay, weekBounds, weekOfDay } from '../../../common/schemas/timeSheet';
import { paidTimeOff, payRates, timeSheetBreaks, timeSheets, timeSheetWeeks, users } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { readSettings } from '../../lib/settings';
import { entryMinutes, loadedCents, rateOn, weekPay, workweekDays, workweekOf } from './payRules';

export type LabourSettings = Awaited<ReturnType<typeof readSettings>>['labour'];

/** Midnight at the start of a business day, as an instant. */
export const businessMidnight = (day: string) => sql`(${day}::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

export const overtimeRules = (labour: LabourSettings) => ({
  weeklyOvertimeMinutes: Math.round(labour.weeklyOvertimeHours * 60),
  dailyOvertimeMinutes: labour.dailyOvertimeHours == null ? null : Math.round(labour.dailyOvertimeHours * 60),
  dailyDoubleTimeMinutes: labour.dailyDoubleTimeHours == null ? null : Math.round(labour.dailyDoubleTimeHours * 60),
});

export const labourSettingsOf = async (db: Executor) => (await readSettings(db, ['labour'])).labour;

export function workweekOfInstant(at: Date, labour: LabourSettings): string {
  return workweekOf(businessDay(at), labour.workweekStartDay, weekOfDay);
}

export async function isApproved(db: Executor, week: string): Promise<boolean> {
  const [row] = await db.select({ week: timeSheetWeeks.week }).from(timeSheetWeeks).where(eq(timeSheetWeeks.week, week));
  return Boolean(row);
}

function dayWindow(days: readonly string[]) {
  const after = new Date(`${days[6]}T12:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return { from: days[0], until: after.toISOString().slice(0, 10) };
}

/** The week's people, each with the day entries shown and totals recomputed from them; money only `withPay`. */
export async function loadWeek(db: Executor, week: string, withPay: boolean): Promise<WeekView> {
  const labour = await labourSettingsOf(db);
  const days = workweekDays(weekBounds(week).from, labour.workweekStartDay);
  const { from, until } = dayWindow(days);
  const [approval] = await db.select().from(timeSheetWeeks).where(eq(timeSheetWeeks.week, week));
  const rows = await db
    .select({ entry: timeSheets, firstName: users.firstName, lastName: users.lastName })
    .from(timeSheets)
    .innerJoin(users, eq(users._id, timeSheets.userId))
    .where(
      and(
        isNull(timeSheets.supersededAt),
        gte(timeSheets.clockIn, businessMidnight(from)),
        lt(timeSheets.clockIn, businessMidnight(until)),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(timeSheets.clockIn));
  const timeOff = await db
    .select({ record: paidTimeOff, firstName: users.firstName, lastName: users.lastName })
    .from(paidTimeOff)
    .innerJoin(users, eq(users._id, paidTimeOff.userId))
    .where(and(gte(paidTimeOff.day, days[0]), lte(paidTimeOff.day, days[6])))
    .orderBy(asc(paidTimeOff.createdAt));
  const breaks = rows.length
    ? await db
        .select()
        .from(timeSheetBreaks)
        .where(
          inArray(
            timeSheetBreaks.timeSheetId,
            rows.map((row) => row.entry._id),
          ),
        )
        .orderBy(asc(timeSheetBreaks.startedAt))
    : [];
  const userIds = [...new Set([...rows.map((row) => row.entry.userId), ...timeOff.map((row) => row.record.userId)])];
  const rates = userIds.length
    ? await db.select().from(payRates).where(inArray(payRates.userId, userIds)).orderBy(asc(payRates.effectiveFrom))
    : [];
  const rules = overtimeRules(labour);

  const people = new Map<string, { person: WeekPerson }>();
  const sheetOf = (userId: string, firstName: string, lastName: string) => {
    let sheet = people.get(userId);
    if (!sheet) {
      sheet = {
        person: {
          userId,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          regularMinutes: 0,
          overtimeMinutes: 0,
          doubleTimeMinutes: 0,
          breakMinutes: 0,
          paidTimeOffMinutes: 0,
          approved: Boolean(approval),
          openEntries: 0,
          days: days.map((day) => ({ day, minutes: 0, entries: [], paidTimeOff: [] })),
        },
      };
      people.set(userId, sheet);
    }
    return sheet;
  };
  for (const { entry, firstName, lastName } of rows) {
    const sheet = sheetOf(entry.userId, firstName, lastName);
    const day = businessDay(entry.clockIn);
    const minutes = entry.clockOut ? entryMinutes(entry.clockIn, entry.clockOut, entry.breakMinutes, labour.paidBreaks) : 0;
    const shown: WeekEntry = {
      _id: entry._id,
      clockIn: entry.clockIn.toISOString(),
      clockOut: entry.clockOut?.toISOString() ?? null,
      breakMinutes: entry.breakMinutes,
      minutes,
      clockInFarM: entry.clockInFarM,
      clockOutFarM: entry.clockOutFarM,
      reason: entry.reason,
      replacesId: entry.replacesId,
      enteredByStaff: entry.reason != null,
      breaks: breaks
        .filter((taken) => taken.timeSheetId === entry._id)
        .map((taken) => ({ startedAt: taken.startedAt.toISOString(), endedAt: taken.endedAt.toISOString() })),
    };
    const dayRow = sheet.person.days.find((row) => row.day === day);
    if (dayRow) {
      dayRow.entries.push(shown);
      dayRow.minutes += minutes;
    }
    sheet.person.breakMinutes += entry.breakMinutes;
    if (!entry.clockOut) sheet.person.openEntries += 1;
  }
  for (const { record, firstName, lastName } of timeOff) {
    const sheet = sheetOf(record.userId, firstName, lastName);
    sheet.person.days
      .find((row) => row.day === record.day)
      ?.paidTimeOff.push({ _id: record._id, day: record.day, minutes: record.minutes, reason: record.reason });
  }

  for (const { person } of people.values()) {
    const own = rates.filter((rate) => rate.userId === person.userId);
    const worked = person.days
      .map((day) => ({ ...day, timeOff: day.paidTimeOff.reduce((sum, row) => sum + row.minutes, 0) }))
      .filter((day) => day.minutes > 0 || day.timeOff > 0)
      .map((day) => {
        const rate = rateOn(own, day.day);
        return {
          day: day.day,
          minutes: day.minutes,
          paidTimeOffMinutes: day.timeOff,
          rateCents: rate?.payRateCents ?? 0,
          exempt: rate?.overtimeExempt ?? false,
        };
      });
    const pay = weekPay(worked, rules);
    person.regularMinutes = pay.regularMinutes;
    person.overtimeMinutes = pay.overtimeMinutes;
    person.doubleTimeMinutes = pay.doubleTimeMinutes;
    person.paidTimeOffMinutes = pay.paidTimeOffMinutes;
    if (withPay) {
      const current = rateOn(own, days[6]);
      person.payRateCents = current?.payRateCents ?? null;
      person.employeeId = current?.employeeId ?? own.at(-1)?.employeeId ?? null;
      person.grossCents = pay.grossCents;
      person.loadedCostCents = loadedCents(pay.grossCents, labour.loadedCostFactor);
    }
  }
  const shown = [...people.values()].map(({ person }) => person);
  return {
    week,
    days,
    approved: Boolean(approval),
    approvedAt: approval?.approvedAt.toISOString() ?? null,
    // People with entries in the entries' order, then those with only paid time off.
    people: shown,
    roster: await rosterOf(db, shown),
  };
}

/** Every active crew member and everyone the week shows, by last name then first. */
async function rosterOf(db: Executor, shown: WeekPerson[]): Promise<WeekView['roster']> {
  const crew = and(eq(users.type, 'crew'), eq(users.isActive, true));
  const shownIds = shown.map((person) => person.userId);
  const rows = await db
    .select({ userId: users._id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(shownIds.length ? or(crew, inArray(users._id, shownIds)) : crew)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users._id));
  return rows.map(({ userId, firstName, lastName }) => ({ userId, name: `${firstName} ${lastName}` }));
}
