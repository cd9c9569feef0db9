// Treatment rounds as visits, on the real database: enrolling plans the season's rounds as work logs on the crew's day
// inside their windows, priced by lawn-area band, once however often it is planned again; they list with the other
// work logs, are charged on completion like any visit, carry the application records, and unenrolling takes off the
// rounds still pending while those done stay.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, properties, services, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays, isoWeekDay } from '../../../server/lib/calendar';
import { fillHorizon, planContext, replan } from '../../../server/modules/scheduling';
import { addCustomer, addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
const ZIPCODE = '78799';
let t: TestApp;
let business: Business;
let admin: string;
let crew: string;
let today: string;
/** The fixture crew serves the test's zip code on Wednesdays. */
const weekDay = 3;
let productId: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(token), ...(payload && { payload }) });

interface Round {
  index: number;
  name: string;
  workLogId: string | null;
  date: string | null;
  status: string | null;
  windowEnd: string;
  priceCents: number;
}
interface Enrolment {
  _id: string;
  serviceId: string;
  priceCents: number;
  endedAt: string | null;
  rounds: Round[];
}

/** A property of its own in the zip code the fixture crew serves. */
async function newProperty() {
  const { property } = await addCustomer(db(), business.market._id, {}, { zipcode: ZIPCODE, lotSize: 9000 });
  return property._id;
}

async function addProgram(rounds: object[]) {
  const created = await call('POST', '/programs', { name: `Program ${crypto.randomUUID().slice(0, 6)}`, rounds });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { _id: string })._id;
}

const round = (name: string, windowStart: string, windowEnd: string, extra: object = {}) => ({
  name,
  windowStart,
  windowEnd,
  products: [{ productId, ratePer1000: 0.5 }],
  priceCents: 5500,
  minutes: 30,
  ...extra,
});

async function enrol(propertyId: string, programId: string, season: number, lawnSqFt = 6200) {
  return call('POST', `/properties/${propertyId}/programs`, { programId, season, lawnSqFt, consent: true });
}

const roundVisits = (enrolmentId: string) => db().select().from(workLogs).where(eq(workLogs.enrolmentId, enrolmentId));

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  crew = (await signIn(t.app, 'test-crew', 'crew')).token;
  today = await businessToday(db());
  await addZipcodes(db(), business.vendor._id, [{ zipcode: ZIPCODE, weekDay, crewId: business.crew._id }]);
  const product = await call('POST', '/products', {
    name: 'Dimension 2EW',
    epaRegNo: '62719-542',
    unit: 'fl oz',
    rateMinPer1000: 0.37,
    rateMaxPer1000: 0.74,
    restrictedUse: false,
  });
  productId = (product.json() as { _id: string })._id;
  await call('POST', `/products/${productId}/stock-movements`, { change: 100, reason: 'Delivery' });
  await call('PUT', `/applicators/${business.users.crew._id}/licence`, { licenceNo: 'TDA-0123456', expiresOn: addDays(today, 365) });
});
afterAll(() => t.close());

