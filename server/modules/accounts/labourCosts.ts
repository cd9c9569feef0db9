// Each crew member's clocked days with their cost, for job costing (docs/labour.md "Job costing"): the entries in
// force, minutes by the pay rules, priced at the rate in effect that day times the loaded-cost factor.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import { BUSINESS_TIME_ZONE } from '../../../common/schemas/timeSheet';
import { payRates, timeSheets, users } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { businessMidnight, labourSettingsOf } from './labourWeeks';
import { dayCostCents, entryMinutes, rateOn } from './payRules';

export interface ClockedDay {
  userId: string;
  crewId: string;
  /** The business day of the entries' clock-ins. */
  day: string;
  minutes: number;
  /** minutes x the day's rate x the loaded-cost factor, to the cent; 0 for a person with no rate that day. */
  loadedCostCents: number;
}

/** The clocked days from `from` to `to` (business days, both included) of the users who belong to a crew (of `crewIds`). */
export async function clockedCrewDays(db: Executor, from: string, to: string, crewIds?: readonly string[]): Promise<ClockedDay[]> {
  const until = format(addDays(parseISO(to), 1), 'yyyy-MM-dd');
  const inCrews = crewIds ? inArray(users.crewId, [...crewIds]) : isNotNull(users.crewId);
  // Three reads at once rather than one after another: the rates are those of every member of the crews asked.
  const [labour, rows, rates] = await Promise.all([
    labourSettingsOf(db),
    db
      .select({
        userId: timeSheets.userId,
        crewId: users.crewId,
        clockIn: timeSheets.clockIn,
        // The business day in SQL: formatting thousands of instants with Intl in JS costs more than the query.
        day: sql<string>`(${timeSheets.clockIn} at time zone ${BUSINESS_TIME_ZONE})::date::text`,
        clockOut: timeSheets.clockOut,
        breakMinutes: timeSheets.breakMinutes,
      })
      .from(timeSheets)
      .innerJoin(users, and(eq(users._id, timeSheets.userId), inCrews))
      .where(
        and(
          isNull(timeSheets.supersededAt),
          isNotNull(timeSheets.clockOut),
          gte(timeSheets.clockIn, businessMidnight(from)),
          lt(timeSheets.clockIn, businessMidnight(until)),
        ),
      ),
    db
      .select()
      .from(payRates)
      .where(inArray(payRates.userId, db.select({ _id: users._id }).from(users).where(inCrews)))
      .orderBy(asc(payRates.effectiveFrom)),
  ]);
  const ratesOf = new Map<string, (typeof rates)[number][]>();
  for (const rate of rates) ratesOf.set(rate.userId, [...(ratesOf.get(rate.userId) ?? []), rate]);
  const days = new Map<string, Omit<ClockedDay, 'loadedCostCents'>>();
  for (const row of rows) {
    if (!row.clockOut || !row.crewId) continue;
    const day = row.day;
    const key = `${row.userId}|${day}`;
    const minutes = entryMinutes(row.clockIn, row.clockOut, row.breakMinutes, labour.paidBreaks);
    const known = days.get(key);
    if (known) known.minutes += minutes;
    else days.set(key, { userId: row.userId, crewId: row.crewId, day, minutes });
  }
  return [...days.values()].map((person) => ({
    ...person,
    loadedCostCents: dayCostCents(
      person.minutes,
      rateOn(ratesOf.get(person.userId) ?? [], person.day)?.payRateCents ?? 0,
      labour.loadedCostFactor,
    ),
  }));
}

/**
 * A crew's hourly cost on site, averaged over the crews: each crew's active members' rates in effect on `day` times
 * the loaded-cost factor, summed (the whole crew is on site); the mean over the crews with a rated member, in cents,
 * or null when no crew has one. A quote's expected labour (docs/quotes.md "Expected time on site").
 */
export async function averageCrewHourlyCostCents(db: Executor, day: string): Promise<number | null> {
  const labour = await labourSettingsOf(db);
  const members = await db
    .select({ userId: users._id, crewId: users.crewId })
    .from(users)
    .where(and(isNotNull(users.crewId), eq(users.isActive, true)));
  const rates = members.length
    ? await db
        .select()
        .from(payRates)
        .where(
          inArray(
            payRates.userId,
            members.map((member) => member.userId),
          ),
        )
    : [];
  const ratesOf = new Map<string, (typeof rates)[number][]>();
  for (const rate of rates) ratesOf.set(rate.userId, [...(ratesOf.get(rate.userId) ?? []), rate]);
  const crews = new Map<string, number>();
  for (const member of members) {
    const rate = rateOn(ratesOf.get(member.userId) ?? [], day)?.payRateCents;
    if (rate) crews.set(member.crewId!, (crews.get(member.crewId!) ?? 0) + rate * labour.loadedCostFactor);
  }
  if (!crews.size) return null;
  return [...crews.values()].reduce((sum, cents) => sum + cents, 0) / crews.size;
}
