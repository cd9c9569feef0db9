// The planner on a real database: fills the horizon once, and re-plans only future pending, un-pinned work logs.
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { customers, histories, properties, services, vendorZipcodes, workLogs } from '../../../server/db/schema';
import { addDays, nextWeekDay } from '../../../server/lib/calendar';
import { fillHorizon, type PlanContext, planContext, replan } from '../../../server/modules/scheduling/planner';
import { writeSettings } from '../../../server/lib/settings';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let propertyId: string;
let customerId: string;
let austin: { vendorId: string; crewId: string | null; weekDay: number };
const context: PlanContext = { today: '2026-11-23', until: '2026-12-20', rules: { weekendOffDays: [6, 7] } };
const db = () => t.app.database.db;
const logsOf = (serviceId: string) => db().select().from(workLogs).where(eq(workLogs.serviceId, serviceId)).orderBy(workLogs.plannedDate);

async function addService(values: Partial<typeof services.$inferInsert> = {}) {
  const [service] = await db()
    .insert(services)
    .values({ customerId, propertyId, type: 'mow', frequency: 1, price: 40, startDate: '2026-11-02', status: 'pending', ...values })
    .returning();
  return service;
}

/**
 * The business's vendor serves 78701 on Mondays with its first crew, 78703 and 78704 with its other crew and its first;
 * another vendor serves 78702, where a property of its own has a weekly mow.
 */
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const { vendor, crew, sameVendorCrew, otherVendor, otherVendorCrew } = business;
  await addZipcodes(db(), vendor._id, [
    { zipcode: '78701', weekDay: 1, crewId: crew._id },
    { zipcode: '78703', weekDay: 3, crewId: sameVendorCrew._id },
    { zipcode: '78704', weekDay: 4, crewId: crew._id },
  ]);
  await addZipcodes(db(), otherVendor._id, [{ zipcode: '78702', weekDay: 2, crewId: otherVendorCrew._id }]);
  const [row] = await db()
    .select()
    .from(vendorZipcodes)
    .where(and(eq(vendorZipcodes.vendorId, vendor._id), eq(vendorZipcodes.zipcode, '78701')));
  austin = { vendorId: vendor._id, crewId: row.crewId, weekDay: row.weekDay };
  const [customer] = await db()
    .insert(customers)
    .values({ firstName: 'Plan', lastName: 'Ner', email: 'planner@example.com', mobile: '5125559876', status: 'active', source: 'none' })
    .returning();
  customerId = customer._id;
  const [property, neighbour] = await db()
    .insert(properties)
    .values([
      { customerId, address: '1 Planner Way', city: 'Austin', zipcode: '78701', status: 'active' },
      { customerId, address: '5 Neighbour St', city: 'Austin', zipcode: '78702', status: 'active' },
    ])
    .returning();
  propertyId = property._id;
  await addService({ propertyId: neighbour._id });
});
afterAll(() => t.close());

