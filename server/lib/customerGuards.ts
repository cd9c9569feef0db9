// Checks every write to a customer's records makes first: the customer exists and is not locked.
import { withParams } from '../../common/i18n/catalog';
import { eq } from 'drizzle-orm';
import { customers, properties } from '../db/schema';
import type { Executor } from './history';
import { HttpProblem, notFound } from './httpErrors';

export const LOCKED_STATUS = 423;

export async function customerForWrite(executor: Executor, customerId: string) {
  const [customer] = await executor.select().from(customers).where(eq(customers._id, customerId)).for('update');
  if (!customer) throw notFound('customer');
  if (customer.lockedAt)
    throw new HttpProblem(LOCKED_STATUS, withParams('server.customers.customer_locked', { reason: customer.lockedReason ?? '' }));
  return customer;
}

export async function propertyForWrite(executor: Executor, propertyId: string) {
  const [property] = await executor.select().from(properties).where(eq(properties._id, propertyId));
  if (!property) throw notFound('property');
  const customer = await customerForWrite(executor, property.customerId);
  return { property, customer };
}
