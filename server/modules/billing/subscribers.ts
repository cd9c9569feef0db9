// What billing does on other domains' events (docs/architecture.md "Domain events"): a completed visit's payment is
// made once the completion has committed, announced (`workLog.billed`) and sent to the charge queue; a declined try is
// told to the customer with a pay link; an issued invoice is sent with its PDF and a pay link. A visit a quote's deposit
// paid whole is paid when made: its receipt is announced as a charge's would be (completedWorkLogs.ts).
import { eq } from 'drizzle-orm';
import { declineReason } from '../../../common/declines';
import { payments } from '../../db/schema';
import { subscribe } from '../../lib/events';
import { sendMoment } from '../messaging';
import { queueCharges } from './chargeQueue';
import { billCompletedWorkLog } from './completedWorkLogs';
import { tellPaused, tellResumed } from './holdMessages';
import { sendInvoice } from './invoiceMail';
import { openPayLink, payLinkUrl } from './payLinks';

export const billingSubscribers = [
  subscribe('hold.placed', 'billing: tells the customer the service is paused, with a pay link', (app, hold) =>
    tellPaused(app, hold.propertyIds, hold.today),
  ),
  subscribe('hold.released', 'billing: tells the customer the service resumes', (app, hold) => tellResumed(app, hold.heldBefore ?? [])),
  subscribe('workLog.completed', "billing: makes the visit's payment and announces it, then a deposit's receipt", billCompletedWorkLog),
  subscribe('workLog.billed', 'billing: queues the charge of the payment the completion made', async (app, { payment }) => {
    if (payment?.made) await queueCharges(app, [payment]);
  }),
  subscribe('payment.declined', 'billing: tells the customer why the payment failed, with a pay link', async (app, tried) => {
    // On the pay page the customer sees the decline there: no message, no second link.
    if (tried.customerPresent) return;
    const [payment] = await app.database.db.select().from(payments).where(eq(payments._id, tried.paymentId));
    if (!payment) return;
    // Made once per try, like its message: a second delivery finds it made and sends nothing.
    const token = await openPayLink(app, payment, `failed:${tried.attempt}`);
    if (!token) return;
    await sendMoment(app, {
      moment: 'payment-failed',
      customer: tried.customerId,
      subjectId: `${tried.paymentId}:${tried.attempt}`,
      variables: {
        service: tried.item,
        date: tried.date,
        // What is still owed, as the pay link lists it: a quote's deposit paid the rest (deposits.ts).
        amountCents: payment.amountCents - payment.depositCents,
        reason: declineReason(tried.failureCode, tried.failureMessage ?? ''),
        link: await payLinkUrl(app, token),
      },
    });
  }),
  subscribe('invoice.issued', 'billing: e-mails the invoice with its PDF and a pay link', async (app, { invoiceId }) => {
    await sendInvoice(app, invoiceId);
  }),
];
