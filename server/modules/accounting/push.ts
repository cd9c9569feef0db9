// One sync pass: claim the pass (one at a time across nodes), plan what is new, then send the pending records in
// order (items and customers before the receipts and invoices naming them, an invoice before its payments and credit
// memos), each create with its own requestid. A 429 or an outage stops the pass and pauses the next ones (backing off);
// a refusal fails that record with its reason and the pass goes on. A crash anywhere leaves records pending: the next
// pass sends them with the same requestid, and QuickBooks answers the record it made the first time.
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { accountingConnections, accountingRecords, payments } from '../../db/schema';
import { accessTokenOf, type Connection, isConnected, openedConnection, PROVIDER, readConnection } from './connection';
import { creditRequestsOf } from './creditRequests';
import { depositLine, depositRequestsOf } from './depositRequests';
import { feeRequestsOf } from './feeRequests';
import { invoiceRequestsOf } from './invoiceRequests';
import { type Accounts, linkedIds } from './links';
import { planRecords } from './plan';
import { customerRequestsOf, planCustomerChanges } from './customerRequests';
import { addressOf, businessDayOf, paidBy, placesOf, refundedAtOf } from './receiptDetails';
import {
  type BilledItem,
  DEPOSIT_ITEM,
  DEPOSIT_ITEM_NAME,
  DEPOSITS_ACCOUNT_NAME,
  dollarsOf,
  ITEM_NAMES,
  outcomeOf,
  refundedTaxCents,
  requestIdOf,
  SEND_ORDER,
} from './pushRules';
import { type ChangeForm, type QuickBooksClient, QuickBooksError } from './quickbooksClient';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;
/** A pass not finished after this long is taken as crashed: another may start. */
const LEASE_MINUTES = 5;
const BATCH = 200;
const RENEW_REFRESH_DAYS = 30;

export interface PassResult {
  ran: boolean;
  /** Another pass held the claim. */
  busy: boolean;
  sent: number;
  failed: number;
}

/** Claims the pass: answers the connection when this caller may run it. */
async function claimPass(db: Db, since?: string): Promise<Connection | undefined> {
  if (since)
    await db
      .update(accountingConnections)
      .set({ pushFrom: sql`least(coalesce(${accountingConnections.pushFrom}, ${since}::date), ${since}::date)` })
      .where(eq(accountingConnections.provider, PROVIDER));
  const [claimed] = await db
    .update(accountingConnections)
    .set({ passStartedAt: new Date() })
    .where(
      and(
        eq(accountingConnections.provider, PROVIDER),
        sql`${accountingConnections.refreshToken} is not null`,
        isNull(accountingConnections.needsReconnectAt),
        or(
          isNull(accountingConnections.passStartedAt),
          lt(accountingConnections.passStartedAt, new Date(Date.now() - LEASE_MINUTES * 60_000)),
        ),
      ),
    )
    .returning();
  return openedConnection(db, claimed);
}

/** The admin's choices, else QuickBooks' first income account, its Undeposited Funds and its bank charges account. */
async function accountsOf(client: QuickBooksClient, token: string, connection: Connection): Promise<Accounts> {
  const chosen = connection.accounts;
  const needsList =
    !chosen.depositAccountId ||
    !chosen.feeAccountId ||
    !chosen.customerDepositsAccountId ||
    (['mow', 'bnb', 'call-log'] as const).some((item) => !chosen.income?.[item]);
  const all: { Id: string; Name?: string; AccountType?: string; AccountSubType?: string }[] = needsList
    ? await client.query(token, connection.realmId!, 'Account', 'select * from Account where Active = true maxresults 1000')
    : [];
  const firstIncome = all.find((account) => account.AccountType === 'Income')?.Id;
  const methods = await client.query<{ Id: string; Name: string }>(
    token,
    connection.realmId!,
    'PaymentMethod',
    'select * from PaymentMethod where Active = true',
  );
  return {
    methods,
    income: (item) => chosen.income?.[item] ?? firstIncome,
    deposit: chosen.depositAccountId ?? all.find((account) => account.AccountSubType === 'UndepositedFunds')?.Id,
    fee: chosen.feeAccountId ?? all.find((account) => account.AccountType === 'Expense' && account.AccountSubType === 'BankCharges')?.Id,
    // QuickBooks makes no such account by itself: one the bookkeeper named for deposits, else the admin must choose.
    customerDeposits:
      chosen.customerDepositsAccountId ??
      all.find((account) => account.AccountType === 'Other Current Liability' && /deposit/i.test(account.Name ?? ''))?.Id,
  };
}

