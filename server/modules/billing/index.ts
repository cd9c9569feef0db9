// The payments API: the list and its totals, one payment's detail, the staff actions on it, a vendor's statement, and
// the calls that stop charging (a visit not billed, a customer's charges on hold). The charge-later report is in reports/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import actionRoutes from './actions';
import chargeNowRoutes from './chargeNow';
import detailRoutes from './detail';
import listRoutes from './list';
import refundRoutes from './refund';
import statementRoutes from './statement';
import stopRoutes from './stopRoutes';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listRoutes, detailRoutes, chargeNowRoutes, actionRoutes, refundRoutes, statementRoutes, stopRoutes]) await app.register(routes);
};

export default paymentsRoutes;