describe('fillHorizon', () => {
  it("plans a service on its vendor's day and crew, weekly across the horizon", async () => {
    const service = await addService();
    expect(await fillHorizon(db(), context, { serviceIds: [service._id] })).toEqual({ created: 4 });
    const logs = await logsOf(service._id);
    expect(logs.map((log) => log.date)).toHaveLength(4);
    expect(
      logs.every((log) => log.vendorId === austin.vendorId && log.crewId === austin.crewId && log.status === 'pending' && log.price === 40),
    ).toBe(true);
    expect(logs.every((log) => new Date(`${log.date}T12:00:00Z`).getUTCDay() === austin.weekDay % 7)).toBe(true);
    expect(logs.every((log) => log.routePosition !== null)).toBe(true);
  });

  it('creates and changes nothing on a second run, and writes no history', async () => {
    const before = await db().select().from(workLogs);
    const historyBefore = (await db().select().from(histories).where(eq(histories.entity, 'work-log'))).length;
    expect((await fillHorizon(db(), context)).created).toBeGreaterThan(0);
    const filled = await db().select().from(workLogs);
    expect(await fillHorizon(db(), context)).toEqual({ created: 0 });
    const again = await db().select().from(workLogs);
    expect(again).toEqual(filled);
    expect(filled.length).toBeGreaterThan(before.length);
    expect((await db().select().from(histories).where(eq(histories.entity, 'work-log'))).length).toBe(historyBefore);
  });

  it('plans unassigned work logs for a zip code no vendor serves, and none for an archived property', async () => {
    const [lonely] = await db()
      .insert(properties)
      .values({ customerId, address: '2 Nowhere Rd', city: 'Austin', zipcode: '00001', status: 'active' })
      .returning();
    const service = await addService({ propertyId: lonely._id, mowDay: 3 });
    await fillHorizon(db(), context, { propertyIds: [lonely._id] });
    const logs = await logsOf(service._id);
    expect(logs.map((log) => log.date)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16']);
    expect(logs.every((log) => log.crewId === null && log.vendorId === null)).toBe(true);

    const [archived] = await db()
      .insert(properties)
      .values({ customerId, address: '3 Gone St', city: 'Austin', zipcode: '78701', status: 'active', isArchived: true })
      .returning();
    const hidden = await addService({ propertyId: archived._id });
    await fillHorizon(db(), context, { propertyIds: [archived._id] });
    expect(await logsOf(hidden._id)).toEqual([]);
  });
});

describe('replan', () => {
  it('moves only future pending, un-pinned work logs, with a history row each', async () => {
    const service = await addService({ frequency: 1, mowDay: 2, startDate: '2026-11-23' });
    await fillHorizon(db(), context, { serviceIds: [service._id] });
    const [first, second, third, fourth] = await logsOf(service._id);
    expect([first, second, third, fourth].map((log) => log.date)).toEqual(['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15']);
    await db().update(workLogs).set({ status: 'started' }).where(eq(workLogs._id, first._id));
    await db().update(workLogs).set({ status: 'completed' }).where(eq(workLogs._id, second._id));
    await db().update(workLogs).set({ pinned: true, date: '2026-12-10' }).where(eq(workLogs._id, third._id));

    await db().update(services).set({ frequency: 2 }).where(eq(services._id, service._id));
    const result = await replan(db(), { serviceIds: [service._id] }, null, context);
    // Bi-weekly from 11-24: 11-24, 12-08 and 12-22 (past the horizon); 12-01 and 12-15 are no longer wanted.
    expect(result).toEqual({ created: 0, moved: 0, removed: 1 });
    const after = await logsOf(service._id);
    expect(after.map((log) => [log._id, log.status, log.date])).toEqual([
      [first._id, 'started', '2026-11-24'],
      [second._id, 'completed', '2026-12-01'],
      [third._id, 'pending', '2026-12-10'],
    ]);
    const history = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'work-log'), eq(histories.entityId, fourth._id)));
    expect(history.map((row) => row.action)).toEqual(['deleted']);
  });

  it('follows a new crew and removes the pending visits of a cancelled service', async () => {
    const service = await addService({ startDate: '2026-11-23' });
    await fillHorizon(db(), context, { serviceIds: [service._id] });
    const otherCrew = await db().select().from(vendorZipcodes).where(eq(vendorZipcodes.vendorId, austin.vendorId));
    const newCrew = otherCrew.map((row) => row.crewId).find((crew) => crew && crew !== austin.crewId)!;
    await db()
      .update(vendorZipcodes)
      .set({ crewId: newCrew })
      .where(and(eq(vendorZipcodes.vendorId, austin.vendorId), eq(vendorZipcodes.zipcode, '78701')));
    const moved = await replan(db(), { zipcodes: ['78701'] }, null, context);
    expect(moved.moved).toBeGreaterThanOrEqual(4);
    const replanned = await logsOf(service._id);
    expect(replanned.length).toBeGreaterThanOrEqual(4);
    expect(replanned.every((log) => log.crewId === newCrew)).toBe(true);
    expect(await replan(db(), { zipcodes: ['78701'] }, null, context)).toEqual({ created: 0, moved: 0, removed: 0 });

    await db().update(services).set({ status: 'cancel' }).where(eq(services._id, service._id));
    expect((await replan(db(), { serviceIds: [service._id] }, null, context)).removed).toBe(4);
    expect(await logsOf(service._id)).toEqual([]);
    const removed = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'work-log'), eq(histories.action, 'deleted'), inArray(histories.propertyId, [propertyId])));
    expect(removed.length).toBeGreaterThanOrEqual(4);
  });
});