/**
 * QuickBooks has no account for customer deposits until someone makes one: the first pass with a deposit to send makes
 * "Customer Deposits" (Other Current Liability), once (its requestid). A refusal (say, an inactive account of that name)
 * leaves the deposit item failing in words until the admin chooses one.
 */
async function depositsAccountMade(db: Db, client: QuickBooksClient, token: string, realmId: string): Promise<string | undefined> {
  const [waiting] = await db
    .select({ id: accountingRecords._id })
    .from(accountingRecords)
    .where(
      and(
        eq(accountingRecords.realmId, realmId),
        eq(accountingRecords.kind, 'item'),
        eq(accountingRecords.localId, DEPOSIT_ITEM),
        eq(accountingRecords.status, 'pending'),
      ),
    );
  if (!waiting) return undefined;
  try {
    const made = await client.create(
      token,
      realmId,
      'account',
      { Name: DEPOSITS_ACCOUNT_NAME, AccountType: 'Other Current Liability', AccountSubType: 'OtherCurrentLiabilities' },
      requestIdOf(realmId, 'account', DEPOSIT_ITEM),
    );
    return made.Id;
  } catch (error) {
    if (error instanceof QuickBooksError && outcomeOf(error, 0).kind === 'failed') return undefined;
    throw error;
  }
}

/**
 * A create, or a change of a record already in QuickBooks (`form`), whose SyncToken is read first: the one kept from its
 * creation is stale once the bookkeeper touched it.
 */
type Request =
  | { entity: string; body: object; form?: ChangeForm; update?: { requestId: string }; pushed?: Record<string, unknown> }
  | { unchanged: Record<string, unknown> }
  | { missing: MessageKey }
  | 'wait';

