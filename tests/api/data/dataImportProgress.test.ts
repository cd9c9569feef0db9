// The import's progress moves: on the embedded database a run of several batches let nothing else in until
// it ended, so the page read "0 of N" and then "N of N". Over real HTTP, as the page reads it, the rows done are seen
// between the first batch and the last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import { bearer, type TestApp } from '../helpers';
import { listen } from '../realtime';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

/** Three batches or more: 250 customers a batch, slices of at most 100 on the embedded database. */
const ROWS = 600;

describe('an import run', () => {
  it('shows its rows done growing while it runs', async () => {
    const lines = Array.from({ length: ROWS }, (_, index) => `Ann${index},Lee${index},${index + 1} Oak Ln,Austin,78701`);
    const preview = await uploadSpreadsheet(t, adminToken, ['First Name,Last Name,Address,City,Zip', ...lines].join('\n'));
    expect(preview.statusCode, preview.body).toBe(201);
    const { _id: id, totals } = preview.json().data;
    expect(totals.create).toBe(ROWS);

    const url = await listen(t.app);
    const headers = bearer(adminToken);
    // Not awaited: on a node without jobs the start answers once the run is over.
    const started = fetch(`${url}/api/v1/imports/${id}/start`, { method: 'POST', headers });
    const seen: number[] = [];
    for (;;) {
      const { data } = (await (await fetch(`${url}/api/v1/imports/${id}?length=1`, { headers })).json()) as {
        data: { status: string; rowsDone: number };
      };
      seen.push(data.rowsDone);
      if (data.status === 'done') break;
    }
    expect((await started).status).toBe(200);
    expect(seen.at(-1)).toBe(ROWS);
    expect(seen.some((done) => done > 0 && done < ROWS)).toBe(true);
  });
});
