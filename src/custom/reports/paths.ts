// Where the report catalogue and each report open in the browser.
import type { ReportKey } from '../../../common/schemas/report';
import { SCREEN } from '../../../common/screens';

export const REPORTS_PATH = SCREEN.reports.path;
export const REPORT_PATH = `${REPORTS_PATH}/:report`;
export const reportPath = (report: ReportKey) => `${REPORTS_PATH}/${report}`;
export const CHARGE_LATER_REPORT_PATH = SCREEN.chargeLaterReport.path;