/** The QuickBooks create each pending record of a batch asks for ('wait': what it names is not in QuickBooks yet). */
async function requestsOf(db: Db, realmId: string, records: AccountingRecordRow[], accounts: Accounts): Promise<Map<string, Request>> {
  const paymentIds = records.map((record) => record.paymentId).filter((id): id is string => Boolean(id));
  const customerIds = records.map((record) => record.customerId).filter((id): id is string => Boolean(id));
  const [paymentRows, customerLinks, receiptLinks] = await Promise.all([
    paymentIds.length ? db.select().from(payments).where(inArray(payments._id, paymentIds)) : [],
    linkedIds(db, realmId, 'customer', customerIds),
    db
      .select()
      .from(accountingRecords)
      .where(
        and(
          eq(accountingRecords.realmId, realmId),
          eq(accountingRecords.kind, 'salesreceipt'),
          inArray(accountingRecords.localId, paymentIds.length ? paymentIds : ['']),
        ),
      )
      .then((rows) => new Map(rows.map((row) => [row.localId, row]))),
  ]);
  const paymentOf = new Map(paymentRows.map((row) => [row._id, row]));
  const [places, refundedAt, dayOf] = await Promise.all([
    placesOf(
      db,
      paymentRows.map((row) => row.propertyId),
      [],
    ),
    refundedAtOf(
      db,
      records.filter((record) => record.kind === 'refundreceipt').map((record) => record.paymentId ?? ''),
    ),
    businessDayOf(db),
  ]);
  const itemLinks = await linkedIds(db, realmId, 'item', [...new Set([...paymentRows.map((row) => row.item), DEPOSIT_ITEM])]);
  const shipTo = (propertyId: string) => {
    const place = places.byId.get(propertyId);
    return place ? { ShipAddr: addressOf(place) } : {};
  };
  const answers = new Map<string, Request>();
  for (const record of records) {
    const payment = record.paymentId ? paymentOf.get(record.paymentId) : undefined;
    const customerRef = record.customerId ? customerLinks.get(record.customerId) : undefined;
    const itemRef = payment ? itemLinks.get(payment.item) : undefined;
    // The sale before tax on the line, the tax apart (US companies: TotalTax overrides QuickBooks' own computation).
    const taxed = (cents: number, taxCents: number) => ({
      Line: [
        {
          Amount: dollarsOf(cents - taxCents),
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: {
            ItemRef: { value: itemRef },
            Qty: 1,
            UnitPrice: dollarsOf(cents - taxCents),
            TaxCodeRef: { value: taxCents ? 'TAX' : 'NON' },
          },
        },
      ],
      ...(taxCents && { TxnTaxDetail: { TotalTax: dollarsOf(taxCents) } }),
    });
    const deposit = accounts.deposit ? { DepositToAccountRef: { value: accounts.deposit } } : {};
    if (record.kind === 'item' && record.localId === DEPOSIT_ITEM)
      answers.set(
        record._id,
        accounts.customerDeposits
          ? { entity: 'item', body: { Name: DEPOSIT_ITEM_NAME, Type: 'Service', IncomeAccountRef: { value: accounts.customerDeposits } } }
          : { missing: 'server.accounting.failure.deposits_account_unmapped' },
      );
    else if (record.kind === 'item') {
      const income = accounts.income(record.localId as BilledItem);
      answers.set(
        record._id,
        income
          ? {
              entity: 'item',
              body: { Name: ITEM_NAMES[record.localId as BilledItem], Type: 'Service', IncomeAccountRef: { value: income } },
            }
          : { missing: 'server.accounting.failure.account_unmapped' },
      );
    } else if (!customerRef || !itemRef || !payment) answers.set(record._id, 'wait');
    else if (record.kind === 'salesreceipt') {
      // What a quote's deposit paid of the visit leaves the deposit item (the liability): the receipt's total is what
      // the card paid that day.
      const depositRef = itemLinks.get(DEPOSIT_ITEM);
      const sale = taxed(payment.amountCents, payment.taxCents);
      if (payment.depositCents > 0 && !depositRef) answers.set(record._id, 'wait');
      else
        answers.set(record._id, {
          entity: 'salesreceipt',
          body: {
            CustomerRef: { value: customerRef },
            // The day the money moved (the card charged, the check recorded), not the visit's.
            TxnDate: payment.chargedAt ? dayOf(payment.chargedAt) : payment.date,
            PrivateNote: `LawnDesk payment ${payment._id} for the visit of ${payment.date}`,
            ...shipTo(payment.propertyId),
            ...paidBy(accounts.methods, payment.manualMethod, payment.manualReference),
            ...sale,
            ...(payment.depositCents > 0 && {
              Line: [...sale.Line, depositLine(-payment.depositCents, depositRef!, 'Paid from the quote deposit')],
            }),
            ...deposit,
          },
        });
    } else if (record.kind === 'refundreceipt')
      answers.set(record._id, {
        entity: 'refundreceipt',
        body: {
          CustomerRef: { value: customerRef },
          TxnDate: dayOf(refundedAt.get(payment._id) ?? record.createdAt),
          PrivateNote: `LawnDesk refund of payment ${payment._id}`,
          ...shipTo(payment.propertyId),
          ...taxed(record.amountCents ?? 0, refundedTaxCents(record.amountCents ?? 0, payment)),
          ...deposit,
        },
      });
    else {
      const sale = receiptLinks.get(record.localId);
      answers.set(
        record._id,
        sale?.quickbooksId
          ? {
              entity: 'salesreceipt',
              form: { operation: 'update', include: 'void' },
              body: { Id: sale.quickbooksId, SyncToken: sale.syncToken ?? '0', sparse: true },
            }
          : 'wait',
      );
    }
  }
  return answers;
}

/** A change names the record's SyncToken as QuickBooks holds it now (else 5010, stale object). */
async function withCurrentSyncToken(client: QuickBooksClient, token: string, realmId: string, entity: string, body: object) {
  const current = await client.read(token, realmId, entity, (body as { Id: string }).Id);
  return { ...body, SyncToken: current.SyncToken };
}

