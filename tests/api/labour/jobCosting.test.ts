// Job costing (docs/labour.md "Job costing"): two crews' clocked days (staff entries and the crew's own punches) shared
// among their completed visits, the visits' charges before tax and the products applied, grouped and exported.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, payments } from '../../../server/db/schema';
import { CSV_BOM } from '../../../server/lib/csv';
import { addProperty, addUser } from '../fixtures/business';
import { bearer, signIn } from '../helpers';
import { type WorkLogTestApp, workLogTestApp } from '../workLogFixtures';
import { jobCostingInJs } from './jobCostingReference';
import { jobCostingQuery } from '../../../common/schemas/jobCosting';
import { jobCosting } from '../../../server/modules/reports';

let context: WorkLogTestApp;
const workLogs: Record<string, string> = {};
const properties: Record<string, string> = {};
let admin: string;
let productId: string;
const DAY = '2026-10-06';
const NEXT = '2026-10-07';

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  context.t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
const at = (day: string, time: string) => `${day}T${time}:00Z`;
/** The loaded cost of a person-day as docs/labour.md states it: minutes x rate x 1.25 (the default factor), half up. */
const personDay = (minutes: number, rateCents: number) => Math.floor((minutes * rateCents * 1.25) / 60 + 0.5);
/** What a charge leaves before tax once its refunds are given back (docs/reports.md): the tax refunded in share. */
const beforeTax = (amount: number, tax: number, refunded = 0) => amount - refunded - (tax - Math.floor((tax * refunded) / amount));

// Crew North (the business's crew member at $20.00 with a 30-minute unpaid break, and Nia at $18.00) clock 8 hours on
// DAY and the member 4 hours on NEXT, when North completes nothing. Crew South (Sam at $22.50, who punches Sol at
// $16.75 in and out with him) clocks 8.5 hours on DAY.
const NORTH_DAY = personDay(450, 2000) + personDay(480, 1800);
const NORTH_NEXT = personDay(240, 2000);
const SOUTH_DAY = personDay(510, 2250) + personDay(510, 1675);
const REVENUE = {
  n1: beforeTax(4871, 371),
  n2: beforeTax(4330, 330, 1000),
  n3: beforeTax(6000, 0),
  s1: beforeTax(3248, 248),
  s2: 0,
  s3: beforeTax(2500, 0),
};

