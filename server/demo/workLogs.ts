// Demo work logs: four weeks around the seed day, planned by the scheduler itself so the seed and the engine agree;
// the past two weeks mostly completed with a few skipped, today done up to the seed's clock, the next week pending.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import type { Tx } from '../lib/history';
import { addDays, dateIn } from '../lib/calendar';
import { fillHorizon } from '../modules/scheduling';
import { minutesOfDay } from '../modules/workLogs';
import { phrases, settings, workLogs } from '../db/schema';
import { seededRandom } from './random';

const SKIP_REASONS = ['Locked gate, no code on file.', 'Rain: the lawn was too wet to mow.', 'Dog loose in the backyard.'];
const SKIPPED_SHARE = 0.06;
const WORK_LOG_MINUTES = 40;
const DAY_START_MINUTES = 8 * 60;
/** Of each stop's VISIT_MINUTES, the work; the rest is the drive to the next stop. */
const WORK_MINUTES = WORK_LOG_MINUTES - 10;

/** When a stop starts, in minutes after midnight on the business's clock. */
const stopStart = (routePosition: number | null) => DAY_START_MINUTES + ((routePosition ?? 1) - 1) * WORK_LOG_MINUTES;

/**
 * Today's route as the seed's clock finds it: the stops whose work ended by `nowMinutes` are done, the one under way is
 * started, the rest wait. Before the first stop ends nothing is done, so no completion is ever later than the seed.
 */
export function routeAtClock<T extends { _id: string; routePosition: number | null }>(route: readonly T[], nowMinutes: number) {
  const done = route.filter((stop) => stopStart(stop.routePosition) + WORK_MINUTES <= nowMinutes);
  const started = route.filter((stop) => stopStart(stop.routePosition) <= nowMinutes && !done.includes(stop));
  return { done: done.map((stop) => stop._id), started: started.map((stop) => stop._id) };
}

/** A visit's clock times: the crew starts at 8:00 and each route stop takes VISIT_MINUTES, in the business's zone. */
const visitTime = (offsetMinutes: number, timeZone: string) =>
  sql`((${workLogs.date} + time '08:00') + (coalesce(${workLogs.routePosition}, 1) - 1) * interval '${sql.raw(String(WORK_LOG_MINUTES))} minutes' + interval '${sql.raw(String(offsetMinutes))} minutes') at time zone ${timeZone}`;

export async function seedWorkLogs(tx: Tx, now = new Date()): Promise<void> {
  const calendar = DEFAULT_SETTINGS.serviceCalendar;
  const seedDay = dateIn(calendar.timeZone, now);
  // The demo season is open around the seed day whatever the date: it closes twelve weeks on, for twelve weeks.
  const transferDate = addDays(seedDay, 84);
  const rules = { ...calendar, transferDate, nextSeasonDate: addDays(transferDate, 84) };
  await tx.update(settings).set({ value: rules }).where(eq(settings.key, 'serviceCalendar'));

  // Demo mow days follow the day the vendor serves the zip code, as the office would have set them.
  await tx.execute(sql`
    update services s set mow_day = vz.week_day
    from properties p, vendor_zipcodes vz, vendors v
    where p._id = s.property_id and vz.zipcode = p.zipcode and v._id = vz.vendor_id and v.status = 'active' and s.type = 'mow'`);

  await fillHorizon(tx, { today: addDays(seedDay, -14), until: addDays(seedDay, 7), rules });

  const random = seededRandom(1313);
  const past = await tx.select({ _id: workLogs._id }).from(workLogs).where(lt(workLogs.date, seedDay)).orderBy(workLogs.date, workLogs._id);
  const skipped = past.filter(() => random.next() < SKIPPED_SHARE);
  const [unassign] = await tx.select({ _id: phrases._id }).from(phrases).where(eq(phrases.type, 'un-assign')).limit(1);
  // Skipped with the office's un-assign phrase or in a crew's own words: one update per reason.
  const reasons = [
    unassign ? { reasonPhraseId: unassign._id, reason: null } : null,
    ...SKIP_REASONS.map((reason) => ({ reasonPhraseId: null, reason })),
  ].filter((reason) => reason !== null);
  for (const [index, reason] of reasons.entries()) {
    const ids = skipped.filter((_, position) => position % reasons.length === index).map((row) => row._id);
    if (ids.length)
      await tx
        .update(workLogs)
        .set({ status: 'skipped', ...reason })
        .where(inArray(workLogs._id, ids));
  }

  // Today: each crew is where its route puts it at the seed's hour (at 2 am nowhere yet, at 11 am a few stops in).
  const today = await tx
    .select({ _id: workLogs._id, crewId: workLogs.crewId, routePosition: workLogs.routePosition })
    .from(workLogs)
    .where(eq(workLogs.date, seedDay));
  const { done, started } = routeAtClock(
    today.filter((row) => row.crewId),
    minutesOfDay(calendar.timeZone, now),
  );

  const atProperty = sql`from properties p where p._id = ${workLogs.propertyId}`;
  const completed = and(
    eq(workLogs.status, 'pending'),
    done.length ? sql`(${lt(workLogs.date, seedDay)} or ${inArray(workLogs._id, done)})` : lt(workLogs.date, seedDay),
  );
  await tx.execute(sql`
    update ${workLogs} set status = 'completed', started_at = ${visitTime(0, calendar.timeZone)}, completed_at = ${visitTime(WORK_LOG_MINUTES - 10, calendar.timeZone)},
      start_latitude = p.latitude, start_longitude = p.longitude, completion_latitude = p.latitude, completion_longitude = p.longitude
    ${atProperty} and ${completed}`);
  if (started.length) {
    await tx.execute(sql`
      update ${workLogs} set status = 'started', started_at = least(${visitTime(0, calendar.timeZone)}, ${now.toISOString()}::timestamptz), start_latitude = p.latitude, start_longitude = p.longitude
      ${atProperty} and ${inArray(workLogs._id, started)}`);
  }
}
