// What the customer hears when a crew starts their stop (on my way), completes the one before (the next stop's customer
// hears the crew is on its way, with an arrival time) and presses On my way: through messaging's door, once the change
// has committed (the subscribers of `workLog.started` and `workLog.completed`). On my way is claimed on the visit (`on_my_way_at`) before it is
// sent, so it goes once per visit whichever comes first. A message that cannot go never undoes the change: it is logged.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pointOf } from '../../../common/geo/distance';
import { crews, properties, type WorkLog, workLogs } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import { subscribe } from '../../lib/events';
import { sendMoment } from '../messaging';
import { arrivalAt, etaText } from './etaRules';

/** Marks the visit's customer told now; false when they already were (by the button, a start or the stop before). */
async function claimOnMyWay(app: FastifyInstance, id: string): Promise<boolean> {
  const claimed = await app.database.db
    .update(workLogs)
    .set({ onMyWayAt: new Date() })
    .where(and(eq(workLogs._id, id), isNull(workLogs.onMyWayAt)))
    .returning({ _id: workLogs._id });
  return claimed.length > 0;
}

/** The crew's next pending stop of the day at another property, told the crew is on its way and when it should arrive. */
async function tellNextStop(app: FastifyInstance, done: WorkLog) {
  if (!done.crewId) return;
  const db = app.database.db;
  const [next] = await db
    .select({ visit: workLogs, latitude: properties.latitude, longitude: properties.longitude })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(
      and(
        eq(workLogs.crewId, done.crewId),
        eq(workLogs.date, done.date),
        eq(workLogs.status, 'pending'),
        ne(workLogs.propertyId, done.propertyId),
      ),
    )
    .orderBy(sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id))
    .limit(1);
  if (!next || !(await claimOnMyWay(app, next.visit._id))) return;
  const [here] = await db.select().from(properties).where(eq(properties._id, done.propertyId));
  const { routing, serviceCalendar } = await readSettings(db, ['routing', 'serviceCalendar']);
  const arrival = arrivalAt(pointOf(here), pointOf(next), routing, new Date());
  await sendMoment(app, {
    moment: 'on-my-way',
    customer: next.visit.customerId,
    subjectId: next.visit._id,
    variables: { service: next.visit.serviceType, ...(arrival && { eta: etaText(arrival, serviceCalendar.timeZone) }) },
  });
}

/** The visit's customer told the crew is on its way as it starts (the day's first stop, or one not yet announced). */
async function tellStarted(app: FastifyInstance, id: string) {
  const [visit] = await app.database.db.select().from(workLogs).where(eq(workLogs._id, id));
  if (!visit || !(await claimOnMyWay(app, id))) return;
  // No drive to estimate: the crew is at the door.
  await sendMoment(app, { moment: 'on-my-way', customer: visit.customerId, subjectId: id, variables: { service: visit.serviceType } });
}

/** The crew finished a stop: the customer of its next one hears it is on its way (the visit done is messaging's). */
async function tellCompleted(app: FastifyInstance, id: string) {
  const [visit] = await app.database.db.select().from(workLogs).where(eq(workLogs._id, id));
  if (visit) await tellNextStop(app, visit);
}

export const onMyWaySubscribers = [
  subscribe('workLog.started', 'workLogs: tells the customer the crew is on its way, unless they were told', (app, workLog) =>
    tellStarted(app, workLog.workLogId),
  ),
  subscribe('workLog.completed', "workLogs: tells the next stop's customer the crew is on its way, with an arrival time", (app, workLog) =>
    tellCompleted(app, workLog.workLogId),
  ),
];

/** Where the crew leaves from: the stop it started or finished last today, else its start point. */
async function leavingFrom(app: FastifyInstance, workLog: WorkLog) {
  const db = app.database.db;
  if (!workLog.crewId) return null;
  const [last] = await db
    .select({ latitude: properties.latitude, longitude: properties.longitude })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(and(eq(workLogs.crewId, workLog.crewId), eq(workLogs.date, workLog.date), inArray(workLogs.status, ['started', 'completed'])))
    .orderBy(desc(sql`coalesce(${workLogs.completedAt}, ${workLogs.startedAt})`))
    .limit(1);
  if (last) return pointOf(last);
  const [crew] = await db.select().from(crews).where(eq(crews._id, workLog.crewId));
  return crew ? pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude }) : null;
}

/**
 * The crew's On my way: the visit's customer is told now, with an arrival time when both ends have a position, unless
 * they already were. Consent, quiet hours and the checks at sending time are messaging's. Answers whether it went now.
 */
export async function tellOnMyWay(app: FastifyInstance, workLog: WorkLog): Promise<boolean> {
  if (!(await claimOnMyWay(app, workLog._id))) return false;
  try {
    const [property] = await app.database.db.select().from(properties).where(eq(properties._id, workLog.propertyId));
    const { routing, serviceCalendar } = await readSettings(app.database.db, ['routing', 'serviceCalendar']);
    const arrival = arrivalAt(await leavingFrom(app, workLog), property ? pointOf(property) : null, routing, new Date());
    await sendMoment(app, {
      moment: 'on-my-way',
      customer: workLog.customerId,
      subjectId: workLog._id,
      variables: { service: workLog.serviceType, ...(arrival && { eta: etaText(arrival, serviceCalendar.timeZone) }) },
    });
  } catch (error) {
    app.log.warn({ err: error, workLogId: workLog._id }, 'telling the customer on my way failed');
  }
  return true;
}
