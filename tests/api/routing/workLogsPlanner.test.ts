// The planner through the API and on its own: a work log staff moved by hand keeps its day through a re-plan, a vendor's
// status change re-plans its zip codes, and a re-plan makes a few statements whatever the number of work logs.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { crews, histories, properties, services, vendorZipcodes, vendors, workLogs } from '../../../server/db/schema';
import { addDays } from '../../../server/lib/calendar';
import { fillHorizon, planContext, replan } from '../../../server/modules/scheduling/planner';
import { writeSettings } from '../../../server/lib/settings';
import { bearer, type TestApp } from '../helpers';
import { workLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let csr: string;
let admin: string;
beforeAll(async () => {
  const setup = await workLogTestApp();
  ({ t, world } = setup);
  csr = setup.tokens.csr;
  admin = setup.tokens.admin;
  // An open season, so a re-plan through the API keeps every day the tests plan (the default season closes on 30 November).
  await writeSettings(db(), {
    serviceCalendar: { ...DEFAULT_SETTINGS.serviceCalendar, transferDate: '2099-11-30', nextSeasonDate: '2100-03-01' },
  });
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const logsOf = (serviceId: string) => db().select().from(workLogs).where(eq(workLogs.serviceId, serviceId)).orderBy(workLogs.plannedDate);

describe('a planned work log moved through the API', () => {
  it('keeps its new day and its planned occurrence through a re-plan and a second fill', async () => {
    // The real today (moves refuse past days), without a closed season, so the horizon holds several visits.
    const context = { ...(await planContext(db())), rules: { weekendOffDays: [6, 7] } };
    const [service] = await db()
      .insert(services)
      .values({
        customerId: world.customerId,
        propertyId: world.propertyId,
        type: 'mow',
        frequency: 1,
        price: 40,
        startDate: context.today,
        status: 'pending',
      })
      .returning();
    expect((await fillHorizon(db(), context, { serviceIds: [service._id] })).created).toBeGreaterThan(1);
    const planned = await logsOf(service._id);
    const moved = planned.at(-1)!;
    const newDay = addDays(moved.date, 1);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/work-logs/move',
      headers: bearer(csr),
      payload: { ids: [moved._id], date: newDay },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ _id: moved._id, date: newDay, plannedDate: moved.plannedDate, pinned: true });

    // Every other week now: the planner drops or keeps the un-pinned rows, and leaves the pinned one where staff put it.
    await db().update(services).set({ frequency: 2 }).where(eq(services._id, service._id));
    await replan(db(), { serviceIds: [service._id] }, null, context);
    const after = await logsOf(service._id);
    expect(after.find((row) => row._id === moved._id)).toMatchObject({ date: newDay, pinned: true, status: 'pending' });
    expect(after.filter((row) => row.plannedDate === moved.plannedDate)).toHaveLength(1);
    // A second fill finds the moved occurrence's slot taken and creates nothing for it.
    await fillHorizon(db(), context, { serviceIds: [service._id] });
    expect((await logsOf(service._id)).filter((row) => row.plannedDate === moved.plannedDate)).toHaveLength(1);
  });
});

/** A vendor of its own with two crews, serving fresh zip codes on Wednesdays, and properties there with weekly mows. */
async function servedArea(zipcodeCount: number[]) {
  const zipcodes = zipcodeCount.map(() => `0${Math.floor(Math.random() * 9000) + 1000}`);
  const [vendor] = await db()
    .insert(vendors)
    .values({
      companyName: `Planner Vendor ${zipcodes[0]}`,
      commission: 20,
      status: 'active',
      prices: { small: 30, average: 40, large: 50, extraLarge: 60 },
    })
    .returning();
  const [crew, otherCrew] = await db()
    .insert(crews)
    .values([
      { vendorId: vendor._id, name: 'Planner Crew A' },
      { vendorId: vendor._id, name: 'Planner Crew B' },
    ])
    .returning();
  await db()
    .insert(vendorZipcodes)
    .values(zipcodes.map((zipcode) => ({ vendorId: vendor._id, zipcode, weekDay: WEDNESDAY, crewId: crew._id })));
  const context = { ...(await planContext(db())), rules: { weekendOffDays: [6, 7] } };
  const serviceIds: string[][] = [];
  for (const [index, count] of zipcodeCount.entries()) {
    const propertyRows = await db()
      .insert(properties)
      .values(
        Array.from({ length: count }, (_, position) => ({
          customerId: world.customerId,
          address: `${position + 1} Planner Way`,
          city: 'Austin',
          zipcode: zipcodes[index],
        })),
      )
      .returning();
    const serviceRows = await db()
      .insert(services)
      .values(
        propertyRows.map((property) => ({
          customerId: world.customerId,
          propertyId: property._id,
          type: 'mow' as const,
          frequency: 1,
          price: 40,
          startDate: context.today,
          mowDay: WEDNESDAY,
          status: 'pending' as const,
        })),
      )
      .returning();
    serviceIds.push(serviceRows.map((service) => service._id));
  }
  await fillHorizon(db(), context, { serviceIds: serviceIds.flat() });
  return { vendor, crew, otherCrew, zipcodes, serviceIds, context };
}

const WEDNESDAY = 3;
const logsOfServices = (serviceIds: string[]) =>
  db().select().from(workLogs).where(inArray(workLogs.serviceId, serviceIds)).orderBy(workLogs._id);

/** The executor with a count of the statements made through it. */
function countingStatements<T extends object>(executor: T) {
  let statements = 0;
  const proxy = new Proxy(executor, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && ['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute'].includes(property)) {
        return (...args: unknown[]) => {
          statements += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { proxy, statements: () => statements };
}

describe('a vendor that stops or starts being active', () => {
  it('re-plans the future pending, un-pinned work logs of its zip codes, with history, and leaves the others', async () => {
    const { vendor, crew, serviceIds } = await servedArea([3]);
    const planned = await logsOfServices(serviceIds[0]);
    expect(planned.length).toBeGreaterThan(2);
    expect(planned.every((row) => row.crewId === crew._id)).toBe(true);
    const [started, pinned] = planned;
    await db().update(workLogs).set({ status: 'started', startedAt: new Date() }).where(eq(workLogs._id, started._id));
    await db().update(workLogs).set({ pinned: true }).where(eq(workLogs._id, pinned._id));
    const saveStatus = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/vendors/${vendor._id}`,
        headers: bearer(admin),
        payload: { companyName: vendor.companyName, commission: 20, status },
      });

    expect((await saveStatus('inactive')).statusCode).toBe(200);
    const after = await logsOfServices(serviceIds[0]);
    const untouched = new Set([started._id, pinned._id]);
    expect(after.filter((row) => untouched.has(row._id)).map((row) => row.crewId)).toEqual([crew._id, crew._id]);
    const freed = after.filter((row) => !untouched.has(row._id));
    expect(freed.length).toBe(planned.length - 2);
    expect(freed.every((row) => row.crewId === null && row.vendorId === null && row.routePosition === null)).toBe(true);
    const history = await db()
      .select()
      .from(histories)
      .where(
        and(
          eq(histories.entity, 'work-log'),
          inArray(
            histories.entityId,
            freed.map((row) => row._id),
          ),
        ),
      );
    expect(history).toHaveLength(freed.length);
    expect(history.every((entry) => entry.action === 'updated' && entry.changes.crewId?.to === null)).toBe(true);

    expect((await saveStatus('active')).statusCode).toBe(200);
    const back = await logsOfServices(serviceIds[0]);
    expect(back.every((row) => row.crewId === crew._id && row.vendorId === vendor._id)).toBe(true);
    // Saving the same status again re-plans nothing.
    expect((await saveStatus('active')).statusCode).toBe(200);
    expect(await logsOfServices(serviceIds[0])).toEqual(back);
  });
});

describe('a set-based re-plan', () => {
  it('makes as many statements for 30 services as for 3, moves each pending work log once, and repeats nothing', async () => {
    const { crew, otherCrew, zipcodes, serviceIds, context } = await servedArea([3, 30]);
    await db().update(vendorZipcodes).set({ crewId: otherCrew._id }).where(inArray(vendorZipcodes.zipcode, zipcodes));
    const runs = [];
    for (const zipcode of zipcodes) {
      const counted = countingStatements(db());
      const result = await replan(counted.proxy, { zipcodes: [zipcode] }, null, context);
      runs.push({ result, statements: counted.statements() });
    }
    const [few, many] = runs;
    expect(many.result.moved).toBe(few.result.moved * 10);
    expect(many.statements).toBe(few.statements);
    const moved = await logsOfServices(serviceIds.flat());
    expect(moved.every((row) => row.crewId === otherCrew._id && row.crewId !== crew._id)).toBe(true);
    // The other crew's days had no stops: the first zip code's visits take 1..3, the second's follow them.
    for (const date of new Set(moved.map((row) => row.date))) {
      const day = moved.filter((row) => row.date === date).map((row) => row.routePosition);
      expect(day.sort((a, b) => a! - b!)).toEqual(day.map((_, index) => index + 1));
    }
    const history = await db()
      .select()
      .from(histories)
      .where(
        and(
          eq(histories.entity, 'work-log'),
          inArray(
            histories.entityId,
            moved.map((row) => row._id),
          ),
        ),
      );
    expect(history).toHaveLength(moved.length);

    expect(await replan(db(), { zipcodes }, null, context)).toEqual({ created: 0, moved: 0, removed: 0 });
    expect(await logsOfServices(serviceIds.flat())).toEqual(moved);
  });

  it('removes and inserts in a handful of statements too, and never a started work log', async () => {
    const { serviceIds, context } = await servedArea([12]);
    const before = await logsOfServices(serviceIds[0]);
    const [started] = before;
    await db().update(workLogs).set({ status: 'started', startedAt: new Date() }).where(eq(workLogs._id, started._id));
    // Every other week from a week later: the first visits go, later ones arrive on the new series.
    await db()
      .update(services)
      .set({ frequency: 2, startDate: addDays(context.today, 7) })
      .where(inArray(services._id, serviceIds[0]));
    const counted = countingStatements(db());
    const result = await replan(counted.proxy, { serviceIds: serviceIds[0] }, null, context);
    expect(result.removed).toBeGreaterThan(0);
    expect(counted.statements()).toBeLessThanOrEqual(10);
    const after = await logsOfServices(serviceIds[0]);
    expect(after.find((row) => row._id === started._id)).toMatchObject({ status: 'started', date: started.date, crewId: started.crewId });
    expect(after.filter((row) => row.status === 'pending').every((row) => row.plannedDate >= addDays(context.today, 7))).toBe(true);
  });
});
