// Every list route: sorted by id as react-admin does by default, paged without overlap, and searched with literal % and _.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSheets } from '../../../server/db/schema';
import { addCustomer, addMarket, addUser, buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { buildWorld } from '../workLogFixtures';

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

/**
 * At least three rows in every list the business leaves short (ten customers, properties and users, for the shared sort
 * keys; three markets, notes, call logs, reminders, work logs, announcements, commission exceptions, sign-ups and
 * time sheets this week), and a row in
 * each other searchable list.
 */
async function fillLists() {
  const business = await buildBusiness(t.app);
  const db = t.app.database.db;
  const properties = [business.property];
  for (let i = 0; i < 9; i += 1) properties.push((await addCustomer(db, business.market._id)).property);
  for (let i = 0; i < 4; i += 1) await addUser(db, business.roleIds, 'csr');
  await addMarket(db, { zipCodes: ['75201'] });
  await addMarket(db, { zipCodes: ['78201'] });
  const world = await buildWorld(t, business);
  for (const date of ['2031-03-03', '2031-03-10', '2031-03-17']) await world.insert({ date });
  admin = (await signIn(t.app, business.users.admin.username)).token;
  const customer = (await signIn(t.app, business.users.customer.username)).token;
  const rows: [string, string, object][] = [
    [
      admin,
      '/discounts',
      {
        code: 'LISTS10',
        type: 'percentage',
        value: 10,
        numberOfServices: 3,
        startDate: '2026-06-01',
        endDate: '2026-08-31',
        service: 'mow',
        customerType: 'new',
      },
    ],
    [
      admin,
      '/email-templates',
      { name: 'Lists', status: 'active', subject: 'Hi {{firstName}}', htmlBody: '<p>Hello</p>', alterBody: 'Hello', type: 'customer' },
    ],
    [
      admin,
      '/office-announcements',
      { title: 'Lists day', message: 'Count the rows.', repeat: 'monthly', activeFrom: '2026-02-01', activeTo: '2026-11-30' },
    ],
    [admin, '/locked-customers', { reason: 'Unpaid invoices', customerId: properties[9].customerId }],
    [customer, '/contact-us', { subject: 'Mowing day', message: 'Can the crew come on Fridays?' }],
    ...properties.slice(0, 3).flatMap(({ _id: propertyId }, i): [string, string, object][] => [
      [admin, '/notes', { propertyId, text: `Side gate ${i}` }],
      [admin, '/call-logs', { propertyId, code: 'C', text: `Called about the gate ${i}` }],
      [
        admin,
        '/reminders',
        { propertyId, date: '2031-04-01', note: `Call back ${i}`, priority: 'medium', assigneeId: business.users.csr._id },
      ],
      [
        admin,
        '/vendors/crew-announcements',
        { vendorId: business.vendor._id, title: `Heat ${i}`, message: 'Drink water', activeFrom: '2031-06-01', activeTo: '2031-06-30' },
      ],
      [admin, `/vendors/${business.vendor._id}/property-exceptions`, { propertyId, commission: 5 + i }],
      [
        '',
        '/customer-signup',
        {
          name: { first: 'Dana', last: `Signup${i}` },
          email: `dana.${i}@example.com`,
          mobile: `512555018${i}`,
          address: `${i} Elm St`,
          city: 'Austin',
          zipcode: '78701',
        },
      ],
    ]),
  ];
  for (const [token, url, payload] of rows) {
    const created = await t.app.inject({ method: 'POST', url: `${API}${url}`, headers: token ? bearer(token) : {}, payload });
    expect(created.statusCode, `${url} ${created.body}`).toBe(201);
  }
  await t.app.messenger.send({ to: 'office@example.com', channel: 'email', subject: 'Lists', text: 'A kept message.' });
  const { admin: first, csr, crew } = business.users;
  await db
    .insert(timeSheets)
    .values([first, csr, crew].map(({ _id: userId }) => ({ userId, clockIn: new Date(Date.now() - 60_000), clockOut: new Date() })));
  return business;
}

beforeAll(async () => {
  t = await createTestApp();
  const vendorId = (await fillLists()).vendor._id;
  // Rows with each wildcard character, and their look-alikes without it.
  for (const name of ['Edge 100% sure', 'Edge 100 sure', 'Edge snake_case', 'Edge snake case', 'Edge back\\slash', 'Edge back slash']) {
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/phrases`,
      headers: bearer(admin),
      payload: { name, phrase: 'Checking the search.', type: 'note' },
    });
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
    for (const url of [
      '/customers',
      '/properties',
      '/vendors',
      '/users',
      '/markets',
      '/phrases',
      '/discounts',
      '/email-templates',
      '/users/roles',
      '/time-sheets/entries',
    ]) {
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
    for (const [url, field] of [
      ['/customers', 'status'],
      ['/properties', 'status'],
      ['/users', 'type'],
      ['/phrases', 'type'],
    ] as const) {
      const whole = idsOf(await get(url, { sort: [field, 'ASC'], range: [0, 9] }));
      const paged = [
        ...idsOf(await get(url, { sort: [field, 'ASC'], range: [0, 4] })),
        ...idsOf(await get(url, { sort: [field, 'ASC'], range: [5, 9] })),
      ];
      expect(whole.length, url).toBe(10);
      expect(paged, url).toEqual(whole);
    }
  });
});

describe('search', () => {
  const searchable = [
    '/phrases',
    '/discounts',
    '/email-templates',
    '/office-announcements',
    '/users',
    '/customers',
    '/properties',
    '/vendors',
    '/markets',
    '/users/roles',
    '/contact-requests',
    '/vendors/crews',
    '/locked-customers',
    '/outbox',
  ];

  it.each(['%', '_', '\\'])('for %s matches only rows holding that character', async (character) => {
    for (const url of searchable) {
      const everything = await get(url, { range: [0, 999] });
      expect(everything.statusCode, url).toBe(200);
      const found = await get(url, { filter: { q: character }, range: [0, 999] });
      expect(found.statusCode, url).toBe(200);
      const rows = found.json() as unknown[];
      for (const row of rows)
        expect(
          stringsOf(row).some((value) => value.includes(character)),
          `${url} ${JSON.stringify(row)}`,
        ).toBe(true);
      expect(totalOf(found), url).toBe(rows.length);
      if (totalOf(everything) > 0 && url !== '/phrases') expect(totalOf(found), url).toBeLessThan(totalOf(everything));
    }
  });

  it('finds the phrase holding the character and not its look-alike', async () => {
    const names = async (q: string) =>
      ((await get('/phrases', { filter: { q }, range: [0, 999] })).json() as { name: string }[]).map((row) => row.name);
    expect(await names('100%')).toEqual(['Edge 100% sure']);
    expect(await names('snake_case')).toEqual(['Edge snake_case']);
    expect(await names('back\\slash')).toEqual(['Edge back\\slash']);
    expect(await names('Edge 100')).toEqual(expect.arrayContaining(['Edge 100% sure', 'Edge 100 sure']));
  });
});
