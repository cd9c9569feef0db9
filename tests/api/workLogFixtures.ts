// Shared setup of the work-log API tests: an app on the fixture business, a token per caller, and a property of the
// fixture customer with a helper inserting work logs on it.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, services, workLogs } from '../../server/db/schema';
import { LOT_SIZE_CATEGORIES } from '../../common/schemas/vendor';
import { addProperty, buildBusiness, type Business } from './fixtures/business';
import { createTestApp, signIn, type TestApp } from './helpers';

/** Past any planning horizon, so the planner never adds work logs of its own to the fixture's services. */
const FIXTURE_SERVICE_START = '2030-01-01';

export type WorkLogValues = Partial<typeof workLogs.$inferInsert>;
export type Caller = keyof Business['users'];

export interface World {
  customerId: string;
  propertyId: string;
  address: string;
  marketId: string;
  /** users.crew's crew, another crew of its vendor, and a crew of another vendor. */
  crew: { _id: string; vendorId: string };
  sameVendorCrew: { _id: string; vendorId: string };
  otherVendorCrew: { _id: string; vendorId: string };
  insert(values?: WorkLogValues): Promise<typeof workLogs.$inferSelect>;
}

/** A property of its own for the business's customer and a helper inserting work logs on it. */
export async function buildWorld(
  t: TestApp,
  business: Business,
  address = `${Math.floor(Math.random() * 9000) + 1000} Fixture Lane ${randomUUID().slice(0, 6)}`,
): Promise<World> {
  const db = t.app.database.db;
  const { crew, sameVendorCrew, otherVendorCrew, market, customer } = business;
  const property = await addProperty(db, customer._id, market._id, {
    address,
    lotSize: 6000,
    lotSizeCategory: LOT_SIZE_CATEGORIES[0],
    latitude: null,
    longitude: null,
    status: undefined,
  });
  let occurrence = 0;
  return {
    customerId: property.customerId,
    propertyId: property._id,
    address,
    marketId: market._id,
    crew,
    sameVendorCrew,
    otherVendorCrew,
    async insert(values = {}) {
      const serviceType = values.serviceType ?? 'mow';
      const [service] = await db
        .insert(services)
        .values({
          customerId: property.customerId,
          propertyId: property._id,
          type: serviceType,
          frequency: 1,
          price: 45,
          startDate: FIXTURE_SERVICE_START,
          status: 'pending',
        })
        .returning();
      occurrence += 1;
      const date = values.date ?? '2031-03-03';
      const [row] = await db
        .insert(workLogs)
        .values({
          propertyId: property._id,
          customerId: property.customerId,
          serviceId: service._id,
          serviceType,
          vendorId: crew.vendorId,
          crewId: crew._id,
          date,
          plannedDate: date,
          price: 45,
          routePosition: occurrence,
          ...values,
        })
        .returning();
      return row;
    },
  };
}

export interface WorkLogTestApp {
  t: TestApp;
  business: Business;
  world: World;
  tokens: Record<Exclude<Caller, 'pendingVendor'>, string>;
  /** Notifications of `type` that a caller got, about `propertyId` when given. */
  noticesOf(caller: Caller, type: string, propertyId?: string): Promise<(typeof notifications.$inferSelect)[]>;
}

/** The app, the business, one world (its property at `address`) and every caller signed in. */
export async function workLogTestApp(address?: string): Promise<WorkLogTestApp> {
  const t = await createTestApp();
  const business = await buildBusiness(t.app);
  const world = await buildWorld(t, business, address);
  const token = async (caller: Caller) =>
    (await signIn(t.app, business.users[caller].username, caller === 'crew' ? 'crew' : 'admin')).token;
  const tokens = {
    admin: await token('admin'),
    csr: await token('csr'),
    crew: await token('crew'),
    vendor: await token('vendor'),
    customer: await token('customer'),
  };
  return {
    t,
    business,
    world,
    tokens,
    noticesOf: (caller, type, propertyId) =>
      t.app.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, business.users[caller]._id),
            eq(notifications.type, type as 'service-skip'),
            propertyId ? sql`${notifications.additionalData}->'property'->>'_id' = ${propertyId}` : undefined,
          ),
        ),
  };
}
