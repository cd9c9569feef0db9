// Service pauses: the pending visits of a date range in a property, a market or a service type leave the crews' days,
// come back to the same crew, date and route position when the pause ends, and each customer hears it once in their
// language; bad input is a 400 with field messages.
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServicePauseRecord } from '../../../common/schemas/servicePause';
import { histories, servicePauses, workLogs } from '../../../server/db/schema';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import type { RainDayPlan } from '../../../common/schemas/rainDay';
import { addDays } from '../../../server/lib/calendar';
import { writeSettings } from '../../../server/lib/settings';
import { planContext } from '../../../server/modules/scheduling';
import { addCustomer, addMarket } from '../fixtures/business';
import { bearer, englishErrors, signIn } from '../helpers';
import { momentsHarness, settledCount } from '../momentsHarness';

const h = momentsHarness();
const db = () => h.t.app.database.db;
let csr: string;
/** Days far apart, so one test's range never holds another test's visits. */
let nextDay = 0;
const freshDay = async () => addDays((await planContext(db())).today, 10 + 7 * nextDay++);

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  csr ??= (await signIn(h.t.app, h.business.users.csr.username)).token;
  return h.t.app.inject({ method, url: `/api/v1/service-pauses${url}`, headers: bearer(csr), payload });
};
const pause = async (body: object) => {
  const response = await call('POST', '', body);
  expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
  return response.json().data as ServicePauseRecord;
};
const end = async (id: string) => {
  const response = await call('DELETE', `/${id}`);
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.json().data as ServicePauseRecord;
};
const places = (ids: string[]) =>
  db()
    .select({ _id: workLogs._id, crewId: workLogs.crewId, date: workLogs.date, routePosition: workLogs.routePosition })
    .from(workLogs)
    .where(inArray(workLogs._id, ids))
    .orderBy(asc(workLogs._id));

