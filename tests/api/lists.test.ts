// Every list route: sorted by id as react-admin does by default, paged without overlap, and searched with literal % and _.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

const API = '/api/v1';
let t: TestApp;
let admin: string;
/** Every GET route that answers a Content-Range, with its parameters filled in. */
let lists: string[];

const get = (url: string, query: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${API}${url}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))}`,
    headers: bearer(admin),
  });
const idsOf = (response: { json(): unknown }) => (response.json() as { _id: string }[]).map((row) => row._id);
const totalOf = (response: { headers: Record<string, unknown> }) => Number(String(response.headers['content-range']).split('/')[1]);

/** Every string a row holds, nested ones included. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = (await signIn(t.app, 'demo-admin')).token;
  const vendorId = (await signIn(t.app, 'demo-vendor')).vendor!._id;
  // Rows with each wildcard character, and their look-alikes without it.
  for (const name of ['Edge 100% sure', 'Edge 100 sure', 'Edge snake_case', 'Edge snake case', 'Edge back\\slash', 'Edge back slash']) {
    const created = await t.app.inject({ method: 'POST', url: `${API}/phrases`, headers: bearer(admin), payload: { name, phrase: 'Checking the search.', type: 'note' } });
    expect(created.statusCode).toBe(201);
  }
  const candidates = t.app.registeredRoutes
    .filter((route) => route.method === 'GET' && route.url.startsWith(`${API}/`))
    .map((route) => route.url.slice(API.length).replace('/vendors/:id/', `/vendors/${vendorId}/`))
    .filter((url) => !url.includes(':'));
  lists = [];
  for (const url of candidates) if ((await get(url)).headers['content-range']) lists.push(url);
});
afterAll(() => t.close());

describe('every list', () => {
  it('is found: the simple-rest lists of the back office answer Content-Range', () => {
    for (const url of ['/customers', '/properties', '/vendors', '/users', '/markets', '/phrases', '/discounts', '/email-templates', '/users/roles', '/time-sheets/entries']) {
      expect(lists).toContain(url);
    }
  });

  it('sorts by id both ways, pages 1 and 2 neither overlapping nor out of order', async () => {
    let withSecondPage = 0;
    for (const url of lists) {
      for (const order of ['ASC', 'DESC'] as const) {
        const first = await get(url, { sort: ['id', order], range: [0, 1] });
        const second = await get(url, { sort: ['id', order], range: [2, 3] });
        expect([url, order, first.statusCode, second.statusCode]).toEqual([url, order, 200, 200]);
        const ids = [...idsOf(first), ...idsOf(second)];
        const sorted = [...ids].sort();
        expect(ids, `${url} ${order}`).toEqual(order === 'ASC' ? sorted : sorted.reverse());
        expect(new Set(ids).size, `${url} ${order}`).toBe(ids.length);
        if (order === 'ASC' && idsOf(second).length) withSecondPage += 1;
      }
    }
    // Enough lists hold four rows for the paging check to mean something.
    expect(withSecondPage).toBeGreaterThanOrEqual(5);
  });

  it('keeps one order across pages when many rows share the sort key', async () => {
    for (const [url, field] of [['/customers', 'status'], ['/properties', 'status'], ['/users', 'type'], ['/phrases', 'type']] as const) {
      const whole = idsOf(await get(url, { sort: [field, 'ASC'], range: [0, 9] }));
      const paged = [...idsOf(await get(url, { sort: [field, 'ASC'], range: [0, 4] })), ...idsOf(await get(url, { sort: [field, 'ASC'], range: [5, 9] }))];
      expect(whole.length, url).toBe(10);
      expect(paged, url).toEqual(whole);
    }
  });
});

describe('search', () => {
  const searchable = ['/phrases', '/discounts', '/email-templates', '/office-announcements', '/users', '/customers', '/properties', '/vendors', '/markets', '/users/roles', '/contact-requests', '/vendors/crews', '/locked-customers', '/outbox'];

  it.each(['%', '_', '\\'])('for %s matches only rows holding that character', async (character) => {
    for (const url of searchable) {
      const everything = await get(url, { range: [0, 999] });
      expect(everything.statusCode, url).toBe(200);
      const found = await get(url, { filter: { q: character }, range: [0, 999] });
      expect(found.statusCode, url).toBe(200);
      const rows = found.json() as unknown[];
      for (const row of rows) expect(stringsOf(row).some((value) => value.includes(character)), `${url} ${JSON.stringify(row)}`).toBe(true);
      expect(totalOf(found), url).toBe(rows.length);
      if (totalOf(everything) > 0 && url !== '/phrases') expect(totalOf(found), url).toBeLessThan(totalOf(everything));
    }
  });

  it('finds the phrase holding the character and not its look-alike', async () => {
    const names = async (q: string) => ((await get('/phrases', { filter: { q }, range: [0, 999] })).json() as { name: string }[]).map((row) => row.name);
    expect(await names('100%')).toEqual(['Edge 100% sure']);
    expect(await names('snake_case')).toEqual(['Edge snake_case']);
    expect(await names('back\\slash')).toEqual(['Edge back\\slash']);
    expect(await names('Edge 100')).toEqual(expect.arrayContaining(['Edge 100% sure', 'Edge 100 sure']));
  });
});
