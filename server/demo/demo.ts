// The demo business: three Texas markets, their vendors and crews, 330 customers, and one sign-in per role.
import { count, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, USER_TYPES, type UserType } from '../../common/permissions';
import { lotSizeCategory } from '../../common/lotSize';
import { businessToday } from '../lib/businessDay';
import { hashPassword } from '../lib/password';
import type { Db } from '../db/client';
import { CUSTOMER_SOURCES, crews, customers, histories, markets, properties, roles, users, vendors } from '../db/schema';
import { seedActivity, seedTemplatesAndSignups } from './activity';
import { seedCrewShifts, seedStaffAndTimeSheets } from './staff';
import { seedConfiguration } from './configuration';
import { FIRST_NAMES, LAST_NAMES, MARKET_GEOGRAPHY } from './geography';
import { markDueRemindersTold, seedNotifications } from './notifications';
import { seedPayments } from './payments';
import { seedCollections } from './collections';
import { seedRefusedMobile } from './messages';
import { seedQuotes } from './quotes';
import { seededRandom } from './random';
import { seedTreatments } from './treatments';
import { seedVendorDetails } from './vendors';
import { seedWorkLogs } from './workLogs';

export const DEMO_PASSWORD = 'Lawn#2026';
export const DEMO_CUSTOMER_COUNT = 330;

export const DEMO_SIGN_INS: { username: string; type: UserType; signInPath: string }[] = [
  { username: 'demo-admin', type: 'admin', signInPath: '/login' },
  { username: 'demo-csr', type: 'csr', signInPath: '/login' },
  { username: 'demo-vendor', type: 'vendor', signInPath: '/login' },
  { username: 'demo-newvendor', type: 'vendor', signInPath: '/login' },
  { username: 'demo-customer', type: 'customer', signInPath: '/login' },
  { username: 'demo-crew', type: 'crew', signInPath: '/crew/login' },
];

const STATUS_WEIGHTS = [
  ['active', 70],
  ['past', 12],
  ['no-renew', 8],
  ['declined', 6],
  ['pro-collect', 4],
] as const;
const SOURCE_WEIGHTS = CUSTOMER_SOURCES.map(
  (source) => [source, source === 'referral' || source === 'internet' ? 6 : source === 'none' ? 4 : 2] as const,
);

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total === 0;
}

/** Whether the demo's sign-ins are here to print: its admin is still in the database (the demo was seeded and kept). */
export async function hasDemoSignIns(db: Db): Promise<boolean> {
  const [admin] = await db.select({ _id: users._id }).from(users).where(eq(users.username, DEMO_SIGN_INS[0].username)).limit(1);
  return Boolean(admin);
}

type CustomerRow = typeof customers.$inferInsert;
type PropertyRow = typeof properties.$inferInsert;

/** Customers joined over the past 14 months, a few a week, so the dashboard's new customers look like a real office's. */
const JOINED_WITHIN_DAYS = 420;
const joinedAt = (index: number, now: number) => new Date(now - ((index * 7919) % JOINED_WITHIN_DAYS) * 86_400_000);
/** A customer no longer served left on a day between joining and yesterday (spread by its index, not by `random`). */
function leftAt(index: number, joined: Date, now: number) {
  const days = Math.floor((now - joined.getTime()) / 86_400_000);
  return new Date(joined.getTime() + (1 + ((index * 104_729) % Math.max(1, days - 1))) * 86_400_000);
}

/** Each lost customer's status change, on the day it left: the reports count a customer lost on that day. */
function lostHistories(rows: readonly CustomerRow[], now: number) {
  return rows.flatMap((row, index) =>
    row.status === 'active'
      ? []
      : [
          {
            entity: 'customer',
            entityId: row._id!,
            customerId: row._id!,
            action: 'updated' as const,
            changes: { status: { from: 'active', to: row.status } },
            createdAt: leftAt(index, row.createdAt!, now),
          },
        ],
  );
}

