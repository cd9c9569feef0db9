// The billing domain's door: the payments API (the list and its totals, one payment's detail, the staff actions on it,
// a vendor's statement, the calls that stop charging), a customer's cards, the charge queue and its daily jobs, and
// what other domains call: a visit's or a call log's payment, queueing charges, a payment row, the closed season.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainJobs } from '../../plugins/jobs';
import actionRoutes from './actions';
import cardRoutes from './cardRoutes';
import { CHARGE_QUEUE, type ChargeJob } from './chargeQueue';
import chargeNowRoutes from './chargeNow';
import detailRoutes from './detail';
import { chargeDuePayments, chargeQueued, sweepStuckPayments } from './jobs';
import listRoutes from './list';
import refundRoutes from './refund';
import statementRoutes from './statement';
import stopRoutes from './stopRoutes';

export { toCents } from './amount';
export { chargeOnce } from './chargeNow';
export { queueCharges } from './chargeQueue';
export { billingClock, isClosed } from './closed';
export { createVisitPayment, type Payment, syncCallLogPayment } from './create';
export { readCustomerPaymentDetail } from './detail';
export { gatewayNamed, type PaymentGateway } from './gateway';
export { rowColumns as paymentRowColumns, selectRows as selectPaymentRows } from './rows';
export { STATEMENT_STATUSES } from './statement';

/** Charge jobs one node takes at a time. */
const CHARGE_BATCH = 20;

export const billingJobs: DomainJobs = {
  scheduled: [
    { name: 'payment-retries', cron: '30 7 * * *', run: (app) => chargeDuePayments(app) },
    { name: 'payment-sweep', cron: '*/5 * * * *', run: (app) => sweepStuckPayments(app) },
  ],
  queues: [
    {
      // One waiting job per payment and try (`short` and the key `<id>:<attempt>`), taken in batches by every node.
      name: CHARGE_QUEUE,
      options: { policy: 'short', retryLimit: 3, expireInSeconds: 5 * 60 },
      async work(boss, app, pollSeconds) {
        const chargeWorker: string = await boss.work<ChargeJob>(CHARGE_QUEUE, { pollingIntervalSeconds: pollSeconds, batchSize: CHARGE_BATCH }, async (jobs) => {
          const charged = await chargeQueued(app, jobs);
          // A full batch: more are likely waiting, so fetch again at once rather than after the polling interval.
          if (jobs.length === CHARGE_BATCH) boss.notifyWorker(chargeWorker);
          return charged;
        });
      },
    },
  ],
};

const billingModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listRoutes, detailRoutes, chargeNowRoutes, actionRoutes, refundRoutes, statementRoutes, stopRoutes]) await app.register(routes);
  await app.register(cardRoutes); // /customers/:id/cards
};

export default billingModule;
