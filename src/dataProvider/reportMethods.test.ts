import { afterEach, describe, expect, it } from 'vitest';
import { downloadReportCsv, reportApiPath } from './reportMethods';

afterEach(() => localStorage.clear());

const textOf = (blob: Blob) => blob.text();

function streamed(chunks: string[], total: number) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'x-total-count': String(total), 'content-type': 'text/csv' } });
}

describe('the CSV export in the browser', () => {
  it('sends the bearer token, follows the rows read against the count sent first, and keeps the whole file', async () => {
    localStorage.setItem('token', 'secret');
    const calls: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return streamed(['Status,Payments\nfailed,1\n', 'success,2\npending,3\n'], 3);
    }) as typeof fetch;
    const progress: number[] = [];
    const { blob, rows } = await downloadReportCsv(
      'payments',
      { dateFrom: '2031-03-01', status: '' },
      ({ done }) => progress.push(done),
      fetcher,
    );
    expect(calls[0][0]).toBe('/api/v1/reports/payments/csv?dateFrom=2031-03-01');
    expect(new Headers(calls[0][1]?.headers).get('Authorization')).toBe('Bearer secret');
    expect(progress).toEqual([1, 3, 3]);
    expect(rows).toBe(3);
    expect(await textOf(blob)).toBe('Status,Payments\nfailed,1\nsuccess,2\npending,3\n');
  });

  it('fails on a refused export rather than save an error page', async () => {
    const fetcher = (async () => new Response('{}', { status: 403 })) as unknown as typeof fetch;
    await expect(downloadReportCsv('revenue', {}, () => undefined, fetcher)).rejects.toThrow('403');
  });

  it('asks the customer reports under /customer-reports', () => {
    expect(reportApiPath('referrals')).toBe('/customer-reports/referrals');
    expect(reportApiPath('visits')).toBe('/reports/visits');
  });
});