function demoCustomers(marketIds: Record<string, string>) {
  const random = seededRandom(2026);
  const now = Date.now();
  const customerRows: CustomerRow[] = [];
  const propertyRows: PropertyRow[] = [];
  for (let index = 0; index < DEMO_CUSTOMER_COUNT; index++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const status = random.weighted(STATUS_WEIGHTS);
    const _id = crypto.randomUUID();
    customerRows.push({
      _id,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@example.com`.toLowerCase(),
      mobile: `512${5560000 + index}`,
      status,
      source: random.weighted(SOURCE_WEIGHTS),
      referralCode: `LD${(100000 + index).toString(36).toUpperCase()}`,
      createdAt: joinedAt(index, now),
      // Most demo customers agreed to marketing e-mail; one in eight did not, so a newsletter shows skipped recipients.
      marketingOptIn: index % 8 !== 3,
    });
    const propertyCount = random.next() < 0.1 ? 2 : 1;
    for (let p = 0; p < propertyCount; p++) {
      const market = MARKET_GEOGRAPHY[index % MARKET_GEOGRAPHY.length];
      const zip = random.pick(market.zips);
      const lotSize = random.weighted([
        [random.int(2500, 5000), 25],
        [random.int(5001, 11500), 50],
        [random.int(11501, 13000), 12],
        [random.int(13001, 25000), 13],
      ] as const);
      propertyRows.push({
        customerId: _id,
        address: `${random.int(100, 9899)} ${random.pick(market.streets)}`,
        city: market.city,
        zipcode: zip.zipcode,
        marketId: marketIds[market.name],
        latitude: Number((zip.latitude + (random.next() - 0.5) * 0.016).toFixed(6)),
        longitude: Number((zip.longitude + (random.next() - 0.5) * 0.016).toFixed(6)),
        lotSize,
        lotSizeCategory: lotSizeCategory(lotSize),
        cornerLot: random.next() < 0.15,
        petsAndSecurity: random.weighted([
          ['None', 60],
          ['Dog in backyard', 25],
          ['Cat indoors', 5],
          ['Security camera at gate', 10],
        ] as const),
        backyardLockCode: random.next() < 0.3 ? String(random.int(1000, 9999)) : 'None',
        subdivisionCode: `${market.name.slice(0, 3).toUpperCase()}-${random.int(10, 99)}`,
        duplexUnit: random.next() < 0.08 ? random.pick(['A', 'B']) : 'N/A',
        gateCode: random.next() < 0.2 ? `#${random.int(1000, 9999)}` : null,
        houseValue: random.int(180, 950) * 1000,
        status,
      });
    }
  }
  return { customerRows, propertyRows };
}

