// A property's lawn on the real database: typed in or measured from an outline drawn on the map (the server figures
// the area), an enrolment's area kept as the lawn when none is on file, each change in the property's history, and
// bad outlines refused with the field's message; the crew's form reads the lawn's latest area.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, lawns, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let crew: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(token), ...(payload && { payload }) });

/** Corners `[east, north]` in feet from the fixture property's map position (30.27, -97.74). */
function outline(feet: [number, number][], centre: [number, number] = [30.27, -97.74]): [number, number][] {
  const perDegree = 69.09 * 5280;
  const east = perDegree * Math.cos((centre[0] * Math.PI) / 180);
  return feet.map(([x, y]) => [centre[0] + y / perDegree, centre[1] + x / east]);
}
const rectangle = (width: number, depth: number) =>
  outline([
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ]);

/** A one-round program in March of next season, and a way to enrol a property in it with a 6,400 sq ft lawn. */
let programs = 0;
async function lawnProgram() {
  programs += 1;
  // A product's name and EPA number are one product's: each program gets its own.
  const product = await call('POST', '/products', {
    name: `Lawn test product ${programs}`,
    epaRegNo: '100-1139',
    unit: 'oz',
    rateMinPer1000: 0.2,
    rateMaxPer1000: 0.8,
    restrictedUse: false,
  });
  const season = Number((await businessToday(db())).slice(0, 4)) + 1;
  const program = await call('POST', '/programs', {
    name: `Lawn test program ${programs}`,
    rounds: [
      {
        name: 'Only',
        windowStart: '03-01',
        windowEnd: '03-31',
        products: [{ productId: product.json()._id, ratePer1000: 0.4 }],
        priceCents: 5000,
      },
    ],
  });
  const enrol = (propertyId: string) =>
    call('POST', `/properties/${propertyId}/programs`, { programId: program.json()._id, season, lawnSqFt: 6400, consent: true });
  return enrol;
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  csr = (await signIn(t.app, 'test-csr')).token;
  crew = (await signIn(t.app, 'test-crew', 'crew')).token;
});
afterAll(() => t.close());

