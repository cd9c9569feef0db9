// The payments API: the list and its totals, one payment's detail, the staff actions on it, and the billing reports
// that read payments (the charge-later report and a vendor's statement).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import actionRoutes from './actions';
import chargeNowRoutes from './chargeNow';
import detailRoutes from './detail';
import listRoutes from './list';
import refundRoutes from './refund';
import reportRoutes from './reports';
import statementRoutes from './statement';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listRoutes, detailRoutes, chargeNowRoutes, actionRoutes, refundRoutes, reportRoutes, statementRoutes]) await app.register(routes);
};

export default paymentsRoutes;
