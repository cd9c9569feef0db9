// Customers with their properties and services; every multi-row write runs in one transaction with its history.
import type { Message } from '../../../common/i18n/catalog';
import { and, arrayOverlaps, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { lotSizeCategory } from '../../../common/lotSize';
import type { CustomerInput, CustomerUpdateInput, NewCustomerInput, PropertyInput } from '../../../common/schemas/customer';
import type { ImportedCustomer } from '../../../common/schemas/dataImport';
import type { MessagePreferencesUpdate } from '../../../common/schemas/portal';
import { EMAIL_TAKEN, PHONE_TAKEN } from '../../../common/schemas/profile';
import type { ServiceInput } from '../../../common/schemas/service';
import type { Db } from '../../db/client';
import { callLogs, customers, discounts, histories, markets, notes, properties, reminders, services, signups } from '../../db/schema';
import { changedFields, type Executor, forgetHistories, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { type ListPage, paginate, searchAny } from '../../lib/paginate';
import { replan } from '../scheduling';
import { customerForWrite } from '../../lib/customerGuards';
import { toCustomerRecord, toPropertyRecord, toServiceRecord } from './records';
import type { EventBus } from '../../lib/events';
import type { Notifier } from '../messaging';
import { linkByCode } from '../referrals';

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'status', 'createdAt', 'updatedAt', 'lockedAt'] as const;

export async function marketForZip(executor: Executor, zipcode: string) {
  const [market] = await executor
    .select({ _id: markets._id, name: markets.name, taxPercent: markets.taxPercent })
    .from(markets)
    .where(sql`${zipcode.slice(0, 5)} = any(${markets.zipCodes})`)
    .limit(1);
  return market ?? null;
}

/** `marketForZip` of each zip code, in one statement (an import's batch names dozens). */
export async function marketsForZips(executor: Executor, zipcodes: string[]) {
  const wanted = [...new Set(zipcodes)];
  const found = wanted.length
    ? await executor
        .select({ _id: markets._id, name: markets.name, taxPercent: markets.taxPercent, zipCodes: markets.zipCodes })
        .from(markets)
        .where(arrayOverlaps(markets.zipCodes, [...new Set(wanted.map((zipcode) => zipcode.slice(0, 5)))]))
    : [];
  return new Map(
    wanted.map((zipcode) => {
      const market = found.find((one) => one.zipCodes.includes(zipcode.slice(0, 5)));
      return [zipcode, market ? { _id: market._id, name: market.name, taxPercent: market.taxPercent } : null] as const;
    }),
  );
}

/** A property's discount code must exist (locked until the write commits): a 400 on the field, never the foreign key's 500. */
export async function assertDiscountExists(executor: Executor, discountId: string | null | undefined) {
  if (!discountId) return;
  const [discount] = await executor.select({ _id: discounts._id }).from(discounts).where(eq(discounts._id, discountId)).for('share');
  if (!discount) throw new HttpProblem(400, 'validation.customer.choose_discount', { discountId: 'validation.customer.choose_discount' });
}

/** The lot size category always follows the lot size. */
export function propertyValues<T extends Partial<Omit<PropertyInput, 'lotSize'>> & { lotSize?: number | null }>(input: T) {
  return {
    ...input,
    ...(input.lotSize !== undefined && { lotSizeCategory: input.lotSize === null ? null : lotSizeCategory(input.lotSize) }),
  };
}

export function customerValues<T extends Pick<CustomerInput, 'name'>>(input: T) {
  const { name, ...rest } = input;
  return { ...rest, firstName: name.first, lastName: name.last };
}

/** E-mail and phone must each belong to one customer; a clash answers 409 with the field's message. */
export async function assertContactsFree(
  executor: Executor,
  contact: { email?: string | null; mobile?: string | null },
  exceptId?: string,
) {
  const errors: Record<string, Message> = {};
  if (contact.email && (await emailTaken(executor, contact.email, exceptId))) errors.email = EMAIL_TAKEN;
  if (contact.mobile && (await phoneTaken(executor, contact.mobile, exceptId))) errors.mobile = PHONE_TAKEN;
  const first = Object.values(errors)[0];
  if (first) throw new HttpProblem(409, first, errors);
}

export async function emailTaken(executor: Executor, email: string, exceptId?: string) {
  const [row] = await executor
    .select({ _id: customers._id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`, exceptId ? ne(customers._id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function phoneTaken(executor: Executor, phone: string, exceptId?: string) {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return false;
  const [row] = await executor
    .select({ _id: customers._id })
    .from(customers)
    .where(and(eq(customers.mobile, digits), exceptId ? ne(customers._id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * A customer changed its name or mobile on its own profile: the customer record staff see and call follows, in the
 * profile's transaction, with its history. A locked customer may still correct how to reach it.
 */
export async function syncCustomerContact(
  tx: Tx,
  customerId: string,
  contact: { firstName: string; lastName: string; mobile: string },
  userId: string,
) {
  const [before] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile })
    .from(customers)
    .where(eq(customers._id, customerId))
    .for('update');
  if (!before) return;
  const changes = changedFields(before, contact);
  if (!Object.keys(changes).length) return;
  if (changes.mobile) await assertContactsFree(tx, { mobile: contact.mobile }, customerId);
  await tx.update(customers).set(contact).where(eq(customers._id, customerId));
  await recordHistory(tx, { entity: 'customer', entityId: customerId, action: 'updated', customerId, userId, changes });
}

export const referralCode = () => `LD${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export async function insertServices(
  executor: Executor,
  propertyId: string,
  customerId: string,
  list: ServiceInput[],
  userId: string | null,
) {
  const rows = await addServices(executor, propertyId, customerId, list, userId);
  if (rows.length) await replan(executor, { serviceIds: rows.map((row) => row._id) }, userId);
  return rows;
}

/** The services' rows and histories without planning their visits: for a caller that plans many properties at once. */
export async function addServices(
  executor: Executor,
  propertyId: string,
  customerId: string,
  list: Omit<ServiceInput, 'frontBack' | 'status'>[],
  userId: string | null,
) {
  const rows = [];
  for (const { _id: _ignored, ...service } of list) {
    const [row] = await executor
      .insert(services)
      .values({ ...service, propertyId, customerId, createdById: userId })
      .returning();
    await recordHistory(executor, {
      entity: 'service',
      entityId: row._id,
      action: 'added',
      customerId,
      propertyId,
      userId,
      changes: changedFields(null, service),
    });
    rows.push(row);
  }
  return rows;
}

export async function insertCustomer(executor: Executor, input: CustomerInput | ImportedCustomer, userId: string | null) {
  await assertContactsFree(executor, input);
  return addCustomerRow(executor, customerValues(input), userId);
}

/** The customer's row with its referral code and its "added" history; its contacts already checked free. */
export async function addCustomerRow(
  executor: Executor,
  values: Omit<typeof customers.$inferInsert, 'referralCode'>,
  userId: string | null,
) {
  const [customer] = await executor
    .insert(customers)
    .values({ ...values, referralCode: referralCode() })
    .returning();
  await recordHistory(executor, {
    entity: 'customer',
    entityId: customer._id,
    action: 'added',
    customerId: customer._id,
    userId,
    changes: changedFields(null, values),
  });
  return customer;
}

export function customersRepository(db: Db, notifier: Notifier, events: EventBus) {
  return {
    /** Customer, first property and its services, and the sign-up it came from: all or nothing. */
    async create(input: NewCustomerInput, userId: string) {
      const { property: propertyInput, services: serviceList, signupId, referralCode, ...customerInput } = input;
      return notifier.transaction(async (tx, notify) => {
        const customer = await insertCustomer(tx, customerInput, userId);
        await assertDiscountExists(tx, propertyInput.discountId);
        const market = await marketForZip(tx, propertyInput.zipcode);
        const values = propertyValues(propertyInput);
        const [property] = await tx
          .insert(properties)
          .values({ ...values, customerId: customer._id, marketId: market?._id ?? null })
          .returning();
        await recordHistory(tx, {
          entity: 'property',
          entityId: property._id,
          action: 'added',
          customerId: customer._id,
          propertyId: property._id,
          userId,
          changes: changedFields(null, values),
        });
        const serviceRows = await insertServices(tx, property._id, customer._id, serviceList, userId);
        if (signupId) {
          const [signup] = await tx
            .update(signups)
            .set({ status: 'converted', customerId: customer._id })
            .where(and(eq(signups._id, signupId), ne(signups.status, 'converted')))
            .returning();
          if (!signup) throw new HttpProblem(409, 'server.customers.sign_up_was_already_converted_or_does');
          if (!referralCode && signup.referralCode)
            await linkByCode(events, tx, notify, property._id, { referralCode: signup.referralCode, typed: false }, userId);
        }
        if (referralCode) await linkByCode(events, tx, notify, property._id, { referralCode, typed: true }, userId);
        return {
          customer: toCustomerRecord(customer),
          property: toPropertyRecord(property, market),
          services: serviceRows.map(toServiceRecord),
        };
      });
    },

    async get(id: string) {
      const [customer] = await db.select().from(customers).where(eq(customers._id, id));
      if (!customer) throw notFound('customer');
      const propertyRows = await db
        .select({ property: properties, market: { _id: markets._id, name: markets.name, taxPercent: markets.taxPercent } })
        .from(properties)
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(eq(properties.customerId, id))
        .orderBy(asc(properties.createdAt));
      return { ...toCustomerRecord(customer), properties: propertyRows.map(({ property, market }) => toPropertyRecord(property, market)) };
    },

    async list({
      filter,
      ...page
    }: ListPage<(typeof CUSTOMER_SORT_FIELDS)[number]> & {
      filter: { q?: string; id?: string[]; status?: string; isArchived?: boolean; locked?: boolean };
    }) {
      const where = and(
        searchAny(filter.q, [sql`${customers.firstName} || ' ' || ${customers.lastName}`, customers.email, customers.mobile]),
        filter.id ? inArray(customers._id, filter.id) : undefined,
        filter.status ? eq(customers.status, filter.status as never) : undefined,
        filter.isArchived === undefined ? undefined : eq(customers.isArchived, filter.isArchived),
        filter.locked === undefined
          ? undefined
          : filter.locked
            ? sql`${customers.lockedAt} is not null`
            : sql`${customers.lockedAt} is null`,
      );
      const sortColumns = {
        name: sql`${customers.lastName} || ' ' || ${customers.firstName}`,
        email: customers.email,
        status: customers.status,
        createdAt: customers.createdAt,
        updatedAt: customers.updatedAt,
        lockedAt: customers.lockedAt,
      };
      const { rows, ...counted } = await paginate(db, {
        query: db.select().from(customers).where(where).$dynamic(),
        idColumn: customers._id,
        sortColumns,
        page,
      });
      return { rows: rows.map(toCustomerRecord), ...counted };
    },

    async update(id: string, input: CustomerUpdateInput, userId: string) {
      return db.transaction(async (tx) => {
        const before = await customerForWrite(tx, id);
        await assertContactsFree(tx, input, id);
        const values = customerValues(input);
        const changes = changedFields(before, values);
        const [customer] = await tx.update(customers).set(values).where(eq(customers._id, id)).returning();
        if (Object.keys(changes).length)
          await recordHistory(tx, { entity: 'customer', entityId: id, action: 'updated', customerId: id, userId, changes });
        return toCustomerRecord(customer);
      });
    },

    /** Language and consent alone, as the customer told the office: the other fields are left as they are. */
    async updatePreferences(id: string, input: MessagePreferencesUpdate, userId: string) {
      return db.transaction(async (tx) => {
        const before = await customerForWrite(tx, id);
        const changes = changedFields(before, input);
        if (!Object.keys(changes).length) return toCustomerRecord(before);
        const [customer] = await tx.update(customers).set(input).where(eq(customers._id, id)).returning();
        await recordHistory(tx, { entity: 'customer', entityId: id, action: 'updated', customerId: id, userId, changes });
        return toCustomerRecord(customer);
      });
    },

    /** Archiving hides the customer and every property from the lists; restoring brings them back. */
    async setArchived(id: string, isArchived: boolean, userId: string) {
      return db.transaction(async (tx) => {
        const before = await customerForWrite(tx, id);
        if (before.isArchived === isArchived) return toCustomerRecord(before);
        const [customer] = await tx.update(customers).set({ isArchived }).where(eq(customers._id, id)).returning();
        const archived = await tx
          .update(properties)
          .set({ isArchived })
          .where(eq(properties.customerId, id))
          .returning({ _id: properties._id });
        await replan(tx, { propertyIds: archived.map((property) => property._id) }, userId);
        await recordHistory(tx, {
          entity: 'customer',
          entityId: id,
          action: isArchived ? 'archived' : 'restored',
          customerId: id,
          userId,
          changes: { isArchived: { from: !isArchived, to: isArchived } },
        });
        return toCustomerRecord(customer);
      });
    },

    /** Only a customer added by mistake can be deleted: anything recorded against it means archive instead. */
    async remove(id: string) {
      return db.transaction(async (tx) => {
        const customer = await customerForWrite(tx, id);
        const counts = await Promise.all(
          [services, callLogs, reminders, notes].map(
            async (table) => (await tx.select({ total: count() }).from(table).where(eq(table.customerId, id)))[0].total,
          ),
        );
        const [{ laterHistory }] = await tx
          .select({ laterHistory: count() })
          .from(histories)
          .where(and(eq(histories.customerId, id), ne(histories.action, 'added')));
        if (counts.some((total) => total > 0) || laterHistory > 0) {
          throw new HttpProblem(409, 'server.customers.customer_has_services_or_history_and_cannot');
        }
        await forgetHistories(tx, { customerIds: [id] });
        await tx.delete(customers).where(eq(customers._id, id));
        return toCustomerRecord(customer);
      });
    },

    async hasStartedService(id: string) {
      const [row] = await db
        .select({ _id: services._id })
        .from(services)
        .where(and(eq(services.customerId, id), eq(services.status, 'started')))
        .limit(1);
      return Boolean(row);
    },

    async openCounts(customerId: string, propertyId?: string) {
      const scope = <T extends typeof reminders | typeof callLogs>(table: T) =>
        and(eq(table.customerId, customerId), propertyId ? eq(table.propertyId, propertyId) : undefined);
      const [{ total: reminderCount }] = await db
        .select({ total: count() })
        .from(reminders)
        .where(and(scope(reminders), eq(reminders.isDone, false)));
      const [{ total: callLogCount }] = await db.select({ total: count() }).from(callLogs).where(scope(callLogs));
      return { reminders: reminderCount, callLogs: callLogCount };
    },
  };
}