describe('a property’s lawn', () => {
  it('is measured from the outline drawn on the map, whatever area the browser sent, and can be typed in instead', async () => {
    const { property } = await addCustomer(db(), business.market._id);
    expect((await call('GET', `/properties/${property._id}/lawn`)).json()).toMatchObject({ data: null });

    const drawn = await call('PUT', `/properties/${property._id}/lawn`, { outline: rectangle(100, 60), sqFt: 99_999 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().message).toBe('Lawn saved.');
    const lawn = drawn.json().data;
    expect(lawn.sqFt).toBeGreaterThanOrEqual(5990);
    expect(lawn.sqFt).toBeLessThanOrEqual(6010);
    expect(lawn.outline).toHaveLength(4);
    expect((await call('GET', `/properties/${property._id}/lawn`)).json().data).toEqual(lawn);

    const typed = await call('PUT', `/properties/${property._id}/lawn`, { sqFt: 7200 });
    expect(typed.json().data).toMatchObject({ sqFt: 7200, outline: null });

    const rows = await db().select().from(histories).where(eq(histories.entityId, property._id));
    const changes = rows.map((row) => row.changes);
    expect(changes).toContainEqual({ lawnSqFt: { from: null, to: lawn.sqFt }, lawnMeasured: { from: null, to: 'map' } });
    expect(changes).toContainEqual({ lawnSqFt: { from: lawn.sqFt, to: 7200 }, lawnMeasured: { from: 'map', to: 'typed' } });
  });

  it('refuses an outline that crosses itself, is too small, too few corners, or far from the property, and keeps the lawn', async () => {
    const { property } = await addCustomer(db(), business.market._id);
    expect((await call('PUT', `/properties/${property._id}/lawn`, { sqFt: 5000 })).statusCode).toBe(200);
    const bowTie = outline([
      [0, 0],
      [100, 60],
      [100, 0],
      [0, 60],
    ]);
    const cases: [object, string][] = [
      [{ outline: bowTie }, 'outline_crossing'],
      [{ outline: rectangle(5, 5) }, 'outline_area'],
      [{ outline: rectangle(100, 60).slice(0, 2) }, 'outline_too_few'],
      [
        {
          outline: [
            [91, 0],
            [0, 0],
            [0, 1],
          ],
        },
        'outline_invalid',
      ],
      [
        {
          outline: outline(
            [
              [0, 0],
              [100, 0],
              [100, 60],
              [0, 60],
            ],
            [30.4, -97.74],
          ),
        },
        'outline_far',
      ],
    ];
    for (const [body, key] of cases) {
      const answer = await call('PUT', `/properties/${property._id}/lawn`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors.outline, answer.body).toBe(`validation.treatment.${key}`);
    }
    const crossing = await call('PUT', `/properties/${property._id}/lawn`, { outline: bowTie }, admin);
    expect(crossing.json().message).toBe('The outline crosses itself: undo the last corners and go around the lawn in order.');
    const none = await call('PUT', `/properties/${property._id}/lawn`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.sqFt).toBe('validation.treatment.lawn_invalid');
    expect((await call('GET', `/properties/${property._id}/lawn`)).json().data).toMatchObject({ sqFt: 5000, outline: null });
  });

  it('takes an enrolment’s area when none is on file, and keeps the one on file otherwise', async () => {
    const enrol = await lawnProgram();

    const fresh = (await addCustomer(db(), business.market._id)).property;
    expect((await enrol(fresh._id)).statusCode).toBe(201);
    expect((await call('GET', `/properties/${fresh._id}/lawn`)).json().data).toMatchObject({ sqFt: 6400, outline: null });

    const measured = (await addCustomer(db(), business.market._id)).property;
    const drawn = (await call('PUT', `/properties/${measured._id}/lawn`, { outline: rectangle(80, 50) })).json().data;
    expect((await enrol(measured._id)).statusCode).toBe(201);
    expect((await call('GET', `/properties/${measured._id}/lawn`)).json().data).toEqual(drawn);
  });

  it('is the area the crew’s form starts from, as last measured or typed, and the enrolment’s where none is on file', async () => {
    const enrol = await lawnProgram();
    const { property } = await addCustomer(db(), business.market._id);
    const enrolled = await enrol(property._id);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const stop = enrolled.json().data.rounds[0].workLogId as string;
    const today = await businessToday(db());
    await db().update(workLogs).set({ crewId: business.crew._id, date: today }).where(eq(workLogs._id, stop));
    const area = async () => {
      const day = await call('GET', `/crew/day/treatments?date=${today}`, undefined, crew);
      expect(day.statusCode, day.body).toBe(200);
      return day.json().data.stops.find((row: { workLogId: string }) => row.workLogId === stop).lawnSqFt;
    };

    expect(await area()).toBe(6400);
    const drawn = (await call('PUT', `/properties/${property._id}/lawn`, { outline: rectangle(100, 60) })).json().data;
    expect(await area()).toBe(drawn.sqFt);
    expect((await call('PUT', `/properties/${property._id}/lawn`, { sqFt: 8100 })).statusCode).toBe(200);
    expect(await area()).toBe(8100);
    // A property whose lawn was never kept (an enrolment from before lawns were): the enrolment's area.
    await db().delete(lawns).where(eq(lawns.propertyId, property._id));
    expect(await area()).toBe(6400);
  });

  it('is staff’s with treatments_manage only, and of a property that exists', async () => {
    expect((await call('GET', `/properties/${business.property._id}/lawn`, undefined, csr)).statusCode).toBe(403);
    expect((await call('PUT', `/properties/${business.property._id}/lawn`, { sqFt: 5000 }, csr)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/properties/${unknown}/lawn`)).statusCode).toBe(404);
    expect((await call('PUT', `/properties/${unknown}/lawn`, { sqFt: 5000 })).statusCode).toBe(404);
  });
});