describe('POST /service-pauses', () => {
  it('takes a market’s pending visits of those dates off the crews’ days, only those, and DELETE puts them back in place', async () => {
    const day = await freshDay();
    const { customer, property, visit: first } = await h.newWorkLog(day, { language: 'es', firstName: 'Lucía' }, { routePosition: 3 });
    const second = (await h.newWorkLog(addDays(day, 1), {}, { routePosition: 1 })).visit;
    const started = (await h.newWorkLog(day, {}, { status: 'started', startedAt: new Date(), routePosition: 2 })).visit;
    const after = (await h.newWorkLog(addDays(day, 2))).visit;
    const before = (await h.newWorkLog(addDays(day, -1))).visit;
    const other = await addMarket(db(), { name: `Elsewhere ${day}` });
    const elsewhere = await addCustomer(db(), other._id);
    const [otherVisit] = await db()
      .insert(workLogs)
      .values({
        propertyId: elsewhere.property._id,
        customerId: elsewhere.customer._id,
        serviceId: elsewhere.service._id,
        serviceType: 'mow',
        vendorId: h.business.crew.vendorId,
        crewId: h.business.crew._id,
        date: day,
        plannedDate: day,
        price: 45,
      })
      .returning();
    const paused = [first._id, second._id].sort();
    const placesBefore = await places(paused);

    const record = await pause({ scope: { marketId: h.business.market._id }, from: day, to: addDays(day, 1), reason: 'Drought' });
    expect(record).toMatchObject({ scope: 'marketId', scopeName: h.business.market.name, removed: 2, customers: 2, endedAt: null });
    expect(await places(paused)).toEqual([]);
    expect((await places([started._id, after._id, before._id, otherVisit._id])).length).toBe(4);
    const history = await db().select().from(histories).where(eq(histories.entityId, first._id));
    expect(history.map((row) => row.changes)).toContainEqual({ servicePause: { from: day, to: null } });
    // Told once, in Spanish for Lucía, with the dates written as she reads them.
    const [text] = await settledCount(() => h.textsTo(customer.mobile!), 1);
    expect(text).toContain(`pausamos su servicio de césped en ${property.address}`);
    expect(h.mailsTo(customer.email!)).toHaveLength(1);

    const list = (await call('GET', '')).json().data as ServicePauseRecord[];
    expect(list.find((row) => row._id === record._id)).toMatchObject({ removed: 2, reason: 'Drought' });

    const ended = await end(record._id);
    expect(ended).toMatchObject({ restored: 2, notRestored: [] });
    expect(ended.endedAt).not.toBeNull();
    expect(await places(paused)).toEqual(placesBefore);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 2)).toHaveLength(2);
    // Ending twice is refused; the visits stay where they are.
    expect((await call('DELETE', `/${record._id}`)).statusCode).toBe(409);
  });

  it('pauses one property, and leaves a visit whose day passed where the pause put it, saying why', async () => {
    const day = await freshDay();
    const { property, visit } = await h.newWorkLog(day);
    const neighbour = (await h.newWorkLog(day)).visit;
    const record = await pause({ scope: { propertyId: property._id }, from: day, to: day, reason: 'Vacation' });
    expect(record).toMatchObject({ removed: 1, customers: 1, scopeName: property.address });
    expect(await places([visit._id, neighbour._id])).toHaveLength(1);
    const own = (await call('GET', `?propertyId=${property._id}`)).json().data as ServicePauseRecord[];
    expect(own.map((row) => row._id)).toEqual([record._id]);
    // The visit's day passes while it is paused: it cannot go back.
    await db()
      .update(servicePauses)
      .set({ removed: [{ ...visit, date: '2020-01-06', plannedDate: '2020-01-06' }] })
      .where(eq(servicePauses._id, record._id));
    const ended = await end(record._id);
    expect(ended).toMatchObject({ restored: 0, notRestored: [{ workLogId: visit._id, date: '2020-01-06', reason: 'passed' }] });
  });

  it('pauses a service type: bush and bed goes, the mow of the same day stays', async () => {
    const day = await freshDay();
    const bnb = (await h.newWorkLog(day, {}, { serviceType: 'bnb' })).visit;
    const mow = (await h.newWorkLog(day)).visit;
    const record = await pause({ scope: { serviceType: 'bnb' }, from: day, to: day, reason: 'Mulch shortage' });
    expect(record.removed).toBeGreaterThanOrEqual(1);
    expect((await places([bnb._id, mow._id])).map((row) => row._id)).toEqual([mow._id]);
    await end(record._id);
    expect(await places([bnb._id])).toHaveLength(1);
  });

  it('refuses bad input with a 400 and field messages', async () => {
    const day = await freshDay();
    const refused = async (body: object) => {
      const response = await call('POST', '', body);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      return englishErrors(response.json());
    };
    const market = { marketId: h.business.market._id };
    expect(await refused({ scope: market, from: day, to: addDays(day, -1), reason: 'x' })).toEqual({
      to: 'The last day comes on or after the first day.',
    });
    expect(await refused({ scope: market, from: day, to: addDays(day, 92), reason: 'x' })).toHaveProperty('to');
    expect(await refused({ scope: {}, from: day, to: day, reason: 'x' })).toHaveProperty('scope');
    expect(await refused({ scope: { ...market, serviceType: 'mow' }, from: day, to: day, reason: 'x' })).toHaveProperty('scope');
    expect(await refused({ scope: { crewId: h.business.crew._id }, from: day, to: day, reason: 'x' })).toHaveProperty('scope');
    expect(await refused({ scope: market, from: day, to: day, reason: ' ' })).toHaveProperty('reason');
    expect(await refused({ scope: { marketId: crypto.randomUUID() }, from: day, to: day, reason: 'x' })).toEqual({
      'scope.marketId': 'No such market.',
    });
    expect(await refused({ scope: { propertyId: crypto.randomUUID() }, from: day, to: day, reason: 'x' })).toEqual({
      'scope.propertyId': 'No such property.',
    });
    expect(await refused({ scope: market, from: '2020-01-01', to: '2020-01-02', reason: 'x' })).toEqual({
      to: 'This range is over; choose dates from today on.',
    });
    expect((await call('DELETE', `/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/not-an-id')).statusCode).toBe(400);
  });

  it('keeps a rain day’s default target off the paused dates of the visit’s market', async () => {
    // An open season and no weekend off: every day after the rain day is a candidate but the paused ones.
    await writeSettings(db(), {
      serviceCalendar: {
        ...DEFAULT_SETTINGS.serviceCalendar,
        transferDate: '2099-11-30',
        nextSeasonDate: '2100-03-01',
        weekendOffDays: [],
      },
    });
    const day = await freshDay();
    await h.newWorkLog(day);
    await pause({ scope: { marketId: h.business.market._id }, from: addDays(day, 1), to: addDays(day, 2), reason: 'Holiday week' });
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/v1/work-logs/rain-day/preview',
      headers: bearer(csr),
      payload: { date: day, scope: 'crew', scopeId: h.business.crew._id },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const plan = response.json().data as RainDayPlan;
    expect(plan.moves.length).toBeGreaterThan(0);
    for (const move of plan.moves) expect(move.toDate > addDays(day, 2), move.toDate).toBe(true);
  });
});