describe('enrolling a property', () => {
  it('plans the season’s rounds at once as treatment work logs on the crew’s day, in their windows, priced by band', async () => {
    const season = Number(today.slice(0, 4)) + 1;
    const programId = await addProgram([
      round('Pre-emergent', '02-01', '03-15'),
      round('Fertilizer', '04-01', '05-15', {
        priceBands: [
          { maxSqFt: 5000, priceCents: 4500 },
          { maxSqFt: 10_000, priceCents: 6000 },
          { maxSqFt: 20_000, priceCents: 8000 },
        ],
      }),
      round('Winterizer', '10-15', '11-30', { minutes: 45 }),
    ]);
    const propertyId = await newProperty();
    const enrolled = await enrol(propertyId, programId, season);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const enrolment = enrolled.json().data as Enrolment;
    expect(enrolment.priceCents).toBe(5500 + 6000 + 5500);
    expect(enrolment.rounds.map((r) => [r.name, r.priceCents, r.status])).toEqual([
      ['Pre-emergent', 5500, 'pending'],
      ['Fertilizer', 6000, 'pending'],
      ['Winterizer', 5500, 'pending'],
    ]);
    const windows = [
      [`${season}-02-01`, `${season}-03-15`],
      [`${season}-04-01`, `${season}-05-15`],
      [`${season}-10-15`, `${season}-11-30`],
    ];
    enrolment.rounds.forEach((planned, index) => {
      expect(planned.date! >= windows[index][0] && planned.date! <= windows[index][1], planned.date!).toBe(true);
      expect(isoWeekDay(planned.date!)).toBe(weekDay);
    });

    const rows = await roundVisits(enrolment._id);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.roundIndex === 2)).toMatchObject({
      serviceType: 'treatment',
      roundName: 'Winterizer',
      minutesOnSite: 45,
      price: 55,
      crewId: business.crew._id,
      vendorId: business.vendor._id,
      plannedDate: `${season}-10-15`,
      serviceId: enrolment.serviceId,
    });

    // The work logs list shows them with what they are.
    const filter = encodeURIComponent(JSON.stringify({ propertyId, serviceType: 'treatment', dateFrom: `${season}-01-01` }));
    const listed = await call('GET', `/work-logs?filter=${filter}&range=[0,49]`);
    expect(listed.statusCode, listed.body).toBe(200);
    const visits = listed.json() as { _id: string; serviceType: string; roundName: string; enrolmentId: string; price: number }[];
    expect(visits.map((workLog) => workLog.roundName).sort()).toEqual(['Fertilizer', 'Pre-emergent', 'Winterizer']);
    expect(visits.every((workLog) => workLog.serviceType === 'treatment' && workLog.enrolmentId === enrolment._id)).toBe(true);

    // Planned again, by the nightly fill or a re-plan, or enrolled again: no second visit of any round.
    const context = await planContext(db());
    expect((await fillHorizon(db(), context)).created).toBe(0);
    expect(await replan(db(), { propertyIds: [propertyId] }, null)).toEqual({ created: 0, moved: 0, removed: 0 });
    const again = await enrol(propertyId, programId, season);
    expect(again.statusCode).toBe(409);
    expect(await roundVisits(enrolment._id)).toHaveLength(3);
    expect(
      await db()
        .select()
        .from(services)
        .where(and(eq(services.propertyId, propertyId), eq(services.type, 'treatment'))),
    ).toHaveLength(1);

    const list = await call('GET', `/properties/${propertyId}/programs`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as Enrolment[]).map((row) => row._id)).toEqual([enrolment._id]);

    // Unenrolled: the rounds still pending come off the schedule.
    const ended = await call('DELETE', `/properties/${propertyId}/programs/${enrolment._id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((ended.json().data as Enrolment).endedAt).not.toBeNull();
    expect(await roundVisits(enrolment._id)).toHaveLength(0);
    expect((await call('DELETE', `/properties/${propertyId}/programs/${enrolment._id}`)).statusCode).toBe(409);
    expect((await fillHorizon(db(), await planContext(db()))).created).toBe(0);
  });

  it('moves a pending round with the crew when the zip code gets another crew, and leaves a pinned one alone', async () => {
    const season = Number(today.slice(0, 4)) + 1;
    const programId = await addProgram([round('Pre-emergent', '02-01', '03-15'), round('Fertilizer', '04-01', '05-15')]);
    const zipcode = '78798';
    await addZipcodes(db(), business.vendor._id, [{ zipcode, weekDay: 2, crewId: business.crew._id }]);
    const { property } = await addCustomer(db(), business.market._id, {}, { zipcode });
    const enrolment = (await enrol(property._id, programId, season)).json().data as Enrolment;
    const [first] = await roundVisits(enrolment._id).then((rows) => rows.filter((row) => row.roundIndex === 0));
    await db().update(workLogs).set({ pinned: true }).where(eq(workLogs._id, first._id));
    await addZipcodes(db(), business.otherVendor._id, [{ zipcode: '78797', weekDay: 4, crewId: business.otherVendorCrew._id }]);
    // The property moves to a zip code another vendor serves on Thursdays: the re-plan follows it.
    await t.app.database.db.transaction(async (tx) => {
      await tx.update(properties).set({ zipcode: '78797' }).where(eq(properties._id, property._id));
      await replan(tx, { propertyIds: [property._id] }, null);
    });
    const rows = await roundVisits(enrolment._id);
    const second = rows.find((row) => row.roundIndex === 1)!;
    expect(second.crewId).toBe(business.otherVendorCrew._id);
    expect(isoWeekDay(second.date)).toBe(4);
    expect(rows.find((row) => row.roundIndex === 0)).toMatchObject({ crewId: business.crew._id, date: first.date });
  });
});

describe('a round’s visit', () => {
  it('is charged when completed like any visit, takes the application record, and stays when unenrolled', async () => {
    const season = Number(today.slice(0, 4));
    const programId = await addProgram([
      round('Fall feed', today.slice(5), '12-31', { priceBands: [{ maxSqFt: 8000, priceCents: 6500 }] }),
    ]);
    const propertyId = await newProperty();
    const enrolled = await enrol(propertyId, programId, season, 6000);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const enrolment = enrolled.json().data as Enrolment;
    const [visit] = await roundVisits(enrolment._id);
    expect(visit).toMatchObject({ serviceType: 'treatment', roundIndex: 0, price: 65, plannedDate: today });
    // The crew works it today (a weekend's visit would have moved to Monday).
    await db().update(workLogs).set({ date: today }).where(eq(workLogs._id, visit._id));

    const application = await call(
      'POST',
      `/work-logs/${visit._id}/applications`,
      {
        productId,
        amount: 3,
        unit: 'fl oz',
        areaSqFt: 6000,
        targetPest: 'Broadleaf weeds',
        applicationMethod: 'Backpack sprayer',
        windMph: 5,
        windDirection: 'S',
        temperatureF: 64,
        startedAt: new Date().toISOString(),
      },
      crew,
    );
    expect(application.statusCode, application.body).toBe(201);
    expect(application.json().data).toMatchObject({ workLogId: visit._id, areaSqFt: 6000, ratePer1000: 0.5 });

    expect((await call('PUT', `/work-logs/${visit._id}/status`, { action: 'start' }, crew)).statusCode).toBe(200);
    const completed = await call('PUT', `/work-logs/${visit._id}/status`, { action: 'complete' }, crew);
    expect(completed.statusCode, completed.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
    expect(payment).toMatchObject({ item: 'treatment', priceCents: 6500, propertyId });
    expect(payment.amountCents).toBeGreaterThanOrEqual(6500);
    // Completing it again makes no second payment.
    await call('PUT', `/work-logs/${visit._id}/status`, { action: 'complete' }, crew);
    expect(await db().select().from(payments).where(eq(payments.workLogId, visit._id))).toHaveLength(1);

    const ended = await call('DELETE', `/properties/${propertyId}/programs/${enrolment._id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await roundVisits(enrolment._id)).toEqual([expect.objectContaining({ _id: visit._id, status: 'completed' })]);
    expect((ended.json().data as Enrolment).rounds[0]).toMatchObject({ workLogId: visit._id, status: 'completed' });
  });

  it('refuses two rounds opening on the same day, a price band of no size, and unenrolling another property’s enrolment', async () => {
    const same = await call('POST', '/programs', { name: 'P', rounds: [round('A', '02-01', '03-01'), round('B', '02-01', '04-01')] });
    expect(same.statusCode).toBe(400);
    expect(same.body).toContain('validation.treatment.window_taken');
    const band = await call('POST', '/programs', {
      name: 'P',
      rounds: [round('A', '02-01', '03-01', { priceBands: [{ maxSqFt: 0, priceCents: 1 }] })],
    });
    expect(band.statusCode).toBe(400);
    const programId = await addProgram([round('A', '02-01', '03-01')]);
    const propertyId = await newProperty();
    const enrolment = (await enrol(propertyId, programId, Number(today.slice(0, 4)) + 1)).json().data as Enrolment;
    const other = await newProperty();
    expect((await call('DELETE', `/properties/${other}/programs/${enrolment._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/properties/${propertyId}/programs/not-an-id`)).statusCode).toBe(400);
    expect((await call('GET', `/properties/${propertyId}/programs`, undefined, crew)).statusCode).toBe(403);
  });
});