/**
 * QuickBooks refused a customer's name (6240). LawnDesk's display names carry the customer's number, so on a create
 * the name taken is most likely this same customer, already in QuickBooks (an earlier connection, a restored backup):
 * a renamed copy would be the duplicate the bookkeeper has to merge, so the record fails and the bookkeeper links it.
 */
function customerFailureOf(record: AccountingRecordRow, error: QuickBooksError): MessageKey | undefined {
  if (record.kind !== 'customer' || error.code !== '6240') return undefined;
  return record.quickbooksId ? 'server.accounting.failure.rename_taken' : 'server.accounting.failure.duplicate_customer';
}

async function markFailed(db: Db, record: AccountingRecordRow, key: MessageKey, detail: string | null) {
  await db
    .update(accountingRecords)
    .set({ status: 'failed', attempts: record.attempts + 1, failureKey: key, failureDetail: detail?.slice(0, 500) ?? null })
    .where(eq(accountingRecords._id, record._id));
}

/** Runs one pass now (the minute's job, or POST /sync); answers `ran: false` when another pass holds the claim. */
export async function runPass(
  db: Db,
  client: QuickBooksClient,
  log: FastifyBaseLogger,
  options: { since?: string } = {},
): Promise<PassResult> {
  const connection = await claimPass(db, options.since);
  const result: PassResult = { ran: false, busy: false, sent: 0, failed: 0 };
  if (!isConnected(connection)) {
    const current = await readConnection(db);
    result.busy = isConnected(current) && !current.needsReconnectAt && Boolean(current.passStartedAt);
    return result;
  }
  let ending: Partial<Connection> = {};
  try {
    if (connection.pausedUntil && connection.pausedUntil > new Date()) return result;
    result.ran = true;
    try {
      ending = await sendAll(db, client, log, connection, result);
    } catch (error) {
      // A token refresh or the account lists answered 429 or 5xx: the same wait as a create's.
      if (!(error instanceof QuickBooksError)) throw error;
      ending = endingOf(log, error, connection);
    }
    return result;
  } finally {
    await db
      .update(accountingConnections)
      .set({ passStartedAt: null, ...ending })
      .where(eq(accountingConnections.provider, PROVIDER));
  }
}

/** What the connection says after a pass that met a 429, an outage or a refused key. */
function endingOf(log: FastifyBaseLogger, error: QuickBooksError, connection: Connection): Partial<Connection> {
  const outcome = outcomeOf(error, connection.backoffSeconds);
  if (outcome.kind !== 'pause')
    return { lastError: outcome.kind === 'failed' ? outcome.key : 'server.accounting.reconnect', lastSyncAt: new Date() };
  log.warn({ status: error.status, pauseSeconds: outcome.seconds }, 'quickbooks pass paused');
  return { pausedUntil: new Date(Date.now() + outcome.seconds * 1000), backoffSeconds: outcome.seconds, lastError: outcome.key };
}

