// What other domains read of the labour records, through the door: the entries and paid time off of an approved week
// as the week view counts them, for the accounting domain's TimeActivity push (docs/accounting.md "Hours").
import { and, asc, eq, gte, inArray, isNull, isNotNull, lte } from 'drizzle-orm';
import { businessDay, weekBounds } from '../../../common/schemas/timeSheet';
import { paidTimeOff, timeSheets, timeSheetWeeks, users } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { businessMidnight, labourSettingsOf, loadWeek } from './labourWeeks';
import { entryMinutes, workweekDays } from './payRules';

/** One closed entry as payroll counts it: its business day and minutes (less an unpaid break), with its span. */
export interface CountedEntry {
  id: string;
  userId: string;
  name: string;
  day: string;
  minutes: number;
  breakMinutes: number;
  clockIn: Date;
  clockOut: Date;
}

/** The weeks approved on or after a business day, oldest first. */
export async function approvedWeeksSince(db: Executor, day: string): Promise<string[]> {
  const rows = await db
    .select({ week: timeSheetWeeks.week })
    .from(timeSheetWeeks)
    .where(gte(timeSheetWeeks.approvedAt, businessMidnight(day)))
    .orderBy(asc(timeSheetWeeks.week));
  return rows.map((row) => row.week);
}

/** The ids of the entries an approved week counts (none when it is not approved). */
export async function approvedWeekEntryIds(db: Executor, week: string): Promise<string[]> {
  const [approval] = await db.select().from(timeSheetWeeks).where(eq(timeSheetWeeks.week, week));
  if (!approval) return [];
  const view = await loadWeek(db, week, false);
  return view.people.flatMap((person) =>
    person.days.flatMap((day) => day.entries.filter((entry) => entry.clockOut && entry.minutes > 0).map((entry) => entry._id)),
  );
}

/** The entries named, counted as the week view counts them (a superseded or open one is left out). */
export async function countedEntriesOf(db: Executor, ids: readonly string[]): Promise<Map<string, CountedEntry>> {
  if (!ids.length) return new Map();
  const { paidBreaks } = await labourSettingsOf(db);
  const rows = await db
    .select({ entry: timeSheets, firstName: users.firstName, lastName: users.lastName })
    .from(timeSheets)
    .innerJoin(users, eq(users._id, timeSheets.userId))
    .where(and(inArray(timeSheets._id, [...ids]), isNull(timeSheets.supersededAt), isNotNull(timeSheets.clockOut)));
  return new Map(
    rows.map(({ entry, firstName, lastName }) => [
      entry._id,
      {
        id: entry._id,
        userId: entry.userId,
        name: `${firstName} ${lastName}`,
        day: businessDay(entry.clockIn),
        minutes: entryMinutes(entry.clockIn, entry.clockOut!, entry.breakMinutes, paidBreaks),
        breakMinutes: entry.breakMinutes,
        clockIn: entry.clockIn,
        clockOut: entry.clockOut!,
      },
    ]),
  );
}

/** One paid time off record with its person's name. */
export interface CountedTimeOff {
  id: string;
  userId: string;
  name: string;
  day: string;
  minutes: number;
  reason: string;
}

/** The ids of the paid time off an approved week counts, on the days of its workweek (none when it is not approved). */
export async function approvedWeekTimeOffIds(db: Executor, week: string): Promise<string[]> {
  const [approval] = await db.select().from(timeSheetWeeks).where(eq(timeSheetWeeks.week, week));
  if (!approval) return [];
  const days = workweekDays(weekBounds(week).from, (await labourSettingsOf(db)).workweekStartDay);
  const rows = await db
    .select({ id: paidTimeOff._id })
    .from(paidTimeOff)
    .where(and(gte(paidTimeOff.day, days[0]), lte(paidTimeOff.day, days[6])))
    .orderBy(asc(paidTimeOff.createdAt));
  return rows.map((row) => row.id);
}

/** The paid time off records named, with their person's name. */
export async function paidTimeOffOf(db: Executor, ids: readonly string[]): Promise<Map<string, CountedTimeOff>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ record: paidTimeOff, firstName: users.firstName, lastName: users.lastName })
    .from(paidTimeOff)
    .innerJoin(users, eq(users._id, paidTimeOff.userId))
    .where(inArray(paidTimeOff._id, [...ids]));
  return new Map(
    rows.map(({ record, firstName, lastName }) => [
      record._id,
      {
        id: record._id,
        userId: record.userId,
        name: `${firstName} ${lastName}`,
        day: record.day,
        minutes: record.minutes,
        reason: record.reason,
      },
    ]),
  );
}

/** Staff and crew users who may be on a payroll (active, not a customer or a vendor's login). */
export async function payrollPeople(db: Executor): Promise<{ userId: string; firstName: string; lastName: string }[]> {
  return db
    .select({ userId: users._id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.type, ['admin', 'csr', 'crew'])))
    .orderBy(users.lastName, users.firstName);
}
