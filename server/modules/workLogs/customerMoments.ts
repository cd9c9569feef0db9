// What the customer hears when a crew starts their stop (on my way) and completes it (visit done; the next stop's
// customer then hears the crew is on its way, with an arrival time): through messaging's door, after the change is
// committed. Each moment goes once per visit, so the next stop's start says nothing again. A message that cannot go
// never undoes the change: it is logged.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WorkLogAction } from '../../../common/schemas/workLog';
import { pointOf } from '../../../common/geo/distance';
import { properties, workLogs } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import type { Payment } from '../billing';
import { sendMoment } from '../messaging';
import { arrivalAt, etaText } from './etaRules';

type Visit = typeof workLogs.$inferSelect;

/** The crew's next pending stop of the day at another property, told the crew is on its way and when it should arrive. */
async function tellNextStop(app: FastifyInstance, done: Visit) {
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
  if (!next) return;
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

export async function tellCustomer(app: FastifyInstance, action: WorkLogAction, id: string, payment: Payment | undefined) {
  if (action !== 'start' && action !== 'complete') return;
  try {
    const [visit] = await app.database.db.select().from(workLogs).where(eq(workLogs._id, id));
    if (!visit) return;
    const service = visit.serviceType;
    await sendMoment(
      app,
      action === 'start'
        ? // The day's first stop, or one the previous completion did not announce: no drive to estimate.
          { moment: 'on-my-way', customer: visit.customerId, subjectId: id, variables: { service } }
        : {
            moment: 'visit-done',
            customer: visit.customerId,
            subjectId: id,
            variables: {
              service,
              date: visit.date,
              amountCents: payment?.amountCents ?? (visit.noCharge ? 0 : Math.round(visit.price * 100)),
              note: visit.crewNotes,
            },
          },
    );
    if (action === 'complete') await tellNextStop(app, visit);
  } catch (error) {
    app.log.warn({ err: error, workLogId: id, action }, 'telling the customer failed');
  }
}
