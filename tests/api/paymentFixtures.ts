// Billing tests' fixtures: a sandbox card as the customer's default, and a new customer of the fixture market with a
// started visit of today that completing makes a payment of.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { cards, payments, workLogs } from '../../server/db/schema';
import { sandboxVault } from '../../server/modules/billing/gateway/sandbox';
import { addCustomer } from './fixtures/business';
import { bearer } from './helpers';
import { planContext } from '../../server/modules/scheduling/planner';
import { workLogTestApp, type WorkLogTestApp } from './workLogFixtures';

export async function addCard(fixture: WorkLogTestApp, customerId: string, cardNumber: string) {
  const vaulted = sandboxVault(cardNumber, 12, 2035);
  await fixture.t.app.database.db.insert(cards).values({ customerId, gateway: 'sandbox', ...vaulted, isDefault: true });
}

/** A new customer of the market with a card of `cardNumber` (none when null) and a started visit of `today`. */
export async function customerWithWorkLog(
  fixture: WorkLogTestApp,
  today: string,
  cardNumber: string | null,
  customerValues: { chargesOnHold?: boolean } = {},
) {
  const db = fixture.t.app.database.db;
  const { customer, property, service } = await addCustomer(db, fixture.business.market._id, customerValues);
  if (cardNumber) await addCard(fixture, customer._id, cardNumber);
  const workLog = await startedWorkLog(fixture, today, { customerId: customer._id, propertyId: property._id, serviceId: service._id });
  return { customer, property, workLog };
}

/** A started visit of `today` (planned for `plannedDate`, today unless moved) on the fixture's crew: completing it makes its payment. */
export async function startedWorkLog(
  fixture: WorkLogTestApp,
  today: string,
  { plannedDate = today, ...of }: { customerId: string; propertyId: string; serviceId: string; plannedDate?: string },
) {
  const [workLog] = await fixture.t.app.database.db
    .insert(workLogs)
    .values({
      ...of,
      serviceType: 'mow',
      vendorId: fixture.business.vendor._id,
      crewId: fixture.business.crew._id,
      date: today,
      plannedDate,
      price: 45,
      status: 'started',
    })
    .returning();
  return workLog;
}

/** Completes the visit as its crew (which makes its payment) and answers the payment. */
export async function completeWorkLog(fixture: WorkLogTestApp, workLogId: string) {
  const response = await fixture.t.app.inject({
    method: 'PUT',
    url: `/api/v1/work-logs/${workLogId}/status`,
    headers: bearer(fixture.tokens.crew),
    payload: { action: 'complete' },
  });
  if (response.statusCode !== 200) throw new Error(`completing ${workLogId} answered ${response.statusCode}`);
  const [payment] = await fixture.t.app.database.db.select().from(payments).where(eq(payments.workLogId, workLogId));
  return payment;
}

/** The file's work-log test app and the business's today, made before its tests and closed after them. */
export function billingTestApp() {
  const world = {} as { fixture: WorkLogTestApp; today: string };
  beforeAll(async () => {
    world.fixture = await workLogTestApp();
    world.today = (await planContext(world.fixture.t.app.database.db)).today;
  });
  afterAll(() => world.fixture.t.close());
  return world;
}
