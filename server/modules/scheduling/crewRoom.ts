// How much work a crew's day holds against its hours, the one measure of room the rain day and a one-time job's
// placement read: minutes on site of the day's visits not cancelled or skipped, against its working minutes that day.
import { and, asc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import { hoursOn, minutesOf, type WorkingHours } from '../../../common/schemas/crewHours';
import { crews, properties, workLogs } from '../../db/schema';
import { isoWeekDay } from '../../lib/calendar';
import type { Executor } from '../../lib/history';
import { readSettings } from '../../lib/settings';
import { serviceMinutes } from '../workLogs';
import { crewDayKey } from './rainDayRules';

const NOT_WORKED = ['cancel', 'skipped'] as const;

/** The visits whose minutes fill the crews' days of [from, to], but those `exceptIds` name: the rows `crewDays` sums. */
export const crewLoadQuery = (
  executor: Executor,
  crewIds: readonly string[],
  from: string,
  to: string,
  exceptIds: readonly string[] = [],
) =>
  executor
    .select({
      crewId: workLogs.crewId,
      date: workLogs.date,
      serviceType: workLogs.serviceType,
      timeCapHours: workLogs.timeCapHours,
      extraTimeGrantedMinutes: workLogs.extraTimeGrantedMinutes,
      minutesOnSite: workLogs.minutesOnSite,
      lotSizeCategory: properties.lotSizeCategory,
    })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(
      and(
        inArray(workLogs.crewId, [...crewIds]),
        gte(workLogs.date, from),
        lte(workLogs.date, to),
        notInArray(workLogs.status, [...NOT_WORKED]),
        exceptIds.length ? notInArray(workLogs._id, [...exceptIds]) : undefined,
      ),
    );

/** The crews' names and working hours. */
export const crewHoursQuery = (executor: Executor, crewIds: readonly string[]) =>
  executor
    .select({ _id: crews._id, name: crews.name, workingHours: crews.workingHours })
    .from(crews)
    .where(inArray(crews._id, [...crewIds]))
    .orderBy(asc(crews.name), asc(crews._id));

/**
 * The crews' minutes of work on each day of [from, to] (by `crewDayKey`), and their names and working hours. The
 * visits `exceptIds` name are left out (the one being placed).
 */
export async function crewDays(
  executor: Executor,
  crewIds: readonly string[],
  from: string,
  to: string,
  exceptIds: readonly string[] = [],
) {
  const { routing } = await readSettings(executor, ['routing']);
  if (!crewIds.length || from > to) return { load: new Map<string, number>(), crewRows: [], routing };
  const rows = await crewLoadQuery(executor, crewIds, from, to, exceptIds);
  const load = new Map<string, number>();
  for (const row of rows) {
    const key = crewDayKey(row.crewId!, row.date);
    load.set(key, (load.get(key) ?? 0) + serviceMinutes(row, routing));
  }
  return { load, crewRows: await crewHoursQuery(executor, crewIds), routing };
}

/** A crew's working minutes on a date from its hours (`crews.working_hours`); 0 on its day off or for a crew not read. */
export function capacityOf(crewRows: readonly { _id: string; workingHours: WorkingHours }[]) {
  const hours = new Map(crewRows.map((crew) => [crew._id, crew.workingHours]));
  return (crewId: string, date: string) => {
    const day = hours.has(crewId) ? hoursOn(hours.get(crewId)!, isoWeekDay(date)) : null;
    return day ? minutesOf(day.end) - minutesOf(day.start) : 0;
  };
}
