// One sync pass: claim the pass (one at a time across nodes), plan what is new, then send the pending records in
// order (items and customers before the receipts and invoices naming them, an invoice before its payments and credit
// memos), each create with its own requestid. A 429 or an outage stops the pass and pauses the next ones (backing off);
// a refusal fails that record with its reason and the pass goes on. A crash anywhere leaves records pending: the next
// pass sends them with the same requestid, and QuickBooks answers the record it made the first time.
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { accountingConnections, accountingRecords } from '../../db/schema';
import { accessTokenOf, type Connection, isConnected, openedConnection, PROVIDER, readConnection } from './connection';
import { creditRequestsOf } from './creditRequests';
import { customerRequestsOf, planCustomerChanges } from './customerRequests';
import { depositRequestsOf } from './depositRequests';
import { feeRequestsOf } from './feeRequests';
import { invoiceRequestsOf } from './invoiceRequests';
import type { Accounts } from './links';
import { planRecords } from './plan';
import { type QuickBooksClient, QuickBooksError } from './quickbooksClient';
import { DEPOSIT_ITEM, DEPOSITS_ACCOUNT_NAME, outcomeOf, requestIdOf, SEND_ORDER } from './pushRules';
import { businessDayOf } from './receiptDetails';
import { receiptRequestsOf, type Request } from './receiptRequests';
import { paidTimeOffRequestsOf, planMissedTimeActivities, timeActivityRequestsOf } from './timeActivities';
import { businessToday } from '../../lib/businessDay';

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
  /** `catchUpWeeks`: also the weeks approved while QuickBooks was away (after a connect, on a sync). */
  options: { since?: string; catchUpWeeks?: boolean } = {},
): Promise<PassResult> {
  const connection = await claimPass(db, options.since);
  const result: PassResult = { ran: false, busy: false, sent: 0, failed: 0 };
  if (!isConnected(connection)) {
    // Connected and not waiting for a reconnect, the claim failed for another pass's lease: busy, even when that pass
    // has ended since (a sync then claims it next time rather than answering with no pass run).
    const current = await readConnection(db);
    result.busy = isConnected(current) && !current.needsReconnectAt;
    return result;
  }
  let ending: Partial<Connection> = {};
  try {
    if (connection.pausedUntil && connection.pausedUntil > new Date()) return result;
    result.ran = true;
    try {
      ending = await sendAll(db, client, log, connection, result, options.catchUpWeeks);
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
  catchUpWeeks = false,
): Promise<Partial<Connection>> {
  const realmId = connection.realmId;
  const reconnect = { lastError: 'server.accounting.reconnect', lastSyncAt: new Date() };
  // Twice: a payment refunded before its first push gets its receipt planned, then its refund.
  const pushFrom = connection.pushFrom ?? (await businessToday(db));
  for (let round = 0; round < 2; round += 1) await planRecords(db, realmId, pushFrom);
  await planCustomerChanges(db, realmId);
  const payrollItemId = connection.accounts.paidTimeOffPayrollItemId;
  if (catchUpWeeks) await planMissedTimeActivities(db, realmId, pushFrom, Boolean(payrollItemId));
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
            : kind === 'timeactivity'
              ? await timeActivityRequestsOf(db, realmId, batch)
              : kind === 'paidtimeoff'
                ? await paidTimeOffRequestsOf(db, realmId, batch, payrollItemId)
                : kind === 'fee'
                  ? await feeRequestsOf(db, batch, accounts, await businessDayOf(db))
                  : kind === 'deposit' || kind === 'depositrefund'
                    ? await depositRequestsOf(db, realmId, batch, accounts)
                    : kind === 'customer'
                      ? await customerRequestsOf(db, realmId, batch, Boolean(connection.customerReviewSince))
                      : await receiptRequestsOf(db, realmId, batch, accounts);
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
    const result = await runPass(db, client, log, { since, catchUpWeeks: true });
    if (!result.busy || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
