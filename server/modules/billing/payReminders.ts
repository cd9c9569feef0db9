// Dunning reminders (docs/billing.md "Reminders"): on System Settings' days after a payment's first decline (default 3
// and 7), a payment still unpaid reminds its customer with a fresh pay link. Its link is made first, one per payment and
// day, so a rerun or a second node sends nothing again; the message is keyed by the moment as every moment is.
import { and, asc, between, gt, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { declineReason } from '../../../common/declines';
import { payments } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { readSettings } from '../../lib/settings';
import { type Moment, sendMoments } from '../messaging';
import { UNPAID_FAILED } from './holdRules';
import { dueReminderDay, reminderWindow } from './payLinkRules';
import { openPayLink, payLinkUrl } from './payLinks';

const BATCH = 200;

/** Answers how many messages this run queued. */
export async function remindUnpaidPayments(app: FastifyInstance, today?: string): Promise<number> {
  const db = app.database.db;
  const day = today ?? (await businessToday(db));
  const { payments: settings } = await readSettings(db, ['payments']);
  const window = reminderWindow(day, settings.reminderDays);
  if (!window) return 0;
  let after = '';
  let queued = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, [...UNPAID_FAILED]),
          isNotNull(payments.firstDeclinedOn),
          between(payments.firstDeclinedOn, window.from, window.to),
          gt(payments._id, after),
        ),
      )
      .orderBy(asc(payments._id))
      .limit(BATCH);
    if (!rows.length) return queued;
    const moments: Moment[] = [];
    for (const payment of rows) {
      const reminderDay = dueReminderDay(payment.firstDeclinedOn!, day, settings.reminderDays);
      if (reminderDay === null) continue;
      const token = await openPayLink(app, payment, `reminder:${reminderDay}`);
      if (!token) continue;
      moments.push({
        moment: 'payment-reminder',
        customer: payment.customerId,
        subjectId: `${payment._id}:${reminderDay}`,
        variables: {
          service: payment.item,
          date: payment.date,
          // What is still owed: a quote's deposit paid the rest (deposits.ts).
          amountCents: payment.amountCents - payment.depositCents,
          reason: declineReason(payment.failureCode, payment.failureMessage ?? ''),
          link: await payLinkUrl(app, token),
        },
      });
    }
    const sent = await sendMoments(app, moments);
    queued += sent.emails + sent.texts;
    after = rows[rows.length - 1]._id;
  }
}
