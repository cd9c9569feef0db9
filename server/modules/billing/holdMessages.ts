// What the customer hears of a hold the rule made (docs/billing.md "Holds"): "service paused" with a pay link when it
// holds, "service resumed" when it is released, however it is released. Sent by billing's subscribers of `hold.placed`
// and `hold.released`, once the change has committed, once per hold:
// both are keyed by the property and the time it was held. On a payment reminder's day the paused message is that
// reminder (it takes the reminder's link), so the morning's reminder job does not send a second link replacing its own.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DomainEventPayload } from '../../../common/events';
import { payments } from '../../db/schema';
import { type PropertyRow, readProperties } from '../customers/reads';
import { businessToday } from '../../lib/businessDay';
import { readSettings } from '../../lib/settings';
import { type Moment, sendMoments } from '../messaging';
import { isRuleHold, UNPAID_FAILED } from './holdRules';
import { dueReminderDay } from './payLinkRules';
import { openPayLink, payLinkUrl } from './payLinks';

type Property = PropertyRow;
type ReleasedHold = NonNullable<DomainEventPayload<'hold.released'>['heldBefore']>[number];
/** A property as a hold change found it and left it. */
export interface HoldChange {
  before: Property;
  after: Property;
}

const holdKey = (property: Property, heldAt: Date) => `${property._id}:${heldAt.getTime()}`;

/** The paused message: what the property owes, and a pay link on its oldest unpaid payment (the page shows the rest). */
async function pausedMoment(app: FastifyInstance, property: Property, today: string): Promise<Moment | undefined> {
  const unpaid = await app.database.db
    .select({
      _id: payments._id,
      customerId: payments.customerId,
      // What is still owed: a quote's deposit paid the rest (deposits.ts).
      amountCents: sql<number>`${payments.amountCents} - ${payments.depositCents}`.mapWith(Number),
      firstDeclinedOn: payments.firstDeclinedOn,
    })
    .from(payments)
    .where(and(eq(payments.propertyId, property._id), inArray(payments.status, [...UNPAID_FAILED])))
    .orderBy(asc(payments.date), asc(payments._id));
  if (!unpaid.length || !property.visitsHeldAt) return undefined;
  const key = holdKey(property, property.visitsHeldAt);
  const [oldest] = unpaid;
  const { payments: settings } = await readSettings(app.database.db, ['payments']);
  const reminderDay = oldest.firstDeclinedOn && dueReminderDay(oldest.firstDeclinedOn, today, settings.reminderDays);
  // Today's reminder link when one is due and not yet sent, else a link of the hold's own.
  let token: string | null = null;
  for (const purpose of [reminderDay && `reminder:${reminderDay}`, `paused:${property.visitsHeldAt.getTime()}`])
    if (purpose && !token) token = await openPayLink(app, oldest, purpose, { ownMessage: true });
  if (!token) return undefined;
  return {
    moment: 'service-paused',
    customer: property.customerId,
    subjectId: key,
    variables: {
      address: property.address,
      amountCents: unpaid.reduce((sum, payment) => sum + payment.amountCents, 0),
      link: await payLinkUrl(app, token),
    },
  };
}

/** Tells the customers of these properties, held by the rule, that their service is paused (`today`: a job's day). */
export async function tellPaused(app: FastifyInstance, propertyIds: readonly string[], today?: string): Promise<void> {
  const db = app.database.db;
  const held = await readProperties(db, propertyIds);
  const moments: Moment[] = [];
  for (const property of held.filter((row) => row.visitsHeld && isRuleHold(row.visitsHoldReason))) {
    const paused = await pausedMoment(app, property, today ?? (await businessToday(db)));
    if (paused) moments.push(paused);
  }
  if (moments.length) await sendMoments(app, moments);
}

/** Tells the customers of these released holds, placed by the rule, that their service resumes. */
export async function tellResumed(app: FastifyInstance, released: readonly ReleasedHold[]): Promise<void> {
  const ended = released.filter((hold) => hold.visitsHeldAt && isRuleHold(hold.visitsHoldReason));
  if (!ended.length) return;
  const rows = await readProperties(
    app.database.db,
    ended.map((hold) => hold.propertyId),
  );
  const propertyOf = new Map(rows.map((row) => [row._id, row]));
  const moments: Moment[] = ended.flatMap((hold) => {
    const property = propertyOf.get(hold.propertyId);
    if (!property) return [];
    return [
      {
        moment: 'service-resumed',
        customer: property.customerId,
        subjectId: holdKey(property, new Date(hold.visitsHeldAt!)),
        variables: { address: property.address },
      },
    ];
  });
  if (moments.length) await sendMoments(app, moments);
}