beforeAll(async () => {
  context = await workLogTestApp('1 Costing Way');
  const { t, business, world, tokens } = context;
  const db = t.app.database.db;
  admin = tokens.admin;
  const nia = await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Nia', lastName: 'North' });
  const sam = await addUser(db, business.roleIds, 'crew', { crewId: business.sameVendorCrew._id, firstName: 'Sam', lastName: 'South' });
  const sol = await addUser(db, business.roleIds, 'crew', { crewId: business.sameVendorCrew._id, firstName: 'Sol', lastName: 'South' });
  for (const [id, payRateCents] of [
    [business.users.crew._id, 2000],
    [nia._id, 1800],
    [sam._id, 2250],
    [sol._id, 1675],
  ] as const)
    expect((await call(admin, 'PUT', `/users/${id}`, { payRateCents, effectiveFrom: '2026-01-01' })).statusCode).toBe(200);

  const entry = (userId: string, day: string, from: string, to: string, breakMinutes = 0) =>
    call(tokens.csr, 'POST', '/time-sheets', {
      userId,
      clockIn: at(day, from),
      clockOut: at(day, to),
      breakMinutes,
      reason: 'Paper sheet',
    });
  expect((await entry(business.users.crew._id, DAY, '13:00', '21:00', 30)).statusCode).toBe(201);
  expect((await entry(nia._id, DAY, '13:00', '21:00')).statusCode).toBe(201);
  expect((await entry(business.users.crew._id, NEXT, '13:00', '17:00')).statusCode).toBe(201);
  const samToken = (await signIn(t.app, sam.username, 'crew')).token;
  const position = { latitude: 30.27, longitude: -97.74, accuracyM: 8 };
  const punchIn = await call(samToken, 'POST', '/time-sheets/clock-in', { ...position, userIds: [sol._id], at: at(DAY, '13:00') });
  expect(punchIn.statusCode).toBeLessThan(300);
  const punchOut = await call(samToken, 'POST', '/time-sheets/clock-out', { ...position, userIds: [sol._id], at: at(DAY, '21:30') });
  expect(punchOut.statusCode).toBeLessThan(300);

  properties.first = world.propertyId;
  properties.second = (await addProperty(db, world.customerId, world.marketId, { address: '2 Costing Way' }))._id;
  properties.third = (await addProperty(db, world.customerId, world.marketId, { address: '3 Costing Way' }))._id;
  const north = { crewId: business.crew._id, vendorId: business.crew.vendorId, date: DAY, status: 'completed' as const };
  const south = {
    crewId: business.sameVendorCrew._id,
    vendorId: business.sameVendorCrew.vendorId,
    date: DAY,
    status: 'completed' as const,
  };
  const onSite = (from: string, to: string) => ({ startedAt: new Date(at(DAY, from)), completedAt: new Date(at(DAY, to)) });
  // North on site 60, 30 and 90 minutes; South 120 and 60; South completes one more visit on NEXT, unclocked.
  workLogs.n1 = (await world.insert({ ...north, propertyId: properties.first, ...onSite('14:00', '15:00') }))._id;
  workLogs.n2 = (await world.insert({ ...north, propertyId: properties.second, ...onSite('15:30', '16:00') }))._id;
  workLogs.n3 = (await world.insert({ ...north, propertyId: properties.first, serviceType: 'treatment', ...onSite('17:00', '18:30') }))._id;
  workLogs.s1 = (await world.insert({ ...south, propertyId: properties.second, ...onSite('14:00', '16:00') }))._id;
  workLogs.s2 = (await world.insert({ ...south, propertyId: properties.third, ...onSite('17:00', '18:00') }))._id;
  workLogs.s3 = (await world.insert({ ...south, date: NEXT, propertyId: properties.third }))._id;
  // Not completed: no revenue, no share of the day.
  await world.insert({ ...north, status: 'skipped', reason: 'Gate locked', propertyId: properties.third });

  const pay = (key: string, propertyId: string, values: Partial<typeof payments.$inferInsert>) => ({
    customerId: world.customerId,
    propertyId,
    item: 'mow' as const,
    workLogId: workLogs[key],
    date: DAY,
    status: 'success' as const,
    priceCents: 0,
    amountCents: 0,
    ...values,
  });
  await db.insert(payments).values([
    pay('n1', properties.first, { priceCents: 5000, discountCents: 500, taxCents: 371, amountCents: 4871 }),
    pay('n2', properties.second, { priceCents: 4000, taxCents: 330, amountCents: 4330, refundedCents: 1000, status: 'refund-success' }),
    pay('n3', properties.first, { priceCents: 6000, amountCents: 6000, status: 'pending' }),
    // Charged before its visit was moved to DAY: a payment dated outside the period still counts.
    pay('s1', properties.second, { priceCents: 3000, taxCents: 248, amountCents: 3248, status: 'failed', date: '2026-09-01' }),
    pay('s2', properties.third, { priceCents: 4000, amountCents: 0, status: 'no-charge' }),
    pay('s3', properties.third, { priceCents: 2500, amountCents: 2500, date: NEXT }),
  ]);

  // A fertilizer at $1.255 an ounce; 3.2 oz on n1 (401.6 cents), and a record corrected from 10 oz to 2 oz on n3.
  const product = await call(admin, 'POST', '/products', {
    name: 'Costing Feed 24-0-6',
    kind: 'fertilizer',
    unit: 'oz',
    rateMinPer1000: 0.5,
    rateMaxPer1000: 4,
    costPerUnitCents: 125.5,
  });
  expect(product.statusCode).toBe(201);
  expect(product.json().costPerUnitCents).toBe(125.5);
  productId = product.json()._id as string;
  const applied = (workLogId: string, amount: number, correctsId?: string) => ({
    workLogId,
    propertyId: properties.first,
    customerId: world.customerId,
    customerName: 'Costing Customer',
    address: '1 Costing Way',
    productId: product.json()._id as string,
    productName: 'Costing Feed 24-0-6',
    amount,
    unit: 'oz' as const,
    areaSqFt: 2000,
    ratePer1000: amount / 2,
    targetPest: 'none',
    siteTreated: 'lawn',
    windMph: 3,
    windDirection: 'N',
    temperatureF: 70,
    startedAt: new Date(at(DAY, '14:10')),
    applicatorName: 'Test Crew',
    ...(correctsId && { correctsId, correctionReason: 'Wrong amount' }),
  });
  await db.insert(applications).values(applied(workLogs.n1, 3.2));
  const [wrong] = await db.insert(applications).values(applied(workLogs.n3, 10)).returning();
  await db.insert(applications).values(applied(workLogs.n3, 2, wrong._id));
});
afterAll(() => context.t.close());

