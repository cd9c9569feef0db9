// Leads in the database: the list with its filters, one lead, a new one (its market and vendor found from its zip code
// as the customers and vendors domains find them), and its status.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LeadInput, LeadRecord, LeadStatus } from '../../../common/schemas/quote';
import type { FastifyInstance } from 'fastify';
import { type Lead, leads, markets, vendors } from '../../db/schema';
import type { Executor, Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { type ListPage, paginate, searchAny } from '../../lib/paginate';
import { customersMatching, marketForZip } from '../customers';
import { vendorForZip } from '../vendors';

export const LEAD_SORT_FIELDS = ['createdAt', 'updatedAt', 'status', 'lastName', 'zipcode'] as const;

export interface LeadListQuery extends ListPage<(typeof LEAD_SORT_FIELDS)[number]> {
  filter: { q?: string; id?: string[]; status?: LeadStatus; channel?: string; source?: string; vendorId?: string };
}

const leadColumns = { lead: leads, marketName: markets.name, vendorName: vendors.companyName };

export function toLeadRecord({
  lead,
  marketName,
  vendorName,
}: {
  lead: Lead;
  marketName: string | null;
  vendorName: string | null;
}): LeadRecord {
  return {
    _id: lead._id,
    name: { first: lead.firstName, last: lead.lastName },
    email: lead.email,
    mobile: lead.mobile,
    address: lead.address,
    city: lead.city,
    zipcode: lead.zipcode,
    lotSize: lead.lotSize,
    source: lead.source,
    channel: lead.channel,
    asked: lead.asked,
    quotedFrequency: lead.quotedFrequency,
    quotedPriceCents: lead.quotedPriceCents,
    language: lead.language,
    textConsent: lead.textConsent,
    marketId: lead.marketId,
    marketName,
    vendorId: lead.vendorId,
    vendorName,
    status: lead.status,
    lostReason: lead.lostReason,
    customerId: lead.customerId,
    matchConfirmedAt: lead.matchConfirmedAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

const selectLeads = (executor: Executor) =>
  executor
    .select(leadColumns)
    .from(leads)
    .leftJoin(markets, eq(markets._id, leads.marketId))
    .leftJoin(vendors, eq(vendors._id, leads.vendorId));

export async function readLead(executor: Executor, id: string) {
  const [row] = await selectLeads(executor).where(eq(leads._id, id));
  if (!row) throw notFound('lead');
  return toLeadRecord(row);
}

/** The lead's row, locked for the caller's transaction (a quote's approval, a status change). */
export async function leadForWrite(executor: Executor, id: string) {
  const [lead] = await executor.select().from(leads).where(eq(leads._id, id)).for('update');
  if (!lead) throw notFound('lead');
  return lead;
}

export async function setLeadStatus(
  executor: Executor,
  id: string,
  change: { status: LeadStatus; lostReason?: string | null; customerId?: string },
) {
  await executor
    .update(leads)
    .set({
      status: change.status,
      lostReason: change.status === 'lost' ? (change.lostReason ?? null) : null,
      ...(change.customerId && { customerId: change.customerId }),
    })
    .where(eq(leads._id, id));
}

export type NewLead = Omit<typeof leads.$inferInsert, '_id' | 'marketId' | 'vendorId' | 'createdById' | 'createdAt' | 'updatedAt'>;

/**
 * Adds a lead, its market and vendor found from its zip code, in the caller's transaction (the bus's), and announces
 * it: the office is told once the transaction commits.
 */
export async function addLead(app: FastifyInstance, tx: Tx, values: NewLead, userId: string | null) {
  const market = await marketForZip(tx, values.zipcode);
  const vendor = await vendorForZip(tx, values.zipcode);
  const [lead] = await tx
    .insert(leads)
    .values({ ...values, marketId: market?._id ?? null, vendorId: vendor?._id ?? null, createdById: userId })
    .returning();
  await app.events.emit(tx, 'lead.created', {
    leadId: lead._id,
    name: `${lead.firstName} ${lead.lastName}`,
    channel: lead.channel,
    userId,
  });
  return lead;
}

export function leadsRepository(app: FastifyInstance) {
  const { db } = app.database;
  return {
    async list({ filter, ...page }: LeadListQuery) {
      const where = and(
        searchAny(filter.q, [sql`${leads.firstName} || ' ' || ${leads.lastName}`, leads.email, leads.mobile, leads.address, leads.zipcode]),
        filter.id ? inArray(leads._id, filter.id) : undefined,
        filter.status ? eq(leads.status, filter.status) : undefined,
        filter.channel ? eq(leads.channel, filter.channel as Lead['channel']) : undefined,
        filter.source ? eq(leads.source, filter.source) : undefined,
        filter.vendorId ? eq(leads.vendorId, filter.vendorId) : undefined,
      );
      const { rows, ...counted } = await paginate(db, {
        query: selectLeads(db).where(where).$dynamic(),
        idColumn: leads._id,
        sortColumns: { ...leads, lastName: sql`${leads.lastName} || ' ' || ${leads.firstName}` },
        page,
        countQuery: db.select({ _id: leads._id }).from(leads).where(where).$dynamic(),
      });
      return { rows: rows.map(toLeadRecord), ...counted };
    },

    get: (id: string) => readLead(db, id),

    async create(input: LeadInput, userId: string | null) {
      const { name, ...rest } = input;
      const id = await app.events.transaction(
        async (tx) => (await addLead(app, tx, { ...rest, firstName: name.first, lastName: name.last }, userId))._id,
      );
      return readLead(db, id);
    },

    /** The existing customers the lead's e-mail or mobile matches, for staff to compare side by side. */
    async matches(id: string) {
      const lead = await readLead(db, id);
      return customersMatching(db, lead);
    },

    /**
     * Staff confirm the lead is one of the customers it matches (a won quote then joins that account), or none (null: a
     * new customer). A customer it does not match, or a lead already won, is refused.
     */
    async confirmCustomer(id: string, customerId: string | null, userId: string) {
      await db.transaction(async (tx) => {
        const lead = await leadForWrite(tx, id);
        if (lead.status === 'won') throw new HttpProblem(409, 'server.quotes.lead_already_quoted');
        if (customerId && !(await customersMatching(tx, lead)).some((match) => match._id === customerId))
          throw new HttpProblem(409, 'server.quotes.not_a_match', { customerId: 'server.quotes.not_a_match' });
        await tx
          .update(leads)
          .set(
            customerId
              ? { customerId, matchConfirmedById: userId, matchConfirmedAt: new Date() }
              : { customerId: null, matchConfirmedById: null, matchConfirmedAt: null },
          )
          .where(eq(leads._id, id));
      });
      return readLead(db, id);
    },

    async setStatus(id: string, change: { status: LeadStatus; lostReason?: string | null }) {
      await db.transaction(async (tx) => {
        await leadForWrite(tx, id);
        await setLeadStatus(tx, id, change);
      });
      return readLead(db, id);
    },
  };
}
