// /customer-reports: the customer-centred reports (customers by status and source, new and lost per week, referrals)
// with their CSV exports, for staff with report_list; vendors read none of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerReportParams } from '../../../common/schemas/report';
import { registerReports } from './reportRoutes';
import { customerReports } from './customerReports';

const customerReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReports(app, {
    prefix: '/customer-reports',
    params: customerReportParams,
    builders: customerReports,
    access: { permission: 'report_list' },
  });
};

export default customerReportRoutes;
