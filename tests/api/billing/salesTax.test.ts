// Sales tax by place on the fixture business: a rate file refused whole at its first fault, a table loaded, each
// property's rate from the jurisdictions holding it, staff's dated override, a state's untaxed service, payments that
// keep the rate they were made with when the table changes, and the report of what to file, in both languages.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPTROLLER_SAMPLE_FILE, SAMPLE_RATE_FILE as RATES } from '../../../common/salesTaxSample';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { markets, payments, paymentTaxLines, taxRatePlaces, taxRateTables } from '../../../server/db/schema';
import { addDays } from '../../../server/lib/calendar';
import { writeSettings } from '../../../server/lib/settings';
import { addCustomer } from '../fixtures/business';
import { bearer, englishErrors } from '../helpers';
import { billingTestApp, completeWorkLog, startedWorkLog } from '../paymentFixtures';

const world = billingTestApp();
const db = () => world.fixture.t.app.database.db;
const api = (who: 'admin' | 'csr' | 'crew', method: 'GET' | 'POST', url: string, payload?: object) =>
  world.fixture.t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(world.fixture.tokens[who]), ...(payload && { payload }) });

const load = (csv: string, effectiveFrom = '2020-01-01', who: 'admin' | 'csr' = 'admin') =>
  api(who, 'POST', '/sales-tax/rate-tables', { state: 'tx', effectiveFrom, fileName: 'rates.csv', csv });

async function workLogAt(propertyValues: { zipcode: string; city: string }) {
  const { customer, property, service } = await addCustomer(db(), world.fixture.business.market._id, {}, propertyValues);
  let workLogs = 0;
  // Each visit of the service today was planned for another day: a service has one visit per planned day.
  const workLog = () =>
    startedWorkLog(world.fixture, world.today, {
      customerId: customer._id,
      propertyId: property._id,
      serviceId: service._id,
      plannedDate: addDays(world.today, -7 * workLogs++),
    });
  return { property, visit: workLog };
}
const linesOf = (paymentId: string) => db().select().from(paymentTaxLines).where(eq(paymentTaxLines.paymentId, paymentId));

