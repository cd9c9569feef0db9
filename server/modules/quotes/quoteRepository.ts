// Quotes in the database: a new quote and its versions (each written once), sending (the link made once), extending,
// and what staff read of one: its versions, its signature and the link to copy.
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { QuoteInput, QuoteRecord, QuoteUpdate } from '../../../common/schemas/quote';
import { leads, properties, type Quote, type QuoteVersion, quotes, quoteVersions } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import type { Executor, Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { paidDepositOf } from '../billing';
import { leadForWrite, setLeadStatus } from './leadRepository';
import { hashOf, quoteLink, quoteToken } from './links';
import { photosOf } from './photos';
import { quoteTaxOf, versionTaxOf } from './quoteTax';
import { isExpired, isOpenForStaff, quoteTotal, quoteTotals } from './rules';

const versionRecord = (row: QuoteVersion) => ({
  version: row.version,
  lines: row.lines.map((line) => ({ ...line, frequency: line.frequency ?? null, description: line.description ?? null })),
  depositCents: row.depositCents,
  depositPercent: row.depositPercent,
  totalCents: row.totalCents,
  expiresOn: row.expiresOn,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

export function signatureOf(quote: Quote) {
  if (!quote.approvedAt || !quote.signedName) return null;
  return {
    signedName: quote.signedName,
    signedAt: quote.approvedAt.toISOString(),
    ipAddress: quote.signedIp ?? '',
    version: quote.signedVersion ?? quote.version,
    totalCents: quote.signedTotalCents ?? 0,
    optionalLines: quote.signedOptionalLines ?? [],
  };
}

/** The quote's row, locked for the caller's transaction: sends, edits and approvals of one quote take turns. */
export async function quoteForWrite(executor: Executor, id: string) {
  const [quote] = await executor.select().from(quotes).where(eq(quotes._id, id)).for('update');
  if (!quote) throw notFound('quote');
  return quote;
}

/** A quote may not be written, extended or sent already expired: its day is today or later, in the business's calendar. */
async function refusePastExpiry(executor: Executor, expiresOn: string) {
  if (isExpired(expiresOn, await businessToday(executor)))
    throw new HttpProblem(400, 'validation.quote.expiry_in_past', { expiresOn: 'validation.quote.expiry_in_past' });
}

export async function latestVersion(executor: Executor, quote: Pick<Quote, '_id' | 'version'>) {
  const [row] = await executor
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quote._id))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  return row;
}

async function addVersion(tx: Tx, quote: Pick<Quote, '_id' | 'leadId' | 'propertyId'>, version: number, body: QuoteUpdate, userId: string) {
  const tax = await quoteTaxOf(tx, quote, body.lines);
  // A percent is of what the customer is asked to pay: the required lines with their tax.
  const depositCents =
    body.depositPercent === null
      ? body.depositCents
      : Math.round((quoteTotals(body.lines, tax.lineTaxCents).totalCents * body.depositPercent) / 100);
  await tx.insert(quoteVersions).values({
    quoteId: quote._id,
    version,
    lines: body.lines,
    depositCents,
    depositPercent: body.depositPercent,
    totalCents: quoteTotal(body.lines),
    taxPercent: tax.taxPercent,
    lineTaxCents: tax.lineTaxCents,
    expiresOn: body.expiresOn,
    notes: body.notes,
    createdById: userId,
  });
}

/** The quote declined with its reason and its lead lost with the same (staff's Declined or the customer's page). */
export async function recordDecline(app: FastifyInstance, tx: Tx, quote: Pick<Quote, '_id' | 'leadId'>, reason: string) {
  await tx.update(quotes).set({ status: 'declined', declinedAt: new Date(), declinedReason: reason }).where(eq(quotes._id, quote._id));
  if (quote.leadId) {
    await leadForWrite(tx, quote.leadId);
    await setLeadStatus(tx, quote.leadId, { status: 'lost', lostReason: reason });
  }
  await app.events.emit(tx, 'quote.changed', { quoteId: quote._id, leadId: quote.leadId, change: 'declined' });
}

export function quotesRepository(app: FastifyInstance) {
  const { db } = app.database;

  async function read(id: string): Promise<QuoteRecord> {
    const [quote] = await db.select().from(quotes).where(eq(quotes._id, id));
    if (!quote) throw notFound('quote');
    const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id)).orderBy(asc(quoteVersions.version));
    const latest = versionRecord(versions[versions.length - 1]);
    const tax = await versionTaxOf(db, quote, versions[versions.length - 1]);
    const totals = quoteTotals(latest.lines, tax.lineTaxCents);
    return {
      _id: quote._id,
      ...tax,
      taxCents: totals.taxCents,
      totalWithTaxCents: totals.totalCents,
      leadId: quote.leadId,
      propertyId: quote.propertyId,
      customerId: quote.customerId,
      status: quote.status,
      expired: quote.status === 'sent' && isExpired(quote.expiresOn, await businessToday(db)),
      version: quote.version,
      lines: latest.lines,
      depositCents: latest.depositCents,
      depositPercent: latest.depositPercent,
      totalCents: latest.totalCents,
      expiresOn: quote.expiresOn,
      notes: latest.notes,
      sentAt: quote.sentAt?.toISOString() ?? null,
      openedAt: quote.openedAt?.toISOString() ?? null,
      followedUpAt: quote.followedUpAt?.toISOString() ?? null,
      declinedReason: quote.declinedReason,
      versions: versions.map(versionRecord),
      signature: signatureOf(quote),
      oneTimeJobs: quote.oneTimeJobs ?? [],
      depositPaid: quote.status === 'approved' ? await paidDepositOf(db, quote._id) : null,
      photos: await photosOf(db, quote._id),
      // Staff read a quote on a site without an address too: its link to copy is then missing, not the quote.
      link: await quoteLink(app, quote).catch(() => null),
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
    };
  }

  return {
    read,

    /** The quotes of a lead or of a property, the newest first. */
    async listFor(filter: { leadId?: string; propertyId?: string }) {
      const where = filter.leadId ? eq(quotes.leadId, filter.leadId) : eq(quotes.propertyId, filter.propertyId ?? '');
      const rows = await db.select({ _id: quotes._id }).from(quotes).where(where).orderBy(desc(quotes.createdAt)).limit(50);
      return Promise.all(rows.map((row) => read(row._id)));
    },

    async create(input: QuoteInput, userId: string) {
      const { leadId, propertyId, ...body } = input;
      const id = await db.transaction(async (tx) => {
        await refusePastExpiry(tx, body.expiresOn);
        let customerId: string | null = null;
        if (leadId) {
          const lead = await leadForWrite(tx, leadId);
          if (lead.status === 'won') throw new HttpProblem(409, 'server.quotes.lead_already_quoted');
          customerId = lead.customerId;
        } else {
          const [property] = await tx
            .select()
            .from(properties)
            .where(eq(properties._id, propertyId ?? ''));
          if (!property) throw notFound('property');
          customerId = property.customerId;
        }
        const [quote] = await tx
          .insert(quotes)
          .values({ leadId: leadId ?? null, propertyId: propertyId ?? null, customerId, expiresOn: body.expiresOn, createdById: userId })
          .returning({ _id: quotes._id, leadId: quotes.leadId, propertyId: quotes.propertyId });
        await addVersion(tx, quote, 1, body, userId);
        return quote._id;
      });
      return read(id);
    },

    /** A new version of the quote's lines, deposit, expiry and notes; the customer's link shows it from now on. */
    async update(id: string, body: QuoteUpdate, userId: string) {
      await db.transaction(async (tx) => {
        const quote = await quoteForWrite(tx, id);
        if (!isOpenForStaff(quote.status)) throw new HttpProblem(409, 'server.quotes.not_editable');
        await refusePastExpiry(tx, body.expiresOn);
        const version = quote.version + 1;
        await addVersion(tx, quote, version, body, userId);
        await tx.update(quotes).set({ version, expiresOn: body.expiresOn }).where(eq(quotes._id, id));
      });
      return read(id);
    },

    /** Staff give a quote a new expiry (an expired one opens again). */
    async extend(id: string, expiresOn: string) {
      await app.events.transaction(async (tx) => {
        const quote = await quoteForWrite(tx, id);
        if (!isOpenForStaff(quote.status)) throw new HttpProblem(409, 'server.quotes.not_editable');
        await refusePastExpiry(tx, expiresOn);
        await tx.update(quotes).set({ expiresOn }).where(eq(quotes._id, id));
        await app.events.emit(tx, 'quote.changed', { quoteId: id, leadId: quote.leadId, change: 'extended' });
      });
      return read(id);
    },

    /** The customer said no: the quote is declined, and its lead lost, with the reason staff were given. */
    async decline(id: string, reason: string) {
      await app.events.transaction(async (tx) => {
        const quote = await quoteForWrite(tx, id);
        if (!isOpenForStaff(quote.status)) throw new HttpProblem(409, 'server.quotes.not_editable');
        await recordDecline(app, tx, quote, reason);
      });
      return read(id);
    },

    /**
     * Marks the quote sent and makes its link (the same on a resend); the lead becomes quoted. Answers the version sent;
     * the messages go after the commit.
     */
    async markSent(id: string) {
      return app.events.transaction(async (tx) => {
        const quote = await quoteForWrite(tx, id);
        if (!isOpenForStaff(quote.status)) throw new HttpProblem(409, 'server.quotes.not_sendable');
        // A quote past its day would reach the customer expired: staff extend it first.
        if (isExpired(quote.expiresOn, await businessToday(tx))) throw new HttpProblem(409, 'server.quotes.send_expired');
        await app.events.emit(tx, 'quote.changed', { quoteId: id, leadId: quote.leadId, change: 'sent' });
        const token = quoteToken(app, id);
        await tx
          .update(quotes)
          .set({ status: 'sent', sentAt: new Date(), tokenHash: hashOf(token) })
          .where(eq(quotes._id, id));
        if (quote.leadId) {
          const [lead] = await tx.select().from(leads).where(eq(leads._id, quote.leadId)).for('update');
          if (lead?.status === 'new') await tx.update(leads).set({ status: 'quoted' }).where(eq(leads._id, lead._id));
        }
        return latestVersion(tx, quote);
      });
    },
  };
}
