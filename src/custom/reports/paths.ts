// Where the report catalogue and each report open in the browser.
import type { ReportKey } from '../../../common/schemas/report';

export const REPORTS_PATH = '/reports';
export const REPORT_PATH = '/reports/:report';
export const reportPath = (report: ReportKey) => `${REPORTS_PATH}/${report}`;
