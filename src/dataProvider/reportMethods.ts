// The report catalogue's calls: a page of a report, the filters' choices, and the CSV export read as a stream.
import { CUSTOMER_REPORTS, REPORT_ROW_COUNT_HEADER, type ReportKey } from '../../common/reportKeys';
import type { JobCostingGroup, JobCostingReport } from '../../common/schemas/jobCosting';
import type { ReportChoices, ReportPage } from '../../common/schemas/report';
import { session } from '../auth/session';
import { API_URL, apiCall, type Data, fetchFile } from './httpClient';

export type ReportParams = Record<string, string | number | undefined>;
export type JobCostingParams = {
  from: string;
  to: string;
  groupBy: JobCostingGroup;
  propertyId?: string;
  limit?: number;
  offset?: number;
  language?: 'en' | 'es';
};

/** Customer-centred reports live under /customer-reports, the others under /reports. */
export const reportApiPath = (report: ReportKey) =>
  `${(CUSTOMER_REPORTS as readonly string[]).includes(report) ? '/customer-reports' : '/reports'}/${report}`;

const query = (params: ReportParams) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * The export read through fetch (the bearer token goes in a header, which a plain link cannot send): the row count
 * arrives before the rows, so `onProgress` can tell how far the lines read so far have come.
 */
export async function downloadReportCsv(
  report: ReportKey,
  params: ReportParams,
  onProgress: (progress: ExportProgress) => void,
  fetcher: typeof fetch = fetch,
): Promise<{ blob: Blob; rows: number }> {
  const response = await fetcher(`${API_URL}${reportApiPath(report)}/csv?${query(params)}`, {
    headers: { Authorization: `Bearer ${session.token() ?? ''}`, Accept: 'text/csv' },
  });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  const total = Number(response.headers.get(REPORT_ROW_COUNT_HEADER) ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    for (const byte of value) if (byte === 10) lines++;
    // The first line is the header; a line break inside a quoted cell may count a row early, never past the total.
    onProgress({ done: Math.min(total, Math.max(0, lines - 1)), total });
  }
  onProgress({ done: total, total });
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), rows: total };
}

export const reportMethods = {
  getReport: async (report: ReportKey, params: ReportParams) =>
    (await apiCall<Data<ReportPage>>(`${reportApiPath(report)}?${query(params)}`)).data,
  getReportChoices: async () => (await apiCall<Data<ReportChoices>>('/reports/choices')).data,
  /** Job costing (admin): revenue, labour and materials per visit, property, crew, service or vendor. */
  getJobCosting: async (params: JobCostingParams) => (await apiCall<Data<JobCostingReport>>(`/reports/job-costing?${query(params)}`)).data,
  downloadJobCosting: (params: JobCostingParams) => fetchFile(`/reports/job-costing.csv?${query(params)}`),
};
