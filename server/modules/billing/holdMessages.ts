// What the customer hears of a hold the rule made (docs/billing.md "Holds"): "service paused" with a pay link when it
// holds, "service resumed" when it is released, however it is released. Sent after the change commits, once per hold:
// both are keyed by the property and the time it was held.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema';
import { type Moment, sendMoments } from '../messaging';
import type { HoldChange } from './holds';
import { isRuleHold, UNPAID_FAILED } from './holdRules';
import { openPayLink, payLinkUrl } from './payLinks';

type Property = HoldChange['after'];

const holdKey = (property: Property, heldAt: Date) => `${property._id}:${heldAt.getTime()}`;

/** The paused message: what the property owes, and a pay link on its oldest unpaid payment (the page shows the rest). */
async function pausedMoment(app: FastifyInstance, property: Property): Promise<Moment | undefined> {
  const unpaid = await app.database.db
    .select({ _id: payments._id, customerId: payments.customerId, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.propertyId, property._id), inArray(payments.status, [...UNPAID_FAILED])))
    .orderBy(asc(payments.date), asc(payments._id));
  if (!unpaid.length || !property.visitsHeldAt) return undefined;
  const key = holdKey(property, property.visitsHeldAt);
  const token = await openPayLink(app, unpaid[0], `paused:${property.visitsHeldAt.getTime()}`);
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

/** Tells the customers of these changes what they mean for their service; a failure is logged, never thrown. */
export async function tellHoldChanges(app: FastifyInstance, changes: readonly HoldChange[]): Promise<void> {
  try {
    const moments: Moment[] = [];
    for (const { before, after } of changes) {
      if (after.visitsHeld && isRuleHold(after.visitsHoldReason)) {
        const paused = await pausedMoment(app, after);
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
