// Work logs built directly for the work-log API tests: a fresh property of the demo customer, crews of two vendors.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { crews, markets, properties, services, users, workLogs } from '../../server/db/schema';
import { LOT_SIZE_CATEGORIES } from '../../common/schemas/vendor';
import type { TestApp } from './helpers';

/** Past any planning horizon, so the planner never adds work logs of its own to the fixture's services. */
const FIXTURE_SERVICE_START = '2030-01-01';

export type WorkLogValues = Partial<typeof workLogs.$inferInsert>;

export interface World {
  customerId: string;
  propertyId: string;
  address: string;
  marketId: string;
  /** demo-crew's crew, another crew of its vendor, and a crew of another vendor. */
  crew: { _id: string; vendorId: string };
  sameVendorCrew: { _id: string; vendorId: string };
  otherVendorCrew: { _id: string; vendorId: string };
  insert(values?: WorkLogValues): Promise<typeof workLogs.$inferSelect>;
}

/** A property of its own (so demo work logs never mix in) and a helper inserting work logs on it. */
export async function buildWorld(t: TestApp, address = `${Math.floor(Math.random() * 9000) + 1000} Fixture Lane ${randomUUID().slice(0, 6)}`): Promise<World> {
  const db = t.app.database.db;
  const [crewUser] = await db.select().from(users).where(eq(users.username, 'demo-crew'));
  const [customerUser] = await db.select().from(users).where(eq(users.username, 'demo-customer'));
  const [crew] = await db.select().from(crews).where(eq(crews._id, crewUser.crewId!));
  const [sameVendorCrew] = await db.select().from(crews).where(and(eq(crews.vendorId, crew.vendorId), ne(crews._id, crew._id)));
  const [otherVendorCrew] = await db.select().from(crews).where(ne(crews.vendorId, crew.vendorId));
  const [market] = await db.select().from(markets).limit(1);
  const [property] = await db
    .insert(properties)
    .values({ customerId: customerUser.customerId!, address, city: 'Austin', zipcode: '78701', marketId: market._id, lotSize: 6000, lotSizeCategory: LOT_SIZE_CATEGORIES[0], searchText: address.toLowerCase() })
    .returning();
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
        .values({ customerId: property.customerId, propertyId: property._id, type: serviceType, frequency: 1, price: 45, startDate: FIXTURE_SERVICE_START, status: 'pending' })
        .returning();
      occurrence += 1;
      const date = values.date ?? '2031-03-03';
      const [row] = await db
        .insert(workLogs)
        .values({
          propertyId: property._id, customerId: property.customerId, serviceId: service._id, serviceType, vendorId: crew.vendorId, crewId: crew._id,
          date, plannedDate: date, price: 45, routePosition: occurrence, ...values,
        })
        .returning();
      return row;
    },
  };
}
