// The demo's treatments: three products with their deliveries, a five-round program, licensed applicators (the demo
// crew member and admin), a few properties (the demo customer's first among them) enrolled for last season and this
// one, and last season's application records, one per round and property (docs/treatments.md).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../lib/history';
import { addTreatmentService } from '../modules/customers';
import { replan } from '../modules/scheduling';
import { planRounds } from '../modules/treatments';
import { addDays } from '../lib/calendar';
import { polygonSqFt } from '../../common/geo/area';
import { WEATHER_FIELDS } from '../../common/schemas/treatment';
import {
  applications,
  applicatorLicences,
  lawns,
  products,
  programEnrolments,
  programs,
  properties,
  customers,
  stockMovements,
  users,
} from '../db/schema';

const PRODUCTS = [
  {
    name: 'Prodiamine 65 WDG',
    epaRegNo: '100-1139',
    unit: 'oz',
    rateMinPer1000: 0.185,
    rateMaxPer1000: 0.83,
    windLimitMph: 10,
    signalWord: 'caution',
    reentryHours: 12,
    activeIngredients: 'Prodiamine 65%',
  },
  {
    name: 'Trimec Classic Broadleaf Herbicide',
    epaRegNo: '2217-543',
    unit: 'fl oz',
    rateMinPer1000: 1.1,
    rateMaxPer1000: 1.5,
    windLimitMph: 10,
    signalWord: 'danger',
    reentryHours: 48,
    activeIngredients: '2,4-D 26.6%, mecoprop-p 7.2%, dicamba 2.8%',
  },
  {
    name: 'Talstar P Professional',
    epaRegNo: '279-3206',
    unit: 'fl oz',
    rateMinPer1000: 0.25,
    rateMaxPer1000: 1,
    windLimitMph: 15,
    signalWord: 'caution',
    reentryHours: 12,
    activeIngredients: 'Bifenthrin 7.9%',
  },
] as const;

/** Round: its window, the product (index above), the rate per 1,000 sq ft, the pest and the price. */
const ROUNDS = [
  {
    name: 'Pre-emergent',
    windowStart: '02-01',
    windowEnd: '03-15',
    product: 0,
    rate: 0.37,
    pest: 'Crabgrass and grassy weeds (pre-emergent)',
    priceCents: 5500,
  },
  {
    name: 'Post-emergent and fertilizer',
    windowStart: '04-01',
    windowEnd: '05-15',
    product: 1,
    rate: 1.3,
    pest: 'Broadleaf weeds (dandelion, clover)',
    priceCents: 5500,
  },
  {
    name: 'Summer insect control',
    windowStart: '06-01',
    windowEnd: '07-15',
    product: 2,
    rate: 0.5,
    pest: 'Chinch bugs and fire ants',
    priceCents: 5000,
  },
  {
    name: 'Late-summer weed control',
    windowStart: '08-01',
    windowEnd: '09-15',
    product: 1,
    rate: 1.2,
    pest: 'Broadleaf weeds (spurge)',
    priceCents: 5000,
  },
  {
    name: 'Fall pre-emergent',
    windowStart: '10-15',
    windowEnd: '11-30',
    product: 0,
    rate: 0.4,
    pest: 'Annual bluegrass (pre-emergent)',
    priceCents: 6000,
  },
];
/** The equipment each product goes on with: the round's default on the crew's form. */
const ROUND_METHODS = ['Backpack sprayer', 'Hose-end boom sprayer', 'Hose-end boom sprayer'];
const ENROLLED = 4;

/** A front and a back lawn drawn as one L around the house: corners in feet east and north of the map position. */
const LAWN_FEET: [east: number, north: number][] = [
  [-45, -40],
  [45, -40],
  [45, 30],
  [20, 30],
  [20, -5],
  [-45, -5],
];
function lawnAround({ latitude, longitude }: { latitude: number | null; longitude: number | null }): [number, number][] | null {
  if (latitude === null || longitude === null) return null;
  const feetPerDegree = 69.09 * 5280;
  const east = feetPerDegree * Math.cos((latitude * Math.PI) / 180);
  return LAWN_FEET.map(([x, y]) => [latitude + y / feetPerDegree, longitude + x / east]);
}

