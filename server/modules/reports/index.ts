// The reports domain's door: /reports (the catalogue's operations reports with their CSV exports and filter choices,
// the charge-later customers report, job costing and the inspector's report of pesticide applications), /customer-reports, the dashboards (/dashboard) and the next steps after setup.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import applicationReport from './applicationReport';
import chargeLaterRoutes from './chargeLaterRoutes';
import customerReportRoutes from './customerReportRoutes';
import dashboardRoutes from './dashboardRoutes';
import jobCostingRoutes from './jobCostingRoutes';
import nextStepsRoutes from './nextStepsRoutes';
import reportRoutes from './reportRoutes';

const reportsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerReportRoutes);
  await app.register(dashboardRoutes);
  await app.register(nextStepsRoutes);
  for (const routes of [applicationReport, chargeLaterRoutes, jobCostingRoutes, reportRoutes]) await app.register(routes);
};

export default reportsModule;
// What bench/ and scripts/ call (they import doors only).
export { assignedProperties, dueReminders, newCustomers, openContactRequests, waitingSignups } from './officeFigures';
export { operationsReports } from './operationsReports';
export { readPage } from './runner';
export { comparedWeeks } from './weeks';
export { jobCosting } from './jobCosting';
export { crewsOfDay, paymentGroups, weekComparison } from './workFigures';
