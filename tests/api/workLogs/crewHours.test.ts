// A crew's working hours (PUT /vendors/crews/{id}/working-hours): staff set any crew's, a vendor only its own crews'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../../common/schemas/crewHours';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  for (const who of ['admin', 'csr', 'vendor', 'pendingVendor', 'customer'] as const) {
    tokens[who] = (await signIn(t.app, business.users[who].username)).token;
  }
  tokens.crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
});
afterAll(() => t.close());

const put = (who: string | null, crewId: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/vendors/crews/${crewId}/working-hours`,
    headers: { ...(who ? bearer(tokens[who]) : {}), ...headers },
    payload: payload as object,
  });
const read = async (crewId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/vendors/crews/${crewId}`, headers: bearer(tokens.admin) })).json();

/** Monday to Friday 7:00 to 15:30, Saturday mornings, Sunday off. */
const WEEK: WorkingHours = [
  ...Array.from({ length: 5 }, () => ({ works: true, start: '07:00', end: '15:30' })),
  { works: true, start: '08:00', end: '12:00' },
  { works: false, start: '08:00', end: '16:00' },
];

describe('PUT /vendors/crews/:id/working-hours', () => {
  it('gives every crew 8 hours a day until its hours are set, and keeps the hours staff set', async () => {
    expect((await read(business.otherVendorCrew._id)).workingHours).toEqual(DEFAULT_WORKING_HOURS);
    const saved = await put('csr', business.otherVendorCrew._id, { workingHours: WEEK });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect(saved.json().data).toMatchObject({ _id: business.otherVendorCrew._id, name: 'Other Crew', workingHours: WEEK });
    expect((await read(business.otherVendorCrew._id)).workingHours).toEqual(WEEK);
    // A whole crew saved by staff (name, start point) keeps its hours.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendors/crews/${business.otherVendorCrew._id}`,
      headers: bearer(tokens.admin),
      payload: { vendorId: business.otherVendor._id, name: 'Other Crew' },
    });
    expect(renamed.json().workingHours).toEqual(WEEK);
  });

  it("lets a vendor set its own crews' hours and no other crew's, and refuses crews, customers and pending vendors", async () => {
    const own = await put('vendor', business.sameVendorCrew._id, { workingHours: WEEK });
    expect(own.statusCode).toBe(200);
    expect((await read(business.sameVendorCrew._id)).workingHours).toEqual(WEEK);

    const before = (await read(business.otherVendorCrew._id)).workingHours;
    const other = await put('vendor', business.otherVendorCrew._id, { workingHours: DEFAULT_WORKING_HOURS });
    expect(other.statusCode).toBe(403);
    // A crew that does not exist answers a vendor as another's would, so ids are not probed; staff learn it is gone.
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await put('vendor', ghost, { workingHours: WEEK })).statusCode).toBe(403);
    expect((await put('admin', ghost, { workingHours: WEEK })).statusCode).toBe(404);
    for (const who of ['crew', 'customer', 'pendingVendor']) {
      expect((await put(who, business.crew._id, { workingHours: WEEK })).statusCode, who).toBe(403);
    }
    expect((await put(null, business.crew._id, { workingHours: WEEK })).statusCode).toBe(401);
    expect((await read(business.otherVendorCrew._id)).workingHours).toEqual(before);
  });

  it('answers 400 with field messages in the reader’s language; a day off keeps its times unchecked', async () => {
    const crewId = business.crew._id;
    const before = (await read(crewId)).workingHours;
    const withDay = (index: number, day: unknown) => DEFAULT_WORKING_HOURS.map((each, position) => (position === index ? day : each));
    for (const [body, field, message] of [
      [{ workingHours: withDay(2, { works: true, start: '16:00', end: '08:00' }) }, 'workingHours.2.end', 'The day ends after it starts.'],
      [
        { workingHours: withDay(0, { works: true, start: '7am', end: '16:00' }) },
        'workingHours.0.start',
        'Give a time of day, such as 08:00.',
      ],
      [
        { workingHours: withDay(6, { works: true, start: '08:00', end: '24:30' }) },
        'workingHours.6.end',
        'Give a time of day, such as 08:00.',
      ],
      [{ workingHours: DEFAULT_WORKING_HOURS.slice(0, 5) }, 'workingHours', 'Give the hours of each of the seven week days.'],
      [{ workingHours: Array.from({ length: 10_000 }, () => DEFAULT_WORKING_HOURS[0]) }, 'workingHours', undefined],
      [{ workingHours: withDay(1, { works: 'sometimes', start: '08:00', end: '16:00' }) }, 'workingHours.1.works', 'Works is yes or no.'],
      [{ workingHours: withDay(1, { works: true, start: '08:00\u0000', end: '16:00' }) }, 'workingHours.1.start', undefined],
      [{}, 'workingHours', undefined],
    ] as const) {
      const refused = await put('admin', crewId, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const errors = englishErrors(refused.json());
      expect(Object.keys(errors), JSON.stringify(body).slice(0, 80)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
    const spanish = await put('admin', crewId, { workingHours: withDay(3, { works: true, start: '12:00', end: '09:00' }) });
    expect(renderMessage('es', spanish.json().errors['workingHours.3.end'])).toBe('La jornada termina después de empezar.');
    // A day off keeps its times without checking them against each other.
    const dayOff = withDay(6, { works: false, start: '12:00', end: '09:00' });
    expect((await put('admin', crewId, { workingHours: dayOff })).statusCode).toBe(200);
    expect((await read(crewId)).workingHours).not.toEqual(before);
  });
});
