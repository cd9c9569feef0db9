// Linking the customers a QuickBooks company already has: QuickBooks' customers read (paged), matches proposed by
// e-mail or phone, and only the pairs the bookkeeper confirms stored, as a customer record already in QuickBooks, so
// the push updates that customer instead of making a second one. Reads customers' table as a read model.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CustomerMatches, CustomerMatchDecision } from '../../../common/schemas/accounting';
import type { Db } from '../../db/client';
import { accountingConnections, accountingRecords, customers } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { type Connection, PROVIDER } from './connection';
import { customerFieldsOf } from './customerRequests';
import { type CustomerFields, proposeMatches, type QuickBooksCustomer } from './customerRules';
import { displayNameOf, requestIdOf } from './pushRules';
import type { QuickBooksClient } from './quickbooksClient';

/** QuickBooks answers at most 1000 rows a query. */
const PAGE = 1000;

type Company = Connection & { realmId: string };

/** Every active customer of the company, a page of 1000 at a time. */
export async function quickbooksCustomersOf(client: QuickBooksClient, token: string, realmId: string): Promise<QuickBooksCustomer[]> {
  const all: QuickBooksCustomer[] = [];
  for (let start = 1; ; start += PAGE) {
    const page = await client.query<QuickBooksCustomer>(
      token,
      realmId,
      'Customer',
      `select * from Customer where Active = true startposition ${start} maxresults ${PAGE}`,
    );
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/** The customer records of the company that name a QuickBooks customer. */
async function linkedOf(db: Db, realmId: string) {
  return db
    .select({ localId: accountingRecords.localId, quickbooksId: accountingRecords.quickbooksId })
    .from(accountingRecords)
    .where(and(eq(accountingRecords.realmId, realmId), eq(accountingRecords.kind, 'customer'), isNotNull(accountingRecords.quickbooksId)));
}

export async function customerMatchesOf(db: Db, client: QuickBooksClient, token: string, connection: Company): Promise<CustomerMatches> {
  const [quickbooks, linked, refused] = await Promise.all([
    quickbooksCustomersOf(client, token, connection.realmId),
    linkedOf(db, connection.realmId),
    db
      .select({ customer: customers })
      .from(accountingRecords)
      .innerJoin(customers, eq(customers._id, accountingRecords.localId))
      .where(
        and(
          eq(accountingRecords.realmId, connection.realmId),
          eq(accountingRecords.kind, 'customer'),
          eq(accountingRecords.failureKey, 'server.accounting.failure.duplicate_customer'),
        ),
      ),
  ]);
  const linkedLocal = new Set(linked.map((row) => row.localId));
  const linkedQuickBooks = new Set(linked.map((row) => row.quickbooksId));
  const open = quickbooks.filter((customer) => !linkedQuickBooks.has(customer.Id));
  const local = (await db.select().from(customers)).filter((customer) => !linkedLocal.has(customer._id));
  const proposals = proposeMatches(
    local.map((customer) => ({
      id: customer._id,
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      phones: [customer.mobile, customer.emergencyPhone].filter((phone): phone is string => Boolean(phone)),
    })),
    open,
    new Set(connection.rejectedMatches),
    new Map(refused.map(({ customer }) => [customer._id, displayNameOf(customer)])),
  );
  const localOf = new Map(local.map((customer) => [customer._id, customer]));
  const quickbooksOf = new Map(open.map((customer) => [customer.Id, customer]));
  return {
    quickbooksCustomers: quickbooks.length,
    reviewPending: Boolean(connection.customerReviewSince),
    matches: proposals.map((proposal) => {
      const customer = localOf.get(proposal.customerId)!;
      const match = quickbooksOf.get(proposal.quickbooksId)!;
      return {
        ...proposal,
        customerName: customer.companyName || `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        phone: customer.mobile,
        quickbooksName: match.DisplayName,
        quickbooksEmail: match.PrimaryEmailAddr?.Address ?? null,
        quickbooksPhone: match.PrimaryPhone?.FreeFormNumber ?? match.Mobile?.FreeFormNumber ?? null,
      };
    }),
  };
}

/**
 * What QuickBooks is taken to hold of a customer just linked: its display name, and LawnDesk's value of each field it
 * already has (those are the bookkeeper's and stay as they are). A field it lacks (an e-mail, an address) is left out,
 * so the next pass fills it in with a sparse update.
 */
function pushedAtLink(fields: CustomerFields, held: Record<string, unknown>): CustomerFields {
  const pushed: CustomerFields = {};
  for (const [key, value] of Object.entries(fields)) if (held[key] !== undefined && held[key] !== '') pushed[key] = value;
  return { ...pushed, DisplayName: held.DisplayName };
}

/** Stores the pairs confirmed, each checked first (customer and QuickBooks customer both free, the latter active). */
export async function confirmLinks(
  db: Db,
  client: QuickBooksClient,
  token: string,
  connection: Company,
  decision: CustomerMatchDecision,
): Promise<number> {
  const realmId = connection.realmId;
  const linked = await linkedOf(db, realmId);
  const pairs = decision.matches;
  const customerIds = pairs.map((pair) => pair.customerId);
  const quickbooksIds = pairs.map((pair) => pair.quickbooksId);
  if (new Set(customerIds).size !== pairs.length || new Set(quickbooksIds).size !== pairs.length)
    throw new HttpProblem(409, 'server.accounting.matches.quickbooks_customer_taken');
  if (linked.some((row) => customerIds.includes(row.localId))) throw new HttpProblem(409, 'server.accounting.matches.already_linked');
  if (linked.some((row) => quickbooksIds.includes(row.quickbooksId!)))
    throw new HttpProblem(409, 'server.accounting.matches.quickbooks_customer_taken');
  const fields = await customerFieldsOf(db, customerIds);
  if (customerIds.some((id) => !fields.has(id))) throw new HttpProblem(404, 'server.not_found.customer');
  const held: Record<string, Record<string, unknown> & { SyncToken: string }> = {};
  for (const pair of pairs) {
    const found = await client.read(token, realmId, 'customer', pair.quickbooksId).catch(() => undefined);
    if (!found || (found as { Active?: boolean }).Active === false)
      throw new HttpProblem(400, 'server.accounting.matches.quickbooks_customer_missing');
    held[pair.quickbooksId] = found as Record<string, unknown> & { SyncToken: string };
  }
  await db.transaction(async (tx) => {
    for (const pair of pairs) {
      const customer = fields.get(pair.customerId)!;
      const pushed = pushedAtLink(customer, held[pair.quickbooksId]);
      const link = {
        quickbooksId: pair.quickbooksId,
        syncToken: held[pair.quickbooksId].SyncToken,
        pushed,
        // What QuickBooks lacks goes at once; else nothing until the customer changes.
        status: Object.keys(pushed).length < Object.keys(customer).length ? ('pending' as const) : ('sent' as const),
        sentAt: new Date(),
        failureKey: null,
        failureDetail: null,
      };
      await tx
        .insert(accountingRecords)
        .values({
          realmId,
          kind: 'customer',
          localId: pair.customerId,
          customerId: pair.customerId,
          requestId: requestIdOf(realmId, 'customer', pair.customerId),
          ...link,
        })
        .onConflictDoUpdate({
          target: [accountingRecords.realmId, accountingRecords.kind, accountingRecords.localId],
          set: link,
          setWhere: isNull(accountingRecords.quickbooksId),
        });
    }
  });
  return pairs.length;
}

/** The pairs rejected are never proposed again for this company. */
export async function rejectLinks(db: Db, connection: Company, decision: CustomerMatchDecision): Promise<void> {
  const rejected = new Set([...connection.rejectedMatches, ...decision.matches.map((pair) => `${pair.customerId}:${pair.quickbooksId}`)]);
  await db
    .update(accountingConnections)
    .set({ rejectedMatches: [...rejected] })
    .where(eq(accountingConnections.provider, PROVIDER));
}

/** The review is done: customers still without a link are created in QuickBooks from the next pass on. */
export async function finishReview(db: Db): Promise<void> {
  await db.update(accountingConnections).set({ customerReviewSince: null }).where(eq(accountingConnections.provider, PROVIDER));
}
