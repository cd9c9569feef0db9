// What the customer hears of a hold the rule made (docs/billing.md "Holds"): "service paused" with a pay link when it
// holds, "service resumed" when it is released, however it is released. Sent after the change commits, once per hold:
// both are keyed by the property and the time it was held. On a payment reminder's day the paused message is that
// reminder (it takes the reminder's link), so the morning's reminder job does not send a second link replacing its own.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, type properties } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { readSettings } from '../../lib/settings';
import { type Moment, sendMoments } from '../messaging';
import { isRuleHold, UNPAID_FAILED } from './holdRules';
import { dueReminderDay } from './payLinkRules';
import { openPayLink, payLinkUrl } from './payLinks';

type Property = typeof properties.$inferSelect;
/** A property as a hold change found it and left it: what the customer is told about once it has committed. */
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
      amountCents: payments.amountCents,
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
      link: payLinkUrl(app, token),
    },
  };
}

/**
 * Tells the customers of these changes what they mean for their service (`today`: the business's, read when left
 * out); a failure is logged, never thrown.
 */
export async function tellHoldChanges(app: FastifyInstance, changes: readonly HoldChange[], today?: string): Promise<void> {
  if (!changes.length) return;
  try {
    const moments: Moment[] = [];
    for (const { before, after } of changes) {
      if (after.visitsHeld && isRuleHold(after.visitsHoldReason)) {
        const paused = await pausedMoment(app, after, today ?? (await businessToday(app.database.db)));
        if (paused) moments.push(paused);
      } else if (!after.visitsHeld && before.visitsHeld && before.visitsHeldAt && isRuleHold(before.visitsHoldReason))
        moments.push({
          moment: 'service-resumed',
          customer: after.customerId,
          subjectId: holdKey(before, before.visitsHeldAt),
          variables: { address: after.address },
        });
    }
    if (moments.length) await sendMoments(app, moments);
  } catch (error) {
    app.log.warn({ err: error, properties: changes.map(({ after }) => after._id) }, 'telling the customer of a hold failed');
  }
}
