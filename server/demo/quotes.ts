// The demo's leads and quotes (docs/quotes.md), so the Leads page, a lead's quote card and the lead funnel report show
// an office's month: new leads from each channel, quotes in draft, sent, opened and followed up, leads lost (one quote
// declined on its page), and leads won that became some of the newest demo customers, their quotes signed.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { QuoteLine } from '../../common/schemas/quote';
import type { Tx } from '../lib/history';
import { addDays } from '../lib/calendar';
import { quoteLineTaxes } from '../modules/billing';
import { marketForZip } from '../modules/customers';
import { demoQuoteTokenHash } from '../modules/quotes';
import { vendorForZip } from '../modules/vendors';
import { leads, properties, quotes, quoteVersions, services, customers } from '../db/schema';
import { FIRST_NAMES, LAST_NAMES } from './geography';
import { seededRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type LeadRow = typeof leads.$inferInsert;
type Stage = 'new' | 'draft' | 'sent' | 'opened' | 'followed-up' | 'declined' | 'lost';

/** The leads still open or lost: how each came in, and where its quote stands, `ageDays` before now. */
const OPEN_LEADS: { stage: Stage; channel: LeadRow['channel']; ageDays: number; asked: string; language?: 'es' }[] = [
  { stage: 'new', channel: 'contact-request', ageDays: 0.1, asked: 'Weekly mowing for a corner lot, starting in March.' },
  { stage: 'new', channel: 'signup', ageDays: 0.6, asked: 'Signed up on the website for bi-weekly mowing.' },
  { stage: 'new', channel: 'call', ageDays: 1.2, asked: 'Called about bed weeding and mulch before a family visit.', language: 'es' },
  { stage: 'draft', channel: 'call', ageDays: 1.8, asked: 'Weekly mowing and a spring bed clean-up.' },
  { stage: 'sent', channel: 'contact-request', ageDays: 2.5, asked: 'Mowing every other week; gate code on file.' },
  { stage: 'opened', channel: 'customer', ageDays: 4, asked: 'Neighbour of a customer; wants the same weekly service.' },
  { stage: 'followed-up', channel: 'signup', ageDays: 9, asked: 'Weekly mowing, front and back, plus hedges.' },
  { stage: 'declined', channel: 'contact-request', ageDays: 12, asked: 'Price for weekly mowing of a large lot.' },
  { stage: 'lost', channel: 'call', ageDays: 16, asked: 'One-time clean-up after a move.' },
];

/** Each open quote's lines: weekly or bi-weekly mowing, a clean-up, and the beds monthly for the customer to tick. */
function linesFor(stage: Stage, mowCents: number): QuoteLine[] {
  const biweekly = stage === 'sent';
  return [
    { type: 'mow', frequency: biweekly ? 2 : 1, description: null, priceCents: mowCents, optional: false },
    ...(stage === 'draft' || stage === 'followed-up'
      ? [
          {
            type: 'one-time' as const,
            frequency: null,
            description: 'Spring bed clean-up and fresh mulch',
            priceCents: 18_500,
            optional: false,
          },
        ]
      : []),
    { type: 'bnb', frequency: 4, description: null, priceCents: 6_500, optional: true },
  ];
}

export async function seedQuotes(tx: Tx, { now, today, staffId }: { now: Date; today: string; staffId: string }) {
  const random = seededRandom(46);
  // The places leads come from: the demo's own zip codes, a new house number on one of its streets.
  const places = await tx
    .select({ address: properties.address, city: properties.city, zipcode: properties.zipcode, lotSize: properties.lotSize })
    .from(properties)
    .orderBy(properties.zipcode, properties._id)
    .limit(200);
  const placeAt = (index: number) => {
    const place = places[(index * 37) % places.length];
    const street = place.address.replace(/^\d+\s*/, '');
    return { ...place, address: `${100 + ((index * 413) % 8_800)} ${street}` };
  };

  let quoteCount = 0;
  for (const [index, plan] of OPEN_LEADS.entries()) {
    const place = placeAt(index);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const createdAt = new Date(now.getTime() - plan.ageDays * DAY);
    const market = await marketForZip(tx, place.zipcode);
    const vendor = await vendorForZip(tx, place.zipcode);
    const mowCents = 3_500 + 500 * Math.min(4, Math.floor((place.lotSize ?? 8_000) / 5_000));
    const lost = plan.stage === 'declined' || plan.stage === 'lost';
    const quoted = plan.stage === 'sent' || plan.stage === 'opened' || plan.stage === 'followed-up';
    const lostReason =
      plan.stage === 'declined' ? 'The price is too high: another company quoted $35' : 'Went with another company after the call';
    const [lead] = await tx
      .insert(leads)
      .values({
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${index + 1}@example.com`.toLowerCase(),
        mobile: `512-555-${String(1200 + index * 7).padStart(4, '0')}`,
        address: place.address,
        city: place.city,
        zipcode: place.zipcode,
        lotSize: place.lotSize,
        source: random.pick(['internet', 'referral', 'yelp', 'facebook', 'none']),
        channel: plan.channel,
        asked: plan.asked,
        ...(plan.channel === 'signup' && { quotedFrequency: 1, quotedPriceCents: mowCents }),
        language: plan.language ?? 'en',
        textConsent: plan.channel !== 'contact-request',
        marketId: market?._id ?? null,
        vendorId: vendor?._id ?? null,
        status: lost ? 'lost' : quoted ? 'quoted' : 'new',
        lostReason: lost ? lostReason : null,
        createdById: plan.channel === 'call' ? staffId : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (plan.stage === 'new' || plan.stage === 'lost') continue;

    const lines = linesFor(plan.stage, mowCents);
    const sentAt = new Date(createdAt.getTime() + 3 * HOUR);
    const [quote] = await tx
      .insert(quotes)
      .values({
        leadId: lead._id,
        status: plan.stage === 'draft' ? 'draft' : plan.stage === 'declined' ? 'declined' : 'sent',
        expiresOn: addDays(today, plan.stage === 'declined' ? -1 : 21),
        sentAt: plan.stage === 'draft' ? null : sentAt,
        openedAt: plan.stage === 'opened' || plan.stage === 'declined' ? new Date(sentAt.getTime() + 5 * HOUR) : null,
        followedUpAt: plan.stage === 'followed-up' ? new Date(sentAt.getTime() + 3 * DAY) : null,
        declinedAt: plan.stage === 'declined' ? new Date(sentAt.getTime() + 2 * DAY) : null,
        declinedReason: plan.stage === 'declined' ? lostReason : null,
        createdById: staffId,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning();
    if (plan.stage !== 'draft')
      await tx
        .update(quotes)
        .set({ tokenHash: await demoQuoteTokenHash(tx, quote._id) })
        .where(eq(quotes._id, quote._id));
    await tx.insert(quoteVersions).values({
      quoteId: quote._id,
      version: 1,
      lines,
      depositCents: plan.stage === 'followed-up' ? 5_000 : 0,
      totalCents: lines.reduce((sum, line) => sum + (line.optional ? 0 : line.priceCents), 0),
      expiresOn: quote.expiresOn,
      notes: plan.stage === 'opened' ? 'Same crew and day as the neighbour at the corner.' : null,
      createdById: staffId,
      createdAt: sentAt,
    });
    quoteCount += 1;
  }

  // Leads won: some of the newest demo customers came through a quote they approved, weekly mowing at their price.
  const newest = await tx
    .select({
      customerId: customers._id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
      joinedAt: customers.createdAt,
      propertyId: properties._id,
      address: properties.address,
      city: properties.city,
      zipcode: properties.zipcode,
      lotSize: properties.lotSize,
      marketId: properties.marketId,
      frequency: services.frequency,
      price: services.price,
    })
    .from(customers)
    .innerJoin(properties, eq(properties.customerId, customers._id))
    .innerJoin(services, and(eq(services.propertyId, properties._id), eq(services.type, 'mow')))
    .where(and(eq(customers.status, 'active'), gte(customers.createdAt, new Date(now.getTime() - 75 * DAY))))
    .orderBy(desc(customers.createdAt), properties._id)
    .limit(20);
  // One lead a customer (some have two properties), the demo customer's sign-in left to its own story.
  const wonCustomers = newest
    .filter((row, index) => newest.findIndex((other) => other.customerId === row.customerId) === index)
    .filter((row) => now.getTime() - row.joinedAt.getTime() > DAY)
    .slice(0, 5);
  for (const [index, won] of wonCustomers.entries()) {
    const approvedAt = won.joinedAt;
    const createdAt = new Date(approvedAt.getTime() - (2 + index * 2) * DAY);
    const sentAt = new Date(createdAt.getTime() + 4 * HOUR);
    const vendor = await vendorForZip(tx, won.zipcode);
    const lines: QuoteLine[] = [
      { type: 'mow', frequency: won.frequency, description: null, priceCents: Math.round(won.price * 100), optional: false },
    ];
    const approvedOn = approvedAt.toISOString().slice(0, 10);
    const { lineTaxCents } = await quoteLineTaxes(tx, { propertyId: won.propertyId }, approvedOn, [
      { item: 'mow', cents: lines[0].priceCents },
    ]);
    const [lead] = await tx
      .insert(leads)
      .values({
        firstName: won.firstName,
        lastName: won.lastName,
        email: won.email ?? `${won.firstName}.${won.lastName}@example.com`.toLowerCase(),
        mobile: won.mobile,
        address: won.address,
        city: won.city,
        zipcode: won.zipcode,
        lotSize: won.lotSize,
        source: index % 2 ? 'referral' : 'internet',
        channel: index % 2 ? 'call' : 'contact-request',
        asked: 'Weekly mowing.',
        textConsent: true,
        marketId: won.marketId,
        vendorId: vendor?._id ?? null,
        status: 'won',
        customerId: won.customerId,
        createdById: index % 2 ? staffId : null,
        createdAt,
        updatedAt: approvedAt,
      })
      .returning();
    const [quote] = await tx
      .insert(quotes)
      .values({
        leadId: lead._id,
        propertyId: won.propertyId,
        customerId: won.customerId,
        status: 'approved',
        expiresOn: addDays(sentAt.toISOString().slice(0, 10), 14),
        sentAt,
        openedAt: new Date(sentAt.getTime() + 2 * HOUR),
        approvedAt,
        signedName: `${won.firstName} ${won.lastName}`,
        signedIp: `203.0.113.${20 + index}`,
        signedVersion: 1,
        signedTotalCents: lines[0].priceCents + lineTaxCents[0],
        signedOptionalLines: [],
        createdById: staffId,
        createdAt: sentAt,
        updatedAt: approvedAt,
      })
      .returning();
    await tx
      .update(quotes)
      .set({ tokenHash: await demoQuoteTokenHash(tx, quote._id) })
      .where(eq(quotes._id, quote._id));
    await tx.insert(quoteVersions).values({
      quoteId: quote._id,
      version: 1,
      lines,
      totalCents: lines[0].priceCents,
      expiresOn: quote.expiresOn,
      createdById: staffId,
      createdAt: sentAt,
    });
    quoteCount += 1;
  }
  return { leads: OPEN_LEADS.length + wonCustomers.length, quotes: quoteCount };
}
