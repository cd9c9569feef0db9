// The business bench:scale runs a day of: N properties (a customer each) in markets, vendors and crews, weekly mowing,
// sandbox cards and weeks of completed, paid visits, written into a fresh PostgreSQL database after its migrations.
// Rows go in as multi-row inserts through the schema's own table objects, so a renamed table or column is one edit,
// in server/db/schema, for the app and this generator alike.
import type { PgTable } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { lotSizeCategory } from '../../common/lotSize';
import type { Db } from '../../server/db/client';
import {
  cards,
  crews,
  customers,
  markets,
  payments,
  properties,
  services,
  users,
  vendors,
  vendorZipcodes,
  workLogs,
} from '../../server/db/schema';
import { MARKET_GEOGRAPHY } from '../../server/demo/geography';
import { seededRandom } from '../../server/demo/random';
import { addDays, isoWeekDay } from '../../server/lib/calendar';
import { writeSettings } from '../../server/lib/settings';
import { createAdmin } from '../../server/modules/accounts';
import { paymentAmounts, SANDBOX_CARDS, sandboxVault } from '../../server/modules/billing';

/** A crew works 40 stops a day; with weekly mowing over five working days that is one crew per 200 properties. */
export const STOPS_PER_CREW_DAY = 40;
export const WORKING_DAYS = 5;
const CREWS_PER_VENDOR = 5;
/** A market of about 10,000 properties, so one market's rain day moves some 2,000 visits. */
const PROPERTIES_PER_MARKET = 10_000;
export const STAFF_READERS = 20;
export const BENCH_PASSWORD = 'Scale#2026bench';
const COMMISSION = 20;
/** Customers were won over this long before today. */
const YEARS_OF_CUSTOMERS_MS = 3 * 365 * 86_400_000;
/** One customer in fifty has a card declined for insufficient funds (retried later): the charges meet real declines. */
const DECLINING_EVERY = 50;

export interface BusinessShape {
  properties: number;
  markets: number;
  vendors: number;
  crews: number;
  historyWeeks: number;
}

export function shapeOf(propertyCount: number, historyWeeks: number): BusinessShape {
  const crewCount = Math.max(1, Math.ceil(propertyCount / (STOPS_PER_CREW_DAY * WORKING_DAYS)));
  return {
    properties: propertyCount,
    markets: Math.max(2, Math.round(propertyCount / PROPERTIES_PER_MARKET)),
    vendors: Math.max(1, Math.ceil(crewCount / CREWS_PER_VENDOR)),
    crews: crewCount,
    historyWeeks,
  };
}

/**
 * The business's working days: the five from `today`, so today (the crews' day) and tomorrow (the reminders' and the
 * rain day's) are always worked whatever day the bench runs; the two others are its weekend.
 */
export function workingDays(today: string): { days: number[]; weekendOffDays: number[] } {
  const days = Array.from({ length: WORKING_DAYS }, (_, index) => isoWeekDay(addDays(today, index)));
  return { days, weekendOffDays: [1, 2, 3, 4, 5, 6, 7].filter((day) => !days.includes(day)) };
}

