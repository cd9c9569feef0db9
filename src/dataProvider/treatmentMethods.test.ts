import { afterEach, describe, expect, it, vi } from 'vitest';
import { treatmentMethods } from './treatmentMethods';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the inspector’s CSV in the browser', () => {
  it('asks reports/applications.csv for the cut given, with the bearer token, and leaves empty filters out', async () => {
    localStorage.setItem('token', 'secret');
    const fetch = vi.fn(async () => new Response('Date of the application\n', { headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetch);
    const blob = await treatmentMethods.downloadApplicationsCsv({ from: '2032-05-01', to: '2032-05-31', productId: '' });
    expect(blob.size).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledWith('/api/v1/reports/applications.csv?from=2032-05-01&to=2032-05-31', {
      headers: { Authorization: 'Bearer secret' },
    });
  });

  it('fails on a refusal rather than saving the error as a file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    await expect(treatmentMethods.downloadApplicationsCsv({})).rejects.toMatchObject({ status: 403 });
  });
});