/** `demoPropertyId`: the demo customer's first lawn, enrolled first so the portal shows a program's history. */
export async function seedTreatments(
  tx: Tx,
  { today, adminId, demoPropertyId }: { today: string; adminId: string; demoPropertyId: string },
) {
  const productRows = await tx
    .insert(products)
    .values(PRODUCTS.map((product) => ({ ...product, restrictedUse: false, stockOnHand: 0, createdById: adminId })))
    .returning();
  const rounds = ROUNDS.map((round) => ({
    name: round.name,
    windowStart: round.windowStart,
    windowEnd: round.windowEnd,
    products: [{ productId: productRows[round.product]._id, ratePer1000: round.rate }],
    priceCents: round.priceCents,
    minutes: 25,
    applicationMethod: ROUND_METHODS[round.product],
    // Priced by lawn area: a small lawn the round's price, larger ones more.
    priceBands: [
      { maxSqFt: 5000, priceCents: round.priceCents },
      { maxSqFt: 10_000, priceCents: round.priceCents + 1500 },
      { maxSqFt: 20_000, priceCents: round.priceCents + 3500 },
    ],
  }));
  const [program] = await tx.insert(programs).values({ name: 'Five-round lawn care program', rounds, createdById: adminId }).returning();

  const [crew] = await tx
    .select({ _id: users._id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.username, 'demo-crew'));
  await tx.insert(applicatorLicences).values([
    { userId: crew._id, licenceNo: 'TDA-0748213', expiresOn: addDays(today, 300), updatedById: adminId },
    { userId: adminId, licenceNo: 'TDA-0611092', expiresOn: addDays(today, 200), updatedById: adminId },
  ]);

  const sites = await tx
    .select({
      _id: properties._id,
      customerId: properties.customerId,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipcode: properties.zipcode,
      firstName: customers.firstName,
      lastName: customers.lastName,
      lotSize: properties.lotSize,
      latitude: properties.latitude,
      longitude: properties.longitude,
    })
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .where(and(eq(properties.status, 'active'), inArray(properties.city, ['Austin'])))
    .orderBy(desc(eq(properties._id, demoPropertyId)), asc(customers.lastName), asc(properties._id))
    .limit(ENROLLED);
  const season = Number(today.slice(0, 4));
  // Each lawn about 60% of its lot, typed in; the demo customer's drawn on the map around the house.
  const outlines = new Map(sites.filter((site) => site._id === demoPropertyId).map((site) => [site._id, lawnAround(site)]));
  const lawnOf = (site: (typeof sites)[number]) => {
    const outline = outlines.get(site._id);
    return outline ? Math.round(polygonSqFt(outline)) : Math.max(2000, Math.round(((site.lotSize ?? 7000) * 0.6) / 100) * 100);
  };
  if (sites.length)
    await tx
      .insert(lawns)
      .values(
        sites.map((site) => ({ propertyId: site._id, sqFt: lawnOf(site), outline: outlines.get(site._id) ?? null, updatedById: adminId })),
      );
  // Last season's enrolments are history; this season's and next one's have their treatment service, whose rounds the
  // scheduler plans as work logs, as an enrolment through the API does.
  const planning: string[] = [];
  for (const year of [season - 1, season, season + 1]) {
    for (const site of sites) {
      const lawnSqFt = lawnOf(site);
      const service = year >= season ? await addTreatmentService(tx, site._id, today, adminId) : null;
      await tx.insert(programEnrolments).values({
        programId: program._id,
        propertyId: site._id,
        customerId: site.customerId,
        season: year,
        lawnSqFt,
        priceCents: planRounds(rounds, year, year === season ? today : `${year}-01-01`, lawnSqFt).reduce(
          (sum, round) => sum + round.priceCents,
          0,
        ),
        // This season's and next one's are enrolled now, as through the API: priced on the rounds still to come.
        consentAt: year >= season ? new Date() : new Date(`${year - 1}-12-15T16:00:00Z`),
        consentById: adminId,
        consentNote: 'Agreed on the phone',
        serviceId: service?.serviceId ?? null,
      });
      if (service) planning.push(service.serviceId);
    }
  }
  await replan(tx, { serviceIds: planning }, adminId);

  // Deliveries first, then last season's applications: one per round and property, mid-morning in its window.
  const used = productRows.map(() => 0);
  const records = sites.flatMap((site, siteIndex) =>
    ROUNDS.map((round, roundIndex) => {
      const area = lawnOf(site);
      const amount = Math.round(((round.rate * area) / 1000) * 100) / 100;
      used[round.product] += amount;
      const startedAt = new Date(`${season - 1}-${round.windowStart}T15:${String(10 + siteIndex * 11).padStart(2, '0')}:00Z`);
      return {
        propertyId: site._id,
        customerId: site.customerId,
        customerName: `${site.firstName} ${site.lastName}`,
        address: `${site.address}, ${site.city}, ${site.state} ${site.zipcode}`,
        productId: productRows[round.product]._id,
        productName: productRows[round.product].name,
        epaRegNo: productRows[round.product].epaRegNo,
        amount,
        unit: productRows[round.product].unit,
        areaSqFt: area,
        ratePer1000: Math.round((amount / area) * 1000 * 10_000) / 10_000,
        targetPest: round.pest,
        siteTreated: 'Lawn (turf)',
        applicationMethod: ROUND_METHODS[round.product],
        productKind: 'pesticide' as const,
        // A two-gallon backpack or a hose-end jar's finished mix for the lawn.
        mixGallons: Math.round((area / 1000) * 0.5 * 10) / 10,
        billingAddress: `${site.address}, ${site.city}, ${site.state} ${site.zipcode}`,
        windMph: 3 + ((siteIndex + roundIndex) % 6),
        windDirection: ['S', 'SE', 'SW', 'N', 'E'][(siteIndex + roundIndex) % 5],
        temperatureF: [58, 74, 91, 94, 68][roundIndex],
        startedAt,
        // Most from the National Weather Service's Austin station as the form opened; every fourth typed on site.
        weatherSource:
          (siteIndex + roundIndex) % 4 === 3
            ? { source: 'typed' as const, station: null, observedAt: null, typed: [...WEATHER_FIELDS] }
            : { source: 'nws' as const, station: 'KAUS', observedAt: new Date(startedAt.getTime() - 18 * 60_000).toISOString(), typed: [] },
        applicatorId: crew._id,
        applicatorName: `${crew.firstName} ${crew.lastName}`,
        licenceNo: 'TDA-0748213',
        recordedById: crew._id,
      };
    }),
  );
  await tx.insert(stockMovements).values(
    productRows.map((product, index) => ({
      productId: product._id,
      change: Math.ceil(used[index]) + 64,
      reason: 'Delivery',
      createdById: adminId,
      createdAt: new Date(`${season - 1}-01-20T15:00:00Z`),
    })),
  );
  const written = records.length
    ? await tx.insert(applications).values(records).returning({
        _id: applications._id,
        productId: applications.productId,
        amount: applications.amount,
        recordedById: applications.recordedById,
      })
    : [];
  if (written.length)
    await tx.insert(stockMovements).values(
      written.map((row) => ({
        productId: row.productId,
        change: -row.amount,
        reason: 'application',
        applicationId: row._id,
        createdById: row.recordedById,
      })),
    );
  for (const [index, product] of productRows.entries())
    await tx
      .update(products)
      .set({ stockOnHand: Math.ceil(used[index]) + 64 - used[index] })
      .where(eq(products._id, product._id));
}