interface Row {
  key: string;
  name: string;
  visits: number;
  revenueCents: number;
  laborMinutes: number;
  laborCostCents: number;
  materialsCostCents: number;
  marginCents: number;
  marginPercent: number | null;
}
const report = async (query: string, token = admin) => {
  const answer = await call(token, 'GET', `/reports/job-costing?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as {
    rows: Row[];
    rowCount: number;
    totals: Row;
    unallocated: { laborMinutes: number; laborCostCents: number };
  };
};
const sum = (rows: Row[], field: keyof Row) => rows.reduce((total, row) => total + Number(row[field]), 0);
const byKey = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.key, row]));

describe('job costing', () => {
  it('shares each crew-day among its visits by time on site, cent-exact, and carries the charges before tax', async () => {
    const { rows, totals, unallocated } = await report(`from=${DAY}&to=${NEXT}&groupBy=visit`);
    const row = byKey(rows);
    expect(rows).toHaveLength(6);
    // North: 60 + 30 + 90 minutes on site; its day's cost and minutes (930 paid) in those proportions.
    const northCost = [row[workLogs.n1], row[workLogs.n2], row[workLogs.n3]].map((workLog) => workLog.laborCostCents);
    expect(northCost.reduce((a, b) => a + b, 0)).toBe(NORTH_DAY);
    northCost.forEach((cents, index) => expect(Math.abs(cents - (NORTH_DAY * [60, 30, 90][index]) / 180)).toBeLessThan(1));
    expect([row[workLogs.n1], row[workLogs.n2], row[workLogs.n3]].map((workLog) => workLog.laborMinutes)).toEqual([310, 155, 465]);
    // South: 120 and 60 minutes on site; Sol's 510 minutes came from Sam's punches.
    expect(row[workLogs.s1].laborCostCents + row[workLogs.s2].laborCostCents).toBe(SOUTH_DAY);
    expect(Math.abs(row[workLogs.s1].laborCostCents - (SOUTH_DAY * 2) / 3)).toBeLessThan(1);
    expect(row[workLogs.s1].laborMinutes + row[workLogs.s2].laborMinutes).toBe(1020);
    // South's visit on NEXT had no one clocked; North's NEXT had no visit: its cost is in no row.
    expect(row[workLogs.s3]).toMatchObject({ laborMinutes: 0, laborCostCents: 0, revenueCents: REVENUE.s3 });
    expect(unallocated).toEqual({ laborMinutes: 240, laborCostCents: NORTH_NEXT });
    for (const key of Object.keys(REVENUE) as (keyof typeof REVENUE)[]) expect(row[workLogs[key]].revenueCents, key).toBe(REVENUE[key]);
    // Materials: 3.2 x 125.5 = 401.6 cents; n3's corrected record (2 oz, 251 cents) replaces the wrong one.
    expect(row[workLogs.n1].materialsCostCents).toBe(402);
    expect(row[workLogs.n3].materialsCostCents).toBe(251);
    expect(row[workLogs.n1].marginCents).toBe(REVENUE.n1 - row[workLogs.n1].laborCostCents - 402);
    expect(totals).toMatchObject({
      visits: 6,
      laborCostCents: NORTH_DAY + SOUTH_DAY,
      revenueCents: Object.values(REVENUE).reduce((a, b) => a + b, 0),
      materialsCostCents: 653,
    });
    expect(totals.marginCents).toBe(totals.revenueCents - totals.laborCostCents - totals.materialsCostCents);
  });

  it('groups by property, crew, service and vendor with the same sums, least profitable first', async () => {
    const workLogRows = (await report(`from=${DAY}&to=${NEXT}&groupBy=visit`)).rows;
    for (const groupBy of ['property', 'crew', 'service', 'vendor']) {
      const { rows, totals } = await report(`from=${DAY}&to=${NEXT}&groupBy=${groupBy}`);
      expect(sum(rows, 'laborCostCents'), groupBy).toBe(NORTH_DAY + SOUTH_DAY);
      expect(sum(rows, 'revenueCents'), groupBy).toBe(sum(workLogRows, 'revenueCents'));
      expect(sum(rows, 'materialsCostCents'), groupBy).toBe(653);
      expect(totals.laborMinutes).toBe(930 + 1020);
      expect(rows.map((row) => row.marginCents)).toEqual([...rows.map((row) => row.marginCents)].sort((a, b) => a - b));
    }
    const property = byKey((await report(`from=${DAY}&to=${NEXT}&groupBy=property`)).rows);
    const workLog = byKey(workLogRows);
    expect(property[properties.second]).toMatchObject({
      name: '2 Costing Way, Austin',
      visits: 2,
      laborCostCents: workLog[workLogs.n2].laborCostCents + workLog[workLogs.s1].laborCostCents,
      revenueCents: REVENUE.n2 + REVENUE.s1,
    });
    const crews = byKey((await report(`from=${DAY}&to=${NEXT}&groupBy=crew`)).rows);
    expect(crews[context.business.crew._id]).toMatchObject({ name: 'Fixture North Crew', laborCostCents: NORTH_DAY, laborMinutes: 930 });
    const vendors = byKey((await report(`from=${DAY}&to=${NEXT}&groupBy=vendor`)).rows);
    expect(vendors[context.business.crew.vendorId]).toMatchObject({ name: 'Fixture Lawn Pros', visits: 6 });
    const services = byKey((await report(`from=${DAY}&to=${NEXT}&groupBy=service`)).rows);
    expect(services.treatment).toMatchObject({ visits: 1, revenueCents: REVENUE.n3, materialsCostCents: 251 });
  });

  it('keeps a property’s share as the whole day gives it, and cuts the rows to the least profitable', async () => {
    const workLog = byKey((await report(`from=${DAY}&to=${NEXT}&groupBy=visit`)).rows);
    const whole = await report(`from=${DAY}&to=${NEXT}&groupBy=property`);
    const only = await report(`from=${DAY}&to=${NEXT}&groupBy=property&propertyId=${properties.second}`);
    expect(only.rows).toHaveLength(1);
    expect(only.rows[0].laborCostCents).toBe(workLog[workLogs.n2].laborCostCents + workLog[workLogs.s1].laborCostCents);
    const cut = await report(`from=${DAY}&to=${NEXT}&groupBy=property&limit=1`);
    expect(cut.rows).toHaveLength(1);
    expect(cut.totals.laborCostCents).toBe(NORTH_DAY + SOUTH_DAY);
    expect(cut.rows[0]).toEqual(whole.rows[0]);
    expect(Math.min(...whole.rows.map((row) => row.marginCents))).toBe(cut.rows[0].marginCents);
  });

  it('gives the report a page at a time, the pages together the whole in its order', async () => {
    for (const groupBy of ['visit', 'property', 'crew']) {
      const whole = await report(`from=${DAY}&to=${NEXT}&groupBy=${groupBy}`);
      expect(whole.rowCount).toBe(whole.rows.length);
      const pages: Row[] = [];
      for (let offset = 0; offset < whole.rowCount + 2; offset += 2) {
        const page = await report(`from=${DAY}&to=${NEXT}&groupBy=${groupBy}&limit=2&offset=${offset}`);
        expect(page.rowCount).toBe(whole.rowCount);
        expect(page.totals).toEqual(whole.totals);
        pages.push(...page.rows);
      }
      expect(pages, groupBy).toEqual(whole.rows);
    }
    const bad = await call(admin, 'GET', `/reports/job-costing?from=${DAY}&to=${NEXT}&offset=-1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('offset');
  });

  it('exports the same figures as CSV with a byte-order mark, in English or Spanish', async () => {
    const { rows, totals } = await report(`from=${DAY}&to=${NEXT}&groupBy=crew`);
    const answer = await call(admin, 'GET', `/reports/job-costing.csv?from=${DAY}&to=${NEXT}&groupBy=crew`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.body.startsWith(CSV_BOM)).toBe(true);
    const lines = answer.body.slice(CSV_BOM.length).trim().split(/\r?\n/);
    expect(lines[0]).toBe('key,name,visits,revenue,labour hours,labour cost,materials cost,margin,margin %');
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines[1]).toContain(`,${(rows[0].laborCostCents / 100).toFixed(2)},`);
    expect(lines.at(-1)).toContain(`Total,${totals.visits},${(totals.revenueCents / 100).toFixed(2)},`);
    const spanish = await call(admin, 'GET', `/reports/job-costing.csv?from=${DAY}&to=${NEXT}&groupBy=crew&language=es`);
    expect(spanish.body.slice(CSV_BOM.length)).toMatch(/^clave,nombre,visitas,ingresos/);
  });

  it('is money: an admin’s alone, and refuses a bad period with its field', async () => {
    for (const caller of ['csr', 'crew', 'vendor', 'customer'] as const) {
      expect((await call(context.tokens[caller], 'GET', `/reports/job-costing?from=${DAY}&to=${NEXT}`)).statusCode, caller).toBe(403);
      expect((await call(context.tokens[caller], 'GET', `/reports/job-costing.csv?from=${DAY}&to=${NEXT}`)).statusCode, caller).toBe(403);
    }
    const backwards = await call(admin, 'GET', `/reports/job-costing?from=${NEXT}&to=${DAY}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('to');
    expect((await call(admin, 'GET', '/reports/job-costing?from=2025-01-01&to=2026-06-01')).statusCode).toBe(400);
    const bad = await call(admin, 'GET', `/reports/job-costing?from=${DAY}&to=${NEXT}&groupBy=route`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('groupBy');
  });

  it('gives in SQL the rows the straightforward computation in JS gives, to the cent', async () => {
    const { world, business, tokens } = context;
    const LATER = '2026-10-08';
    // A crew-day of 7 minutes and an odd cost among three visits with no time on site: equal shares, tied remainders.
    const entry = await call(tokens.csr, 'POST', '/time-sheets', {
      userId: business.users.crew._id,
      clockIn: at(LATER, '13:00'),
      clockOut: at(LATER, '13:07'),
      reason: 'Paper sheet',
    });
    expect(entry.statusCode).toBe(201);
    for (const propertyId of [properties.first, properties.second, properties.third])
      await world.insert({ crewId: business.crew._id, vendorId: business.crew.vendorId, date: LATER, status: 'completed', propertyId });
    const db = context.t.app.database.db;
    for (const groupBy of ['visit', 'property', 'crew', 'service', 'vendor'])
      for (const filter of [
        {},
        { propertyId: properties.second },
        { crewId: business.sameVendorCrew._id },
        { limit: '2' },
        { limit: '2', offset: '1' },
        { limit: '5', offset: '9' },
      ]) {
        const query = jobCostingQuery.parse({ from: DAY, to: LATER, groupBy, ...filter });
        expect(await jobCosting(db, query), `${groupBy} ${JSON.stringify(filter)}`).toEqual(await jobCostingInJs(db, query));
      }
    const later = await report(`from=${LATER}&to=${LATER}&groupBy=visit`);
    expect(later.rows.map((row) => row.laborMinutes).sort()).toEqual([2, 2, 3]);
  });

  it('prices past visits at the product cost of their day: a new cost leaves last month as it was', async () => {
    const before = await report(`from=${DAY}&to=${NEXT}&groupBy=visit`);
    const current = (await call(admin, 'GET', `/products/${productId}`)).json();
    const { _id, createdAt, updatedAt, stockOnHand, createdById, ...form } = current;
    void [_id, createdAt, updatedAt, stockOnHand, createdById];
    const changed = await call(admin, 'PUT', `/products/${productId}`, { ...form, costPerUnitCents: 300 });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await report(`from=${DAY}&to=${NEXT}&groupBy=visit`);
    expect(after.totals.materialsCostCents).toBe(653);
    expect(after.rows).toEqual(before.rows);
    // A visit of today's date (the day the cost changed) is priced at the new cost: 3.2 x 300 = 960 cents.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const { world, business } = context;
    const workLog = await world.insert({
      crewId: business.crew._id,
      vendorId: business.crew.vendorId,
      date: today,
      status: 'completed',
      propertyId: properties.first,
    });
    const [record] = await context.t.app.database.db.select().from(applications).where(eq(applications.workLogId, workLogs.n1));
    const { _id: recordId, createdAt: recordAt, ...copy } = record;
    void [recordId, recordAt];
    await context.t.app.database.db.insert(applications).values({ ...copy, workLogId: workLog._id });
    const todays = await report(`from=${today}&to=${today}&groupBy=visit`);
    expect(todays.rows.find((row) => row.key === workLog._id)?.materialsCostCents).toBe(960);
    // One report over both days prices each visit at its own day's cost (one look-up per product and day).
    const [first, last] = [DAY, today].sort();
    const both = byKey((await report(`from=${first}&to=${last}&groupBy=visit`)).rows);
    expect(both[workLogs.n1].materialsCostCents).toBe(402);
    expect(both[workLog._id].materialsCostCents).toBe(960);
  });
});
