// Where an application record's wind and temperature came from, on the real database: the weather reading the crew's
// form prefilled (source, station, observation time) as far as the record kept its values, or typed; kept by a
// correction that keeps them; unknown on a record from before it was kept; in the inspector's CSV and PDF.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { addStop, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { pdfText } from '../pdfText';

const API = '/api/v1';
const SOURCE = 'Source of the wind and temperature';
let t: TestApp;
let business: Business;
let admin: string;
let crew: string;
let productId: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(token), ...(payload && { payload }) });

/** Observed at 08:40 Central on the day of the application, which started at 09:05. */
const READING = {
  source: 'nws',
  station: 'KAUS',
  observedAt: '2024-05-07T13:40:00.000Z',
  windMph: 6,
  windDirection: 'SW',
  temperatureF: 61,
};
const body = (extra: object = {}) => ({
  productId,
  amount: 3.5,
  unit: 'fl oz',
  areaSqFt: 6000,
  targetPest: 'Crabgrass',
  applicationMethod: 'Backpack sprayer',
  windMph: 6,
  windDirection: 'SW',
  temperatureF: 61,
  startedAt: '2024-05-07T14:05:00Z',
  ...extra,
});

async function record(extra: object = {}) {
  const stop = await addStop(db(), business, { crewId: business.crew._id, date: today });
  const answer = await call('POST', `/work-logs/${stop}/applications`, body(extra), crew);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { _id: string; weatherSource: unknown };
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  crew = (await signIn(t.app, 'test-crew', 'crew')).token;
  today = await businessToday(db());
  const product = await call('POST', '/products', {
    name: 'Weather Product',
    epaRegNo: '62719-542',
    unit: 'fl oz',
    rateMinPer1000: 0.37,
    rateMaxPer1000: 0.74,
    restrictedUse: false,
  });
  productId = product.json()._id;
  await call('POST', `/products/${productId}/stock-movements`, { change: 100, reason: 'Delivery' });
  await call('PUT', `/applicators/${business.users.crew._id}/licence`, { licenceNo: 'TDA-0123456', expiresOn: addDays(today, 365) });
});
afterAll(() => t.close());

describe('the weather’s source on an application record', () => {
  it('is the reading the form prefilled when kept, names the values typed over it, and is typed without one', async () => {
    const kept = await record({ weatherReading: READING });
    expect(kept.weatherSource).toEqual({ source: 'nws', station: 'KAUS', observedAt: READING.observedAt, typed: [] });
    const windTyped = await record({ windMph: 9, weatherReading: READING });
    expect(windTyped.weatherSource).toEqual({ source: 'nws', station: 'KAUS', observedAt: READING.observedAt, typed: ['windMph'] });
    const typed = await record();
    expect(typed.weatherSource).toEqual({
      source: 'typed',
      station: null,
      observedAt: null,
      typed: ['windMph', 'windDirection', 'temperatureF'],
    });
    const local = await record({ weatherReading: { ...READING, source: 'local', station: null } });
    expect(local.weatherSource).toMatchObject({ source: 'local', station: null, typed: [] });
    expect((await call('GET', `/applications/${kept._id}`)).json().weatherSource).toEqual(kept.weatherSource);

    const bad = await call(
      'POST',
      `/work-logs/${await addStop(db(), business, { crewId: business.crew._id, date: today })}/applications`,
      body({ weatherReading: { ...READING, source: 'almanac' } }),
      crew,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^weatherReading/);
  });

  it('is kept by a correction that keeps the weather, and says typed for the values it changes', async () => {
    const original = await record({ weatherReading: READING });
    const same = await call('POST', `/applications/${original._id}/corrections`, { ...body(), amount: 3, reason: 'Misread the gauge' });
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().data.weatherSource).toEqual(original.weatherSource);
    const again = await call('POST', `/applications/${same.json().data._id}/corrections`, {
      ...body(),
      temperatureF: 58,
      reason: 'Wrong reading',
    });
    expect(again.json().data.weatherSource).toMatchObject({ source: 'nws', station: 'KAUS', typed: ['temperatureF'] });
  });

  it('is in the inspector’s CSV and PDF in the rule’s order, and empty on a record from before it was kept', async () => {
    const day = '2024-05-08';
    const at = (extra: object) => record({ startedAt: `${day}T14:05:00Z`, ...extra });
    const kept = await at({ weatherReading: { ...READING, observedAt: `${day}T13:40:00.000Z` }, windDirection: 'S' });
    const typed = await at({});
    // A record written before the column (migration 0074): its source is unknown. Records are never edited (migration
    // 0075 refuses it), so the old record is a copy of one written without it.
    const [model] = await db().select().from(applications).where(eq(applications._id, typed._id));
    const [old] = await db()
      .insert(applications)
      .values({ ...model, _id: crypto.randomUUID(), weatherSource: null })
      .returning();
    expect((await call('GET', `/applications/${old._id}`)).json().weatherSource).toBeNull();

    const csv = await call('GET', `/reports/applications.csv?from=${day}&to=${day}`);
    const [header, ...lines] = csv.body.trim().split('\n');
    const columns = header.split(',');
    expect(columns.indexOf(SOURCE)).toBe(columns.indexOf('Air temperature (°F)') + 1);
    const sourceOf = (id: string) => lines.find((line) => line.includes(id))!;
    expect(sourceOf(kept._id)).toContain('"National Weather Service, station KAUS, observed 2024-05-08 08:40; typed: wind direction"');
    expect(sourceOf(typed._id)).toContain(',Typed by the applicator,');
    expect(sourceOf(old._id)).toMatch(/,61,,/);

    const pdf = await call('GET', `/reports/applications.pdf?from=${day}&to=${day}`);
    const text = pdfText(pdf.rawPayload).join('\n');
    expect(text).toContain(SOURCE);
    expect(text).toContain('Typed by the applicator');
    expect(text).toContain('station KAUS');
  });
});
