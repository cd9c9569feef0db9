import { afterEach, describe, expect, it, vi } from 'vitest';
import { treatmentMethods } from './treatmentMethods';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the inspector’s report in the browser', () => {
  it('asks reports/applications.csv or .pdf for the cut given, with the bearer token, and leaves empty filters out', async () => {
    localStorage.setItem('token', 'secret');
    const fetch = vi.fn(async () => new Response('Date of the application\n', { headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetch);
    const blob = await treatmentMethods.downloadApplicationsReport({ from: '2032-05-01', to: '2032-05-31', productId: '' }, 'csv');
    expect(blob.size).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledWith('/api/v1/reports/applications.csv?from=2032-05-01&to=2032-05-31', {
      headers: { Authorization: 'Bearer secret' },
    });
    await treatmentMethods.downloadApplicationsReport({ applicatorId: 'a1' }, 'pdf');
    expect(fetch).toHaveBeenLastCalledWith('/api/v1/reports/applications.pdf?applicatorId=a1', {
      headers: { Authorization: 'Bearer secret' },
    });
  });

  it('fails on a refusal rather than saving the error as a file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    await expect(treatmentMethods.downloadApplicationsReport({}, 'csv')).rejects.toMatchObject({ status: 403, message: '' });
  });

  it('carries the server’s reason for a refusal, as a catalog key', async () => {
    const refusal = { message: 'server.reports.pdf_too_many', messageKey: 'server.reports.pdf_too_many' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    await expect(treatmentMethods.downloadApplicationsReport({}, 'pdf')).rejects.toMatchObject({
      status: 400,
      message: 'server.reports.pdf_too_many',
    });
  });
});
