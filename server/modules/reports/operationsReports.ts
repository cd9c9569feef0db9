// The operations reports of /reports/:report, each built by its file.
import type { OperationsReport } from '../../../common/schemas/report';
import type { ReportBuilders } from './definition';
import { failedPaymentsReport, paymentsReport, revenueReport, vendorCommissionsReport } from './paymentReports';
import { agingReport } from './agingReport';
import { crewProductivityReport, customerRetentionReport, ownerNumbersReport } from './ownerReports';
import { salesTaxReport } from './salesTaxReport';
import { timeSheetsReport } from './timeSheetReport';
import { skippedWorkLogsReport, workLogsReport } from './workLogReports';

export const operationsReports: ReportBuilders<OperationsReport> = {
  visits: workLogsReport,
  'skipped-visits': skippedWorkLogsReport,
  revenue: revenueReport,
  payments: paymentsReport,
  'failed-payments': failedPaymentsReport,
  'vendor-commissions': vendorCommissionsReport,
  'time-sheets': timeSheetsReport,
  'sales-tax': salesTaxReport,
  'ar-aging': agingReport,
  'crew-productivity': crewProductivityReport,
  'owner-numbers': ownerNumbersReport,
  'customer-retention': customerRetentionReport,
};
