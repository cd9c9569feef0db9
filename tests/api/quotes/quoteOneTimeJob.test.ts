// A quote's one-time job on the real database: approved on the public page, its visit goes to the first day from
// tomorrow on which the property's vendor has a crew on the zip code with room, a fuller crew day skipped; with no
// such day in the horizon the scheduler's placement stands and staff read why.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, properties, services, vendors, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays, nextWeekDay } from '../../../server/lib/calendar';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
const TUESDAY = 2;
let t: TestApp;
let business: Business;
let staff: string;
let today: string;
/** The Tuesdays from tomorrow to the horizon's last day (21 days with today): the zip code's crew days. */
let tuesdays: string[];

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

/** Work on the crew's day: a Bush and Bed visit of `hours` at the fixture's property, planned on a far day of its own. */
async function booked(crewId: string, date: string, hours: number) {
  await db()
    .insert(workLogs)
    .values({
      propertyId: business.property._id,
      customerId: business.customer._id,
      serviceId: business.service._id,
      serviceType: 'bnb',
      timeCapHours: hours,
      vendorId: business.vendor._id,
      crewId,
      date,
      plannedDate: addDays(date, Math.floor(Math.random() * 100_000) + 1000),
      price: 55,
    });
}

/** A lead in 78703 quoted weekly mowing and a one-time job, sent, and approved on its page. */
async function approvedQuote(email: string) {
  const lead = await call('POST', '/leads', {
    name: { first: 'Lupe', last: 'Garza' },
    email,
    address: '2210 Enfield Rd',
    city: 'Austin',
    zipcode: '78703',
    source: 'none',
    lotSize: 6200,
    asked: 'Weekly mowing and the beds cleared once',
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const created = await call('POST', '/quotes', {
    leadId: lead.json()._id,
    lines: [
      { type: 'mow', frequency: 1, priceCents: 4500 },
      { type: 'one-time', description: 'Beds cleared', priceCents: 24000 },
    ],
    depositCents: 0,
    expiresOn: addDays(today, 14),
  });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().data._id as string;
  const sent = await call('POST', `/quotes/${quoteId}/send`, {});
  const token = (sent.json().data.link as string).split('/').pop()!;
  const approved = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Lupe Garza', version: 1 }, null);
  expect(approved.statusCode, approved.body).toBe(200);
  const quote = (await call('GET', `/quotes/${quoteId}`)).json();
  const [service] = await db()
    .select({ _id: services._id })
    .from(services)
    .innerJoin(properties, eq(properties._id, services.propertyId))
    .where(and(eq(properties._id, quote.propertyId), eq(services.frequency, -1)));
  const visits = await db().select().from(workLogs).where(eq(workLogs.serviceId, service._id));
  const [mowing] = await db()
    .select({ date: workLogs.date, crewId: workLogs.crewId })
    .from(workLogs)
    .where(and(eq(workLogs.propertyId, quote.propertyId), eq(workLogs.serviceType, 'mow')))
    .orderBy(workLogs.date)
    .limit(1);
  return { quote, visits, mowing };
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const { serviceCalendar } = await readSettings(db(), ['serviceCalendar']);
  await writeSettings(db(), { serviceCalendar: { ...serviceCalendar, weekendOffDays: [6, 7], horizonDays: 21 } });
  // The lead's vendor (the primary one) works 78703 on Tuesdays with its north crew; the other vendor too, with room.
  await db().update(vendors).set({ isPrimary: true }).where(eq(vendors._id, business.vendor._id));
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78703', weekDay: TUESDAY, crewId: business.crew._id }]);
  await addZipcodes(db(), business.otherVendor._id, [{ zipcode: '78703', weekDay: TUESDAY, crewId: business.otherVendorCrew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(db());
  const first = nextWeekDay(addDays(today, 1), TUESDAY);
  tuesdays = [first, addDays(first, 7), addDays(first, 14)].filter((day) => day <= addDays(today, 20));
});
afterAll(() => t.close());

describe('a one-time job approved on the public page', () => {
  it('is worked on the first crew day with room, the fuller first Tuesday skipped, pinned there', async () => {
    // 7.5 of the north crew's 8 hours (08:00–16:00) are taken on the first Tuesday: the job's hour does not fit.
    await booked(business.crew._id, tuesdays[0], 7.5);
    const { quote, visits, mowing } = await approvedQuote('lupe.room@example.com');

    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ date: tuesdays[1], crewId: business.crew._id, vendorId: business.vendor._id, pinned: true });
    // The weekly mowing is the scheduler's, untouched: from the first Tuesday.
    expect(mowing).toEqual({ date: tuesdays[0], crewId: business.crew._id });
    expect(quote.oneTimeJobs).toEqual([{ workLogId: visits[0]._id, date: tuesdays[1], crewName: 'Fixture North Crew', fallback: null }]);
    const [moved] = await db().select().from(histories).where(eq(histories.entityId, visits[0]._id));
    expect(moved.changes).toMatchObject({ date: { from: tuesdays[0], to: tuesdays[1] }, pinned: { from: false, to: true } });
  });

  it('counts the job placed before it: a second one goes where the day still has room', async () => {
    // The second Tuesday now holds the first job (1 h) and a mowing; 6 more hours leave it less than one.
    await booked(business.crew._id, tuesdays[1], 6);
    const { quote, visits } = await approvedQuote('lupe.second@example.com');
    const expected = tuesdays[2] ?? null;
    if (expected) {
      expect(visits[0]).toMatchObject({ date: expected, crewId: business.crew._id, pinned: true });
      expect(quote.oneTimeJobs[0]).toMatchObject({ date: expected, fallback: null });
    } else {
      // Today is a Tuesday: a third one lies past the horizon, and the scheduler's placement stands.
      expect(quote.oneTimeJobs[0]).toMatchObject({ fallback: 'no-room' });
    }
  });

  it('stays where the scheduler put it when no crew day in the horizon has room, and says why', async () => {
    for (const day of tuesdays) await booked(business.crew._id, day, 8);
    const { quote, visits, mowing } = await approvedQuote('lupe.full@example.com');

    expect(visits).toHaveLength(1);
    // The scheduler's own placement: the vendor's first Tuesday from the next weekday on, with its crew, not pinned.
    expect(visits[0]).toMatchObject({ date: mowing.date, crewId: business.crew._id, pinned: false });
    expect(quote.oneTimeJobs).toEqual([
      { workLogId: visits[0]._id, date: mowing.date, crewName: 'Fixture North Crew', fallback: 'no-room' },
    ]);
  });
});