describe('sales tax by place', () => {
  it('refuses a malformed file with its line and reason, loading nothing; only the admin loads', async () => {
    await db().update(markets).set({ taxPercent: 5 }).where(eq(markets._id, world.fixture.business.market._id));
    const bad = await load(`${RATES}\n78702,,2227016,Somewhere,city,8.25%`);
    expect(bad.statusCode).toBe(400);
    expect(englishErrors(bad.json()).csv).toBe(
      'Line 8: the rate "8.25%" is not a decimal from 0 to .1 (the Comptroller writes 1 % as .010000).',
    );
    expect(bad.json().message).toContain('Line 8');
    expect(await db().select().from(taxRateTables)).toHaveLength(0);
    const missing = await api('admin', 'POST', '/sales-tax/rate-tables', { state: 'Texas', csv: '' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['csv', 'effectiveFrom', 'fileName', 'state']);
    expect((await load(RATES, '2020-01-01', 'csr')).statusCode).toBe(403);
    expect((await api('csr', 'GET', '/sales-tax/rate-tables')).statusCode).toBe(403);
  });

  it('loads a table and finds each property’s jurisdictions and combined rate', async () => {
    const loaded = await load(RATES);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().data).toMatchObject({ state: 'TX', effectiveFrom: '2020-01-01', rowCount: 6, jurisdictionCount: 5 });
    expect(loaded.json().message).toBe('Rates loaded: 6 rows for TX from 1/1/2020.');
    expect((await api('admin', 'GET', '/sales-tax/rate-tables')).json().data).toHaveLength(1);

    const { property } = await workLogAt({ zipcode: '78701', city: 'Austin' });
    const view = (await api('csr', 'GET', `/properties/${property._id}/sales-tax`)).json().data;
    expect(view).toMatchObject({ source: 'rate-table', ratePercent: 8.25, inTable: true, marketPercent: 5 });
    expect(view.jurisdictions.map((jurisdiction: { code: string }) => jurisdiction.code)).toEqual(['TX', '2227015', '3227999']);
    expect(view.choices).toHaveLength(5);

    const { property: elsewhere } = await workLogAt({ zipcode: '75201', city: 'Dallas' });
    expect((await api('csr', 'GET', `/properties/${elsewhere._id}/sales-tax`)).json().data).toMatchObject({
      source: 'market',
      ratePercent: 5,
      inTable: false,
    });
    expect((await api('csr', 'GET', '/properties/00000000-0000-0000-0000-000000000000/sales-tax')).statusCode).toBe(404);
    expect((await api('crew', 'GET', `/properties/${property._id}/sales-tax`)).statusCode).toBe(403);
  });

  it('charges a visit at its place’s rate, split by jurisdiction, and keeps it when the rates change', async () => {
    const { visit } = await workLogAt({ zipcode: '78701', city: 'Austin' });
    const payment = await completeWorkLog(world.fixture, (await visit())._id);
    expect(payment).toMatchObject({ taxPercent: 8.25, taxCents: 371, amountCents: 4871, taxSource: 'rate-table' });
    const lines = await linesOf(payment._id);
    expect(lines.map((line) => [line.code, line.taxCents])).toEqual([
      ['TX', 281],
      ['2227015', 45],
      ['3227999', 45],
    ]);

    // The same day loaded again with Austin at 2 %: the payment made keeps its rate and lines; the next visit pays the new one.
    expect((await load(RATES.replace('2227015,Austin,city,.010000', '2227015,Austin,city,.020000'))).statusCode).toBe(200);
    const [kept] = await db().select().from(payments).where(eq(payments._id, payment._id));
    expect(kept).toMatchObject({ taxPercent: 8.25, taxCents: 371 });
    expect(await linesOf(payment._id)).toHaveLength(3);
    const next = await completeWorkLog(world.fixture, (await visit())._id);
    expect(next).toMatchObject({ taxPercent: 9.25, taxCents: 416 });
    expect((await load(RATES)).statusCode).toBe(200);
  });

  it('takes staff’s override from its day on, and refuses codes the table does not hold', async () => {
    const { property, visit } = await workLogAt({ zipcode: '78660', city: 'Austin' });
    const path = `/properties/${property._id}/sales-tax`;
    expect((await api('csr', 'GET', path)).json().data).toMatchObject({ source: 'rate-table', ratePercent: 7.5 });
    const unknown = await api('csr', 'POST', `${path}/overrides`, { effectiveFrom: world.today, codes: ['2227042', '9999999'] });
    expect(unknown.statusCode).toBe(400);
    expect(englishErrors(unknown.json()).codes).toBe('These codes are not in the rate table of that day: 9999999.');
    const tomorrow = addDays(world.today, 1);
    const later = await api('csr', 'POST', `${path}/overrides`, { effectiveFrom: tomorrow, codes: ['2227042', '3227999', '5227550'] });
    expect(later.statusCode).toBe(200);
    expect(later.json().data).toMatchObject({ source: 'rate-table', ratePercent: 7.5 });
    expect((await api('csr', 'GET', `${path}?date=${tomorrow}`)).json().data).toMatchObject({ source: 'override', ratePercent: 8.5 });
    const today = await api('csr', 'POST', `${path}/overrides`, {
      effectiveFrom: world.today,
      codes: ['2227042', '3227999', '5227550'],
      note: 'Inside Pflugerville city limits',
    });
    expect(today.json().data).toMatchObject({ source: 'override', ratePercent: 8.5 });
    expect(today.json().data.overrides).toHaveLength(2);
    const payment = await completeWorkLog(world.fixture, (await visit())._id);
    expect(payment).toMatchObject({ taxPercent: 8.5, taxCents: 383, taxSource: 'override' });
    const invalid = await api('csr', 'POST', `${path}/overrides`, { effectiveFrom: 'soon', codes: ['a b'] });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['codes.0', 'effectiveFrom']));
  });

  it('taxes nothing a state does not tax', async () => {
    await writeSettings(db(), { salesTax: { states: [{ state: 'TX', taxableItems: ['bnb'] }] } });
    const { visit } = await workLogAt({ zipcode: '78701', city: 'Austin' });
    const payment = await completeWorkLog(world.fixture, (await visit())._id);
    expect(payment).toMatchObject({ taxPercent: 0, taxCents: 0, amountCents: 4500, taxSource: 'not-taxable' });
    expect(await linesOf(payment._id)).toHaveLength(0);
    await writeSettings(db(), { salesTax: DEFAULT_SETTINGS.salesTax });
  });

  it('reports what to file per jurisdiction and period, as CSV in English and Spanish', async () => {
    const query = `dateFrom=${world.today}&dateTo=${world.today}&period=month`;
    const report = await api('admin', 'GET', `/reports/sales-tax?${query}`);
    expect(report.statusCode).toBe(200);
    const rows = report.json().data.list as Record<string, string | number>[];
    const austin = rows.find((row) => row.code === '2227015' && row.ratePercent === 1)!;
    expect(austin).toMatchObject({ jurisdiction: 'Austin', type: 'city', charges: 1, taxableCents: 4500, taxCents: 45 });
    const state = rows.filter((row) => row.code === 'TX');
    expect(state.reduce((sum, row) => sum + Number(row.charges), 0)).toBe(3);
    const english = await api('admin', 'GET', `/reports/sales-tax/csv?${query}`);
    expect(english.body.startsWith('\uFEFF')).toBe(true);
    expect(english.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Period,Local code,Jurisdiction,Type,Rate (%),Charges,Taxable sales,Tax,Tax refunded',
    );
    const spanish = await api('admin', 'GET', `/reports/sales-tax/csv?${query}&language=es`);
    expect(spanish.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Periodo,Código local,Jurisdicción,Tipo,Tasa (%),Cargos,Ventas gravables,Impuesto,Impuesto reembolsado',
    );
    expect(spanish.body).toContain(',2227015,Austin,city,1,1,45.00,0.45,0.00');
    expect((await api('crew', 'GET', `/reports/sales-tax?${query}`)).statusCode).toBe(403);
  });

  it('loads the Comptroller’s taxrates.txt as published, and refuses a line of it with the line and the reason', async () => {
    const future = '2031-01-01';
    const published = { state: 'TX', effectiveFrom: future, fileName: 'taxrates.txt' };
    const bad = await api('admin', 'POST', '/sales-tax/rate-tables', {
      ...published,
      csv: `${COMPTROLLER_SAMPLE_FILE}\r\nElgin\t2011014\t.015000\tBastrop Co`,
    });
    expect(bad.statusCode).toBe(400);
    expect(englishErrors(bad.json()).csv).toMatch(/^Line 7: 4 cells, where the Comptroller’s file has a name, a local code and a rate/);
    const loaded = await api('admin', 'POST', '/sales-tax/rate-tables', { ...published, csv: COMPTROLLER_SAMPLE_FILE });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().data).toMatchObject({ fileName: 'taxrates.txt', effectiveFrom: future, jurisdictionCount: 6 });
    for (const [city, zipcode, codes] of [
      ['Austin', '78753', ['TX', '2227015', '3227999']],
      ['Pflugerville', '78660', ['TX', '2227067']],
      ['Manor', '78653', ['TX', '2227078', '5227532']],
    ] as const) {
      const { property } = await workLogAt({ zipcode, city });
      const view = (await api('csr', 'GET', `/properties/${property._id}/sales-tax?date=${future}`)).json().data;
      expect(view).toMatchObject({ source: 'rate-table', ratePercent: 8.25, inTable: true });
      expect(view.jurisdictions.map((jurisdiction: { code: string }) => jurisdiction.code)).toEqual(codes);
    }
    const { property: elgin } = await workLogAt({ zipcode: '78621', city: 'Elgin' });
    expect((await api('csr', 'GET', `/properties/${elgin._id}/sales-tax?date=${future}`)).json().data).toMatchObject({ source: 'market' });
  });

  it('loads a large table a slice at a time: others read meanwhile, and the table in force stays until the new one is in', async () => {
    const day = '2032-01-01';
    const first = (await load(RATES, day)).json().data.id;
    // A table a stopped server left loading two hours ago: the next load removes it.
    const [stopped] = await db()
      .insert(taxRateTables)
      .values({
        state: 'TX',
        effectiveFrom: '2033-01-01',
        fileName: 'stopped.csv',
        rowCount: 1,
        loading: true,
        createdAt: new Date(Date.now() - 7_200_000),
      })
      .returning();
    await db()
      .insert(taxRatePlaces)
      .values({ tableId: stopped._id, zipcode: '', city: '', code: 'TX', name: 'Texas', type: 'state', ratePercent: 6.25 });
    const rows = 10_000;
    const cities = Array.from(
      { length: rows - 1 },
      (_, index) => `${70_000 + index},City ${index},${2_000_000 + index},City ${index},city,.010000`,
    );
    const big = ['zip,city,local_code,jurisdiction,type,rate', ',,TX,Texas,state,.0625', ...cities].join('\n');

    let answered = false;
    const loading = load(big, day).finally(() => (answered = true));
    const seen: { places: number; inForce: string[] }[] = [];
    while (!answered) {
      // The list before the count: a count taken before the swap cannot then meet a list read after it.
      const listed = (await api('admin', 'GET', '/sales-tax/rate-tables')).json().data as { id: string; effectiveFrom: string }[];
      const [{ places }] = await db()
        .select({ places: count() })
        .from(taxRatePlaces)
        .innerJoin(taxRateTables, eq(taxRateTables._id, taxRatePlaces.tableId))
        // The new table's: once it is in, the first is marked loading too while its places go.
        .where(and(eq(taxRateTables.effectiveFrom, day), eq(taxRateTables.loading, true), ne(taxRateTables._id, first)));
      seen.push({ places, inForce: listed.filter((table) => table.effectiveFrom === day).map((table) => table.id) });
    }
    const loaded = await loading;
    expect(loaded.statusCode).toBe(200);
    // Between two slices: some of the new places in, the first table still the one listed for the day.
    const between = seen.filter(({ places }) => places > 0 && places < rows);
    expect(between.length).toBeGreaterThan(0);
    for (const { inForce } of between) expect(inForce).toEqual([first]);
    const tables = await db().select().from(taxRateTables);
    expect(tables.filter((table) => table.effectiveFrom === day).map((table) => [table._id, table.rowCount, table.loading])).toEqual([
      [loaded.json().data.id, rows, false],
    ]);
    expect(tables.some((table) => table._id === stopped._id || table._id === first)).toBe(false);
    const [{ left }] = await db()
      .select({ left: count() })
      .from(taxRatePlaces)
      .where(inArray(taxRatePlaces.tableId, [first, stopped._id]));
    expect(left).toBe(0);
  });
});
