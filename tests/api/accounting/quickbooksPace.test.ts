// The QuickBooks client spaces its API calls under QuickBooks' limit per company (QUICKBOOKS_REQUESTS_PER_MINUTE),
// against the local fake of Intuit: at 600 a minute, six creates take at least five gaps of 100 ms.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickbooksClient } from '../../../server/modules/accounting/quickbooksClient';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';

let fake: FakeQuickBooks;
beforeAll(async () => {
  fake = await startFakeQuickBooks();
});
afterAll(() => fake.close());

describe('the QuickBooks client', () => {
  it('spaces its calls evenly at the configured rate', async () => {
    const client = quickbooksClient({ ...fake.settings, requestsPerMinute: 600 });
    const redirect = 'http://127.0.0.1/callback';
    const consent = await fetch(client.authorizeUrl('state', redirect), { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    const { accessToken } = await client.exchangeCode(code, redirect);
    const started = performance.now();
    for (let n = 0; n < 6; n += 1) await client.create(accessToken, fake.realmId, 'customer', { DisplayName: `Paced ${n}` }, `paced-${n}`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(495);
    expect(fake.records('Customer')).toHaveLength(6);
  });
});
