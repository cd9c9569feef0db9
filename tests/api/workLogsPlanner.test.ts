// The API's moves against the planner: a work log staff moved by hand keeps its day through a re-plan.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, workLogs } from '../../server/db/schema';
import { addDays } from '../../server/modules/scheduling/calendar';
import { fillHorizon, planContext, replan } from '../../server/modules/scheduling/planner';
import { bearer, type TestApp } from './helpers';
import { workLogTestApp, type World } from './workLogFixtures';

let t: TestApp;
let world: World;
let csr: string;
beforeAll(async () => {
  const setup = await workLogTestApp();
  ({ t, world } = setup);
  csr = setup.tokens.csr;
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
      .values({ customerId: world.customerId, propertyId: world.propertyId, type: 'mow', frequency: 1, price: 40, startDate: context.today, status: 'pending' })
      .returning();
    expect((await fillHorizon(db(), context, { serviceIds: [service._id] })).created).toBeGreaterThan(1);
    const planned = await logsOf(service._id);
    const moved = planned.at(-1)!;
    const newDay = addDays(moved.date, 1);

    const response = await t.app.inject({ method: 'POST', url: '/api/v1/work-logs/move', headers: bearer(csr), payload: { ids: [moved._id], date: newDay } });
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