/** Plans and sends; answers what the connection row should say after the pass. */
async function sendAll(
  db: Db,
  client: QuickBooksClient,
  log: FastifyBaseLogger,
  connection: Connection & { realmId: string },
  result: PassResult,
): Promise<Partial<Connection>> {
  const realmId = connection.realmId;
  const reconnect = { lastError: 'server.accounting.reconnect', lastSyncAt: new Date() };
  // Twice: a payment refunded before its first push gets its receipt planned, then its refund.
  for (let round = 0; round < 2; round += 1) await planRecords(db, realmId, connection.pushFrom ?? new Date().toISOString().slice(0, 10));
  await planCustomerChanges(db, realmId);
  const done = { lastSyncAt: new Date(), lastError: null, pausedUntil: null, backoffSeconds: 0 };
  const [waiting] = await db
    .select({ n: count() })
    .from(accountingRecords)
    .where(and(eq(accountingRecords.realmId, realmId), eq(accountingRecords.status, 'pending')));
  if (!Number(waiting?.n)) {
    // Nothing to send for a while (winter): a refresh token unused for 100 days dies, so it is renewed well before.
    const renewBy = Date.now() + RENEW_REFRESH_DAYS * 86_400_000;
    if (
      connection.refreshTokenExpiresAt &&
      connection.refreshTokenExpiresAt.getTime() < renewBy &&
      !(await accessTokenOf(db, client, connection, true))
    )
      return reconnect;
    return done;
  }
  let token = await accessTokenOf(db, client, connection);
  if (!token) return reconnect;
  const accounts = await accountsOf(client, token, connection);
  if (!accounts.customerDeposits) accounts.customerDeposits = await depositsAccountMade(db, client, token, realmId);
  for (const kind of SEND_ORDER) {
    let after = '';
    for (;;) {
      const batch = await db
        .select()
        .from(accountingRecords)
        .where(
          and(
            eq(accountingRecords.realmId, realmId),
            eq(accountingRecords.kind, kind),
            eq(accountingRecords.status, 'pending'),
            sql`${accountingRecords._id} > ${after}`,
          ),
        )
        .orderBy(asc(accountingRecords._id))
        .limit(BATCH);
      if (!batch.length) break;
      after = batch.at(-1)!._id;
      // A long pass (paced under QuickBooks' limit, the history takes minutes) renews its lease with each batch, so
      // only a crashed one lets another start.
      await db.update(accountingConnections).set({ passStartedAt: new Date() }).where(eq(accountingConnections.provider, PROVIDER));
      const requests: Map<string, Request> =
        kind === 'invoice' || kind === 'payment'
          ? await invoiceRequestsOf(db, realmId, batch, accounts)
          : kind === 'creditmemo' || kind === 'creditapply'
            ? await creditRequestsOf(db, realmId, batch)
            : kind === 'fee'
              ? await feeRequestsOf(db, batch, accounts, await businessDayOf(db))
              : kind === 'deposit' || kind === 'depositrefund'
                ? await depositRequestsOf(db, realmId, batch, accounts)
                : kind === 'customer'
                  ? await customerRequestsOf(db, realmId, batch, Boolean(connection.customerReviewSince))
                  : await requestsOf(db, realmId, batch, accounts);
      for (const record of batch) {
        const request = requests.get(record._id)!;
        if (request === 'wait') continue;
        if ('missing' in request) {
          await markFailed(db, record, request.missing, null);
          result.failed += 1;
          continue;
        }
        if ('unchanged' in request) {
          await db
            .update(accountingRecords)
            .set({ status: 'sent', pushed: request.unchanged, sentAt: new Date(), failureKey: null, failureDetail: null })
            .where(eq(accountingRecords._id, record._id));
          continue;
        }
        for (let tries = 0; ; tries += 1) {
          try {
            const body =
              request.form || request.update
                ? await withCurrentSyncToken(client, token, realmId, request.entity, request.body)
                : request.body;
            const made = await client.create(
              token,
              realmId,
              request.entity,
              body,
              request.update?.requestId ?? record.requestId,
              request.form,
            );
            await db
              .update(accountingRecords)
              .set({
                status: 'sent',
                quickbooksId: made.Id,
                syncToken: made.SyncToken,
                ...(request.pushed && { pushed: request.pushed }),
                sentAt: new Date(),
                attempts: record.attempts + 1,
                failureKey: null,
                failureDetail: null,
              })
              .where(eq(accountingRecords._id, record._id));
            result.sent += 1;
            break;
          } catch (error) {
            if (!(error instanceof QuickBooksError)) throw error;
            const outcome = outcomeOf(error, connection.backoffSeconds);
            if (outcome.kind === 'failed') {
              await markFailed(db, record, customerFailureOf(record, error) ?? outcome.key, outcome.detail);
              result.failed += 1;
              break;
            }
            await db
              .update(accountingRecords)
              .set({ attempts: record.attempts + 1 })
              .where(eq(accountingRecords._id, record._id));
            if (outcome.kind === 'reauthorize') {
              token = tries === 0 ? await accessTokenOf(db, client, connection, true) : undefined;
              if (token) continue;
              return reconnect;
            }
            return endingOf(log, error, connection);
          }
        }
      }
    }
  }
  return done;
}

/** A pass now, waiting (at most `waitMs`) for one another node or the callback is running to end first. */
export async function runPassNow(
  db: Db,
  client: QuickBooksClient,
  log: FastifyBaseLogger,
  since?: string,
  waitMs = 60_000,
): Promise<PassResult> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const result = await runPass(db, client, log, { since });
    if (!result.busy || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
