// A demo customer whose phone is a landline: the day-before text of their last visit was refused by Twilio (21614), so
// the customer record shows the number flagged and the Messages tab the failed text, as staff would find them.
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { renderMessage } from '../../common/i18n/catalog';
import type { Tx } from '../lib/history';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { framedText } from '../modules/messaging';
import { customers, properties, textMessages, workLogs } from '../db/schema';

const LANDLINE = "'To' number is not a valid mobile number";

export async function seedRefusedMobile(tx: Tx, demoCustomerId: string) {
  const [visit] = await tx
    .select({
      _id: workLogs._id,
      customerId: workLogs.customerId,
      mobile: customers.mobile,
      firstName: customers.firstName,
      address: properties.address,
      date: workLogs.date,
      completedAt: workLogs.completedAt,
    })
    .from(workLogs)
    .innerJoin(customers, eq(customers._id, workLogs.customerId))
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(and(ne(workLogs.customerId, demoCustomerId), eq(workLogs.status, 'completed'), isNotNull(customers.mobile)))
    .orderBy(asc(customers.lastName), asc(customers.firstName), desc(workLogs.date))
    .limit(1);
  if (!visit?.mobile || !visit.completedAt) return;
  // The evening before the visit, when the day-before job ran.
  const triedAt = new Date(visit.completedAt.getTime() - 24 * 3_600_000);
  await tx.insert(textMessages).values({
    customerId: visit.customerId,
    to: visit.mobile,
    kind: 'service',
    moment: `visit-eve:${visit._id}:sms`,
    body: framedText(
      renderMessage('en', 'moments.visit-eve.body', {
        name: visit.firstName,
        service: 'moments.services.mow',
        date: visit.date,
        address: visit.address,
      }),
      'en',
      DEFAULT_SETTINGS.business.name,
    ),
    status: 'failed',
    attempts: 1,
    errorCode: '21614',
    errorMessage: LANDLINE,
    createdAt: triedAt,
    updatedAt: triedAt,
  });
  await tx.update(customers).set({ mobileInvalid: LANDLINE, mobileInvalidAt: triedAt }).where(eq(customers._id, visit.customerId));
}
