// The billing domain's door: the payments API (the list and its totals, one payment's detail, the staff actions on it,
// a vendor's statement, the calls that stop charging), a customer's cards, the charge queue and its daily jobs, and
// what other domains call: a visit's or a call log's payment, queueing charges, a payment row, the closed season; the
// monthly card-expiring reminder. Its subscribers (subscribers.ts) queue a completed visit's charge and tell a decline.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DomainJobs, workInBatches } from '../../plugins/jobs';
import actionRoutes from './actionRoutes';
import { remindExpiringCards } from './cardExpiry';
import cardRoutes from './cardRoutes';
import { CHARGE_QUEUE, type ChargeJob } from './chargeQueue';
import chargeNowRoutes from './chargeNowRoutes';
import collectionsRoutes from './collectionRoutes';
import detailRoutes from './detailRoutes';
import holdRoutes from './holdRoutes';
import { holdUnpaidProperties } from './holds';
import depositRoutes from './depositRoutes';
import invoiceRoutes, { issueDueInvoices } from './invoiceRoutes';
import type { GatewayHosts } from './gateway';
import { chargeDuePayments, chargeQueued, sweepStuckPayments } from './jobs';
import listRoutes from './paymentListRoutes';
import payLinkRoutes from './payLinkRoutes';
import { remindUnpaidPayments } from './payReminders';
import refundRoutes from './refundRoutes';
import statementRoutes from './statementRoutes';
import salesTaxRoutes from './salesTaxRoutes';
import stopRoutes from './stopRoutes';

export { toCents } from './amount';
export { listCards as customerCards } from './cardRepository';
export { readRateFile } from './rateFile';
export { billingSubscribers } from './subscribers';
export { remindExpiringCards } from './cardExpiry';
export { remindUnpaidPayments } from './payReminders';
export { holdUnpaidProperties } from './holds';
export { chargeOnce } from './chargeNow';
export { queueCharges } from './chargeQueue';
export { billingClock, isClosed } from './closed';
export { createWorkLogPayment, type Payment, syncCallLogPayment } from './create';
export { readCustomerPaymentDetail } from './detail';
export { depositCardFields, type DepositOutcome, type PaidDeposit, paidDepositOf, payDeposit, refundDeposit } from './deposits';
export { type QuotedPlace, quoteLineTaxes } from './salesTax';
export { gatewayNamed, type GatewayHosts, type PaymentGateway } from './gateway';
export { rowColumns as paymentRowColumns, selectRows as selectPaymentRows } from './rows';
export { STATEMENT_STATUSES } from './statement';

/** Charge jobs one node takes at a time. */
const CHARGE_BATCH = 20;

export const billingJobs: DomainJobs = {
  scheduled: [
    {
      name: 'payment-retries',
      cron: '30 7 * * *',
      // Then the holds: a payment the retries collected holds nothing, one they left without a try holds once its days pass.
      run: async (app) => {
        await chargeDuePayments(app);
        await holdUnpaidProperties(app);
      },
    },
    { name: 'payment-sweep', cron: '*/5 * * * *', run: (app) => sweepStuckPayments(app) },
    // The first of each month, in the morning: the cards that expire next month.
    { name: 'card-expiring', cron: '0 9 1 * *', run: (app) => remindExpiringCards(app) },
    // After the morning's retries, so a payment they collected gets no reminder.
    { name: 'payment-reminders', cron: '0 10 * * *', run: (app) => remindUnpaidPayments(app) },
    // Each morning, what is due: the last month's visits (monthly invoices, found on the first), or every visit so far.
    { name: 'invoices-issue', cron: '0 6 * * *', run: async (app) => void (await issueDueInvoices(app)) },
  ],
  queues: [
    {
      // One waiting job per payment and try (`short` and the key `<id>:<attempt>`), taken in batches by every node.
      name: CHARGE_QUEUE,
      options: { policy: 'short', retryLimit: 3, expireInSeconds: 5 * 60 },
      work: (boss, app, pollSeconds) =>
        workInBatches<ChargeJob>(boss, CHARGE_QUEUE, { pollSeconds, batchSize: CHARGE_BATCH }, (jobs) => chargeQueued(app, jobs)),
    },
  ],
};

const billingModule: FastifyPluginAsyncZod<{ gatewayHosts?: GatewayHosts }> = async (app, options) => {
  for (const routes of [
    listRoutes,
    detailRoutes,
    chargeNowRoutes,
    actionRoutes,
    refundRoutes,
    statementRoutes,
    stopRoutes,
    holdRoutes,
    collectionsRoutes,
    salesTaxRoutes,
    invoiceRoutes,
    depositRoutes,
  ])
    await app.register(routes);
  await app.register(cardRoutes, { gatewayHosts: options.gatewayHosts ?? {} }); // /customers/:id/cards, /customers/:id/card-fields
  await app.register(payLinkRoutes, { gatewayHosts: options.gatewayHosts ?? {} }); // /pay/:token, public
};

export default billingModule;
export { type SandboxHost, startSandboxHost } from './gateway/sandboxHost';
// What the demo seed (server/demo/) writes its payments with: the sandbox gateway and cards, the decline rules.
export { SANDBOX_CARDS, sandboxGateway, sandboxVault } from './gateway/sandbox';
export { NO_CARD } from './notices';
export { classifyDecline } from './declines';
export { afterDecline } from './retries';
export { monthStart, nextMonth } from './collectionsRules';
// What bench/ and scripts/ call (they import doors only).
export { paymentAmounts } from './amount';
export { CHARGE_QUEUE } from './chargeQueue';
