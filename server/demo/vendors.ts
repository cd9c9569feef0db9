// Demo vendor details: prices, service zip codes with days and crews, commission exceptions, crew notes and announcements,
// plus demo-newvendor, whose vendor is still pending_for_price.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../lib/history';
import {
  crewAnnouncements,
  crewNotes,
  crews,
  markets,
  properties,
  users,
  vendorPropertyExceptions,
  vendorZipcodes,
  vendors,
} from '../db/schema';

const CONTACTS = [
  { contactName: 'Victor Alvarez', phone: '5125550301' },
  { contactName: 'Dolores Hart', phone: '2145550302' },
  { contactName: 'Samuel Ortiz', phone: '2105550303' },
];
const BASE_PRICES = { small: 30, average: 40, large: 50, extraLarge: 65 };
const WORK_DAYS = 5;

interface VendorSeedOptions {
  passwordHash: string;
  vendorRoleId: string;
  /** The staff member who wrote the crew notes. */
  authorId: string;
}

export async function seedVendorDetails(tx: Tx, { passwordHash, vendorRoleId, authorId }: VendorSeedOptions): Promise<void> {
  const vendorRows = await tx.select().from(vendors).orderBy(asc(vendors.createdAt), asc(vendors.companyName));
  const marketRows = await tx.select().from(markets);
  const crewRows = await tx.select().from(crews).orderBy(asc(crews.name));

  for (const [index, vendor] of vendorRows.entries()) {
    const contact = CONTACTS[index % CONTACTS.length];
    const slug = vendor.companyName.toLowerCase().replace(/[^a-z]+/g, '');
    const prices = Object.fromEntries(
      Object.entries(BASE_PRICES).map(([category, price]) => [category, price + index * 2.5]),
    ) as typeof BASE_PRICES;
    await tx
      .update(vendors)
      .set({ ...contact, email: `office@${slug}.test`, prices, isPrimary: index === 0 })
      .where(eq(vendors._id, vendor._id));

    const zipCodes = marketRows.find((market) => market._id === vendor.marketId)?.zipCodes ?? [];
    const ownCrews = crewRows.filter((crew) => crew.vendorId === vendor._id);
    if (zipCodes.length) {
      await tx.insert(vendorZipcodes).values(
        zipCodes.map((zipcode, position) => ({
          vendorId: vendor._id,
          zipcode,
          weekDay: (position % WORK_DAYS) + 1,
          crewId: ownCrews[position % Math.max(ownCrews.length, 1)]?._id ?? null,
        })),
      );
    }
    const marketProperties = vendor.marketId
      ? await tx
          .select({ _id: properties._id })
          .from(properties)
          .where(eq(properties.marketId, vendor.marketId))
          .orderBy(asc(properties.address))
          .limit(index === 0 ? 2 : 1)
      : [];
    if (marketProperties.length) {
      await tx
        .insert(vendorPropertyExceptions)
        .values(
          marketProperties.map((property, position) => ({ vendorId: vendor._id, propertyId: property._id, commission: 15 - position * 5 })),
        );
    }
  }

  const firstCrews = crewRows.filter((crew) => crew.vendorId === vendorRows[0]?._id);
  if (firstCrews.length) {
    await tx
      .insert(crewNotes)
      .values([
        { crewId: firstCrews[0]._id, text: 'Trailer gate latch is loose; check it before leaving the yard.', authorId },
        { crewId: firstCrews[0]._id, text: 'Prefers Monday routes to start north of the river.', authorId },
        ...(firstCrews[1] ? [{ crewId: firstCrews[1]._id, text: 'New edger delivered; old one returned to the shop.', authorId }] : []),
      ]);
  }
  const today = new Date().toISOString().slice(0, 10);
  const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await tx.insert(crewAnnouncements).values([
    {
      vendorId: null,
      title: 'Heat safety',
      message: 'Take water breaks every hour while the heat advisory lasts.',
      activeFrom: today,
      activeTo: inAMonth,
    },
    ...(vendorRows[0]
      ? [
          {
            vendorId: vendorRows[0]._id,
            title: 'Route change',
            message: 'Thursday routes start from the south yard this month.',
            activeFrom: today,
            activeTo: inAMonth,
          },
        ]
      : []),
  ]);

  await seedPendingVendor(tx, { passwordHash, vendorRoleId, marketId: vendorRows[0]?.marketId ?? null });
}

async function seedPendingVendor(
  tx: Tx,
  { passwordHash, vendorRoleId, marketId }: { passwordHash: string; vendorRoleId: string; marketId: string | null },
) {
  const [vendor] = await tx
    .insert(vendors)
    .values({
      companyName: 'Hill Country Mowing',
      commission: 18,
      status: 'pending_for_price',
      marketId,
      contactName: 'Nora Quinn',
      email: 'office@hillcountrymowing.test',
      phone: '5125550304',
    })
    .returning();
  await tx.insert(crews).values({ vendorId: vendor._id, name: 'Hill Country Crew' });
  await tx.insert(users).values({
    username: 'demo-newvendor',
    type: 'vendor',
    firstName: 'Nora',
    lastName: 'Quinn',
    passwordHash,
    roleId: vendorRoleId,
    email: 'newvendor@lawndesk.test',
    mobile: '5125550177',
    vendorId: vendor._id,
  });
}