export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const roleRows = await tx
      .insert(roles)
      .values(USER_TYPES.map((type) => ({ name: type, permissions: DEFAULT_ROLE_PERMISSIONS[type] })))
      .returning();
    const roleId = Object.fromEntries(roleRows.map((role) => [role.name, role._id])) as Record<UserType, string>;

    const marketRows = await tx
      .insert(markets)
      .values(MARKET_GEOGRAPHY.map(({ name, taxPercent, zips }) => ({ name, taxPercent, zipCodes: zips.map((zip) => zip.zipcode) })))
      .returning();
    const marketIds = Object.fromEntries(marketRows.map((market) => [market.name, market._id]));

    const vendorRows = await tx
      .insert(vendors)
      .values(
        marketRows.map((market) => ({
          companyName: `${market.name} Lawn Pros`,
          commission: 20,
          status: 'active' as const,
          marketId: market._id,
        })),
      )
      .returning();
    const crewRows = await tx
      .insert(crews)
      .values(
        vendorRows.flatMap((vendor, index) =>
          ['North', 'South'].map((side) => ({ vendorId: vendor._id, name: `${marketRows[index].name} ${side} Crew` })),
        ),
      )
      .returning();

    const { customerRows, propertyRows } = demoCustomers(marketIds);
    await tx.insert(customers).values(customerRows);
    const lost = lostHistories(customerRows, Date.now());
    if (lost.length) await tx.insert(histories).values(lost);
    const seededProperties = [];
    for (let start = 0; start < propertyRows.length; start += 200) {
      seededProperties.push(
        ...(await tx
          .insert(properties)
          .values(propertyRows.slice(start, start + 200))
          .returning()),
      );
    }

    const [demoCustomer] = await tx
      .insert(customers)
      .values({
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'customer@lawndesk.test',
        mobile: '5125550199',
        status: 'active',
        source: 'referral',
        referralCode: 'DEMO2026',
        marketingOptIn: true,
      })
      .returning();
    const demoProperties = await tx
      .insert(properties)
      .values([
        {
          customerId: demoCustomer._id,
          address: '1400 Barton Springs Rd',
          city: 'Austin',
          zipcode: '78704',
          marketId: marketIds.Austin,
          latitude: 30.2617,
          longitude: -97.7614,
          lotSize: 7200,
          lotSizeCategory: 'average',
        },
        {
          customerId: demoCustomer._id,
          address: '4512 Shoal Creek Blvd',
          city: 'Austin',
          zipcode: '78756',
          marketId: marketIds.Austin,
          latitude: 30.3166,
          longitude: -97.7457,
          lotSize: 12100,
          lotSizeCategory: 'large',
        },
      ])
      .returning();

    const account = (
      username: string,
      type: UserType,
      firstName: string,
      lastName: string,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => ({
      username,
      type,
      firstName,
      lastName,
      passwordHash,
      roleId: roleId[type],
      email: `${type}@lawndesk.test`,
      ...extra,
    });
    const staff = await tx
      .insert(users)
      .values([
        account('demo-admin', 'admin', 'Avery', 'Admin', { mobile: '5125550101' }),
        account('demo-csr', 'csr', 'Casey', 'Rivera', { mobile: '5125550102' }),
        account('demo-vendor', 'vendor', 'Victor', 'Alvarez', { mobile: '5125550103', vendorId: vendorRows[0]._id }),
        account('demo-crew', 'crew', 'Carlos', 'Mendoza', { mobile: '5125550104', crewId: crewRows[0]._id }),
        account('demo-customer', 'customer', demoCustomer.firstName, demoCustomer.lastName, {
          mobile: demoCustomer.mobile,
          customerId: demoCustomer._id,
        }),
      ])
      .returning({ _id: users._id, type: users.type });
    const staffIds = staff.filter((user) => user.type === 'admin' || user.type === 'csr').map((user) => user._id);
    await seedActivity(tx, [...seededProperties, ...demoProperties], staffIds);
    // Every 20th active property has an office assignee, so each staff member's dashboard lists a few of their own.
    await tx.execute(sql`
      update properties p set assignee_id = (array[${sql.join(
        staffIds.map((id) => sql`${id}`),
        sql`, `,
      )}])[(1 + ranked.position / 20 % ${staffIds.length}::int)::int]
      from (select _id, row_number() over (order by customer_sort_name, _id) as position from properties where status = 'active') ranked
      where ranked._id = p._id and ranked.position % 20 = 0`);
    await seedTemplatesAndSignups(tx);
    await seedStaffAndTimeSheets(tx, { passwordHash, roleId, crews: crewRows });
    const customerUser = staff.find((user) => user.type === 'customer')!;
    await seedConfiguration(tx, { customerId: demoCustomer._id, customerUserId: customerUser._id, propertyId: demoProperties[0]._id });
    await seedVendorDetails(tx, { passwordHash, vendorRoleId: roleId.vendor, authorId: staffIds[0] });
    await seedWorkLogs(tx);
    await seedCrewShifts(tx, await businessToday(tx));
    await seedPayments(tx, { demoCustomerId: demoCustomer._id });
    await seedCollections(tx, { demoCustomerId: demoCustomer._id });
    await seedRefusedMobile(tx, demoCustomer._id);
    await markDueRemindersTold(tx);
    await seedNotifications(tx, { staffIds, customerUserId: customerUser._id, property: demoProperties[1] });
    await seedTreatments(tx, { today: await businessToday(tx), adminId: staffIds[0], demoPropertyId: demoProperties[0]._id });
    await seedQuotes(tx, { now: new Date(), today: await businessToday(tx), staffId: staffIds[0] });
  });
  // The planner's statistics of the new rows, which the lists' estimated totals read (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
}