describe('re-planning inside the writes that change a schedule', () => {
  let admin: string;
  let plan: PlanContext;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin), payload });

  beforeAll(async () => {
    admin = (await signIn(t.app, business.users.admin.username)).token;
    // An open season and no weekend-off days, so the real today always has visits ahead.
    await writeSettings(db(), {
      serviceCalendar: {
        ...DEFAULT_SETTINGS.serviceCalendar,
        transferDate: '2099-11-30',
        nextSeasonDate: '2100-03-01',
        weekendOffDays: [],
      },
    });
    plan = await planContext(db());
  });

  it('plans a new service at once, and follows the property out of and back into the schedule', async () => {
    const [property] = await db()
      .insert(properties)
      .values({ customerId, address: '9 Trigger Ln', city: 'Austin', zipcode: '78701', status: 'active' })
      .returning();
    const startDate = nextWeekDay(plan.today, 1);
    const saved = await call('PUT', `/customers/${customerId}/properties/${property._id}/services`, {
      services: [{ type: 'mow', frequency: 1, price: 45, startDate }],
    });
    expect(saved.statusCode).toBe(200);
    const [service] = await db().select().from(services).where(eq(services.propertyId, property._id));
    const planned = await logsOf(service._id);
    expect(planned.length).toBeGreaterThanOrEqual(1);
    const [served] = await db()
      .select()
      .from(vendorZipcodes)
      .where(and(eq(vendorZipcodes.vendorId, austin.vendorId), eq(vendorZipcodes.zipcode, '78701')));
    expect(planned.every((log) => log.date >= startDate && log.date <= addDays(plan.until, 6) && log.crewId === served.crewId)).toBe(true);

    expect((await call('PUT', `/customers/properties/${property._id}/archive`)).statusCode).toBe(200);
    expect(await logsOf(service._id)).toEqual([]);
    expect((await call('PUT', `/customers/properties/${property._id}/restore`)).statusCode).toBe(200);
    expect((await logsOf(service._id)).map((log) => log.plannedDate)).toEqual(planned.map((log) => log.plannedDate));

    const weekly = await call('PUT', `/customers/${customerId}/properties/${property._id}/services`, {
      services: [{ _id: service._id, type: 'mow', frequency: 6, price: 45, startDate }],
    });
    expect(weekly.statusCode).toBe(200);
    expect((await logsOf(service._id)).map((log) => log.plannedDate)).toEqual([planned[0].plannedDate]);
  });

  it("moves the work logs of a zip code to the vendor's new crew", async () => {
    const zipcodes = (await call('GET', `/vendors/${austin.vendorId}/zipcodes`)).json().data.zipcodes as {
      zipcode: string;
      weekDay: number;
      crewId: string | null;
    }[];
    const row = zipcodes.find((item) => item.zipcode === '78701')!;
    const crewIds = [...new Set(zipcodes.map((item) => item.crewId).filter(Boolean))] as string[];
    const newCrew = crewIds.find((crew) => crew !== row.crewId)!;
    await fillHorizon(db(), plan);
    const saved = await call('PUT', `/vendors/${austin.vendorId}/zipcodes`, {
      zipcodes: zipcodes.map((item) => (item.zipcode === '78701' ? { ...item, crewId: newCrew } : item)),
    });
    expect(saved.statusCode).toBe(200);
    const pending = await db()
      .select()
      .from(workLogs)
      .innerJoin(properties, eq(properties._id, workLogs.propertyId))
      .where(
        and(eq(properties.zipcode, '78701'), eq(workLogs.status, 'pending'), eq(workLogs.pinned, false), gte(workLogs.date, plan.today)),
      );
    // Services whose mow day is not the vendor's day stay unassigned; every other one follows the new crew.
    const served = pending.filter(({ work_logs: log }) => log.vendorId === austin.vendorId);
    expect(served.length).toBeGreaterThan(0);
    expect(
      served.filter(({ work_logs: log }) => log.crewId !== newCrew).map(({ work_logs: log }) => [log.date, log.crewId, log.vendorId]),
    ).toEqual([]);
    const elsewhere = await db()
      .select()
      .from(workLogs)
      .innerJoin(properties, eq(properties._id, workLogs.propertyId))
      .where(and(eq(properties.zipcode, '78702'), gte(workLogs.date, plan.today)));
    expect(elsewhere.some(({ work_logs: log }) => log.crewId !== newCrew)).toBe(true);
  });
});