/** PostgreSQL takes at most 65,535 parameters a statement. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (!rows.length) return;
  const perRow = Object.keys(rows[0]).length;
  const chunk = Math.max(1, Math.floor(60_000 / perRow));
  for (let start = 0; start < rows.length; start += chunk) await db.insert(table).values(rows.slice(start, start + chunk));
}

const zipOf = (crew: number, day: number) => String(10_000 + crew * WORKING_DAYS + day).padStart(5, '0');

/** Writes the business; answers its staff and crews' usernames. */
export async function generateBusiness(db: Db, shape: BusinessShape, today: string, passwordHash: string) {
  const random = seededRandom(shape.properties);
  const { days, weekendOffDays } = workingDays(today);
  const calendar = DEFAULT_SETTINGS.serviceCalendar;
  const transferDate = addDays(today, 84);
  await writeSettings(db, {
    serviceCalendar: { ...calendar, weekendOffDays, transferDate, nextSeasonDate: addDays(transferDate, 84) },
    // The largest companies text from a brand at the carriers' top tier.
    textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0, perMinute: 6000, perDay: 1_000_000 },
    // …mail through a provider's relay, and a merchant account that takes the day's charges as fast as they come.
    mail: { ...DEFAULT_SETTINGS.mail, perMinute: 6000 },
    payments: { ...DEFAULT_SETTINGS.payments, callsPerSecond: 1000 },
  });
  const admin = await createAdmin(db, {
    username: 'scale-admin',
    email: 'scale-admin@lawndesk.test',
    firstName: 'Scale',
    lastName: 'Admin',
    passwordHash,
  });
  if (!admin.ok) throw new Error(`the bench admin was not created: ${admin.message}`);

  const marketRows = Array.from({ length: shape.markets }, (_, index) => {
    const geography = MARKET_GEOGRAPHY[index % MARKET_GEOGRAPHY.length];
    return {
      _id: randomUUID(),
      name: `${geography.name} ${index + 1}`,
      taxPercent: geography.taxPercent,
      geography,
      zipCodes: [] as string[],
    };
  });
  const vendorRows = Array.from({ length: shape.vendors }, (_, index) => ({
    _id: randomUUID(),
    companyName: `Scale Lawn Pros ${index + 1}`,
    commission: COMMISSION,
    status: 'active' as const,
    marketId: marketRows[index % shape.markets]._id,
  }));
  const crewRows = Array.from({ length: shape.crews }, (_, index) => ({
    _id: randomUUID(),
    vendorId: vendorRows[index % shape.vendors]._id,
    name: `Crew ${index + 1}`,
  }));
  const marketOfCrew = (crew: number) => marketRows[(crew % shape.vendors) % shape.markets];
  // Each crew has a zip code per working day, so the territory gives it one day's stops per zip code.
  const territory = crewRows.flatMap((crew, index) =>
    days.map((weekDay, day) => {
      const zipcode = zipOf(index, day);
      marketOfCrew(index).zipCodes.push(zipcode);
      return { vendorId: crew.vendorId, crewId: crew._id, zipcode, weekDay };
    }),
  );
  await insertAll(
    db,
    markets,
    marketRows.map(({ _id, name, taxPercent, zipCodes }) => ({ _id, name, taxPercent, zipCodes })),
  );
  await insertAll(db, vendors, vendorRows);
  await insertAll(db, crews, crewRows);
  await insertAll(db, vendorZipcodes, territory);

  const roleIds = Object.fromEntries(
    (await db.query.roles.findMany({ columns: { _id: true, name: true } })).map((role) => [role.name, role._id]),
  ) as Record<string, string>;
  const account = (type: 'crew' | 'csr', index: number) => ({
    username: `scale-${type === 'crew' ? 'crew' : 'staff'}-${index + 1}`,
    type,
    firstName: type === 'crew' ? 'Crew' : 'Staff',
    lastName: String(index + 1),
    passwordHash,
    roleId: roleIds[type],
  });
  const crewUsers = crewRows.map((crew, index) => ({ ...account('crew', index), crewId: crew._id }));
  const staffUsers = Array.from({ length: STAFF_READERS }, (_, index) => account('csr', index));
  await insertAll(db, users, [...crewUsers, ...staffUsers]);

  const customerRows: (typeof customers.$inferInsert)[] = [];
  const propertyRows: (typeof properties.$inferInsert)[] = [];
  const serviceRows: (typeof services.$inferInsert)[] = [];
  const cardRows: (typeof cards.$inferInsert)[] = [];
  const workLogRows: (typeof workLogs.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const startDate = addDays(today, -7 * shape.historyWeeks);
  for (let index = 0; index < shape.properties; index++) {
    const crew = index % shape.crews;
    const day = Math.floor(index / shape.crews) % WORKING_DAYS;
    const market = marketOfCrew(crew);
    const area = market.geography.zips[crew % market.geography.zips.length];
    const customerId = randomUUID();
    const propertyId = randomUUID();
    const serviceId = randomUUID();
    const lotSize = random.int(2500, 25000);
    const price = 35 + 5 * random.int(0, 5);
    // Customers won over the business's years, a few a week, not all this week (the dashboard counts this week's).
    const createdAt = new Date(Date.parse(`${today}T12:00:00Z`) - Math.floor(random.next() * YEARS_OF_CUSTOMERS_MS));
    customerRows.push({
      _id: customerId,
      createdAt,
      firstName: `Client${index}`,
      lastName: `Scale${crew}`,
      email: `client${index}@scale.lawndesk.test`,
      mobile: String(3_000_000_000 + index),
      status: 'active',
      referralCode: `SC${index.toString(36).toUpperCase()}`,
      language: index % 5 === 0 ? 'es' : 'en',
    });
    propertyRows.push({
      _id: propertyId,
      createdAt,
      customerId,
      address: `${100 + (index % 9800)} ${market.geography.streets[index % market.geography.streets.length]}`,
      city: market.geography.city,
      zipcode: zipOf(crew, day),
      marketId: market._id,
      latitude: Number((area.latitude + (random.next() - 0.5) * 0.03).toFixed(6)),
      longitude: Number((area.longitude + (random.next() - 0.5) * 0.03).toFixed(6)),
      lotSize,
      lotSizeCategory: lotSizeCategory(lotSize),
      status: 'active',
    });
    serviceRows.push({
      _id: serviceId,
      customerId,
      propertyId,
      type: 'mow',
      frequency: 1,
      price,
      startDate,
      mowDay: days[day],
      status: 'started',
    });
    const cardNumber = index % DECLINING_EVERY === DECLINING_EVERY - 1 ? SANDBOX_CARDS.insufficientFunds : SANDBOX_CARDS.approve;
    const card = { _id: randomUUID(), customerId, gateway: 'sandbox', isDefault: true, ...sandboxVault(cardNumber, 12, 2030) };
    cardRows.push(card);
    // The season so far: every past week's visit done and paid by card.
    const serviceDate = addDays(today, day);
    for (let week = 1; week <= shape.historyWeeks; week++) {
      const date = addDays(serviceDate, -7 * week);
      if (date < startDate) continue;
      const workLogId = randomUUID();
      const vendorId = crewRows[crew].vendorId;
      const completedAt = new Date(`${date}T15:00:00Z`);
      workLogRows.push({
        _id: workLogId,
        propertyId,
        customerId,
        serviceId,
        serviceType: 'mow',
        vendorId,
        crewId: crewRows[crew]._id,
        date,
        plannedDate: date,
        status: 'completed',
        price,
        startedAt: new Date(completedAt.getTime() - 30 * 60_000),
        completedAt,
      });
      const amounts = paymentAmounts({ price, discount: null, taxPercent: market.taxPercent, commissionPercent: COMMISSION });
      paymentRows.push({
        customerId,
        propertyId,
        workLogId,
        item: 'mow',
        vendorId,
        date,
        taxPercent: market.taxPercent,
        ...amounts,
        status: 'success',
        attempts: 1,
        cardId: card._id,
        gatewayTransactionId: randomUUID(),
        chargedAt: completedAt,
      });
    }
  }
  await insertAll(db, customers, customerRows);
  await insertAll(db, properties, propertyRows);
  await insertAll(db, services, serviceRows);
  await insertAll(db, cards, cardRows);
  await insertAll(db, workLogs, workLogRows);
  await insertAll(db, payments, paymentRows);
  return { crews: crewUsers.map((user) => user.username), staff: staffUsers.map((user) => user.username), workingDays: days };
}
