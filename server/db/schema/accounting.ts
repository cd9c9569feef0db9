// Accounting: the QuickBooks Online connection, its sign-in states, and one row per LawnDesk record pushed to it.
// Self-contained: records are named by kind and id, so no other domain's table is referenced.
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNTING_RECORD_KINDS } from '../../../common/accounting';
import { recordColumns } from './columns';

export const QUICKBOOKS_RECORD_KINDS = ACCOUNTING_RECORD_KINDS;
export type QuickBooksRecordKind = (typeof QUICKBOOKS_RECORD_KINDS)[number];
export const QUICKBOOKS_RECORD_STATUSES = ['pending', 'sent', 'failed'] as const;
export type QuickBooksRecordStatus = (typeof QUICKBOOKS_RECORD_STATUSES)[number];

/**
 * The accounts the admin chose: income per billed item, where receipts are deposited, and the card fees' expense; and
 * QuickBooks Payroll's item paid time off is paid with (a company's own id, so it goes with the accounts).
 */
export interface QuickBooksAccountMap {
  income?: Partial<Record<'mow' | 'bnb' | 'treatment' | 'call-log', string>>;
  depositAccountId?: string;
  feeAccountId?: string;
  customerDepositsAccountId?: string;
  paidTimeOffPayrollItemId?: string;
}

/**
 * The one connection (`provider` = 'quickbooks'). Tokens stay here, never in an answer or a log; a row without a
 * refresh token is disconnected. `passStartedAt` is a lease: one sync pass at a time across nodes.
 */
export const accountingConnections = pgTable('accounting_connections', {
  provider: text('provider').primaryKey(),
  realmId: text('realm_id'),
  accessToken: text('access_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
  refreshToken: text('refresh_token'),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
  connectedById: text('connected_by_id'),
  connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }),
  /** The refresh token was refused (lost or expired): only connecting again helps. */
  needsReconnectAt: timestamp('needs_reconnect_at', { withTimezone: true, mode: 'date' }),
  /** Approved payments dated on or after this day are pushed (the connect day, or an earlier `since`). */
  pushFrom: date('push_from'),
  accounts: jsonb('accounts').$type<QuickBooksAccountMap>().notNull().default({}),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  /** QuickBooks asked us to wait (429) or was down: no pass sends before this. */
  pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
  backoffSeconds: integer('backoff_seconds').notNull().default(0),
  passStartedAt: timestamp('pass_started_at', { withTimezone: true, mode: 'date' }),
  /** Proposed customer links the bookkeeper rejected (`<customer id>:<QuickBooks id>`): never proposed again. */
  rejectedMatches: jsonb('rejected_matches').$type<string[]>().notNull().default([]),
  /**
   * The company had customers when connected: new customers wait (no create) until the bookkeeper has reviewed the
   * proposed links, so a customer QuickBooks already has is linked rather than made twice.
   */
  customerReviewSince: timestamp('customer_review_since', { withTimezone: true, mode: 'date' }),
  updatedAt: recordColumns.updatedAt,
});

/** An OAuth `state`: the SHA-256 of a random value, bound to the admin who asked, used once, valid 10 minutes. */
export const accountingOauthStates = pgTable(
  'accounting_oauth_states',
  {
    ...recordColumns,
    stateHash: text('state_hash').notNull(),
    userId: text('user_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('accounting_oauth_states_hash_key').on(table.stateHash)],
);

/**
 * One LawnDesk record as pushed to one QuickBooks company: linked by the QuickBooks id kept here, never by name.
 * `localId` is the customer's, payment's (its receipt, void and card fee), invoice's, credit note's (its CreditMemo and the Payment applying it) or
 * invoice receipt's id, a quote deposit's or its refund's id, a time-sheet entry's or paid time off's id, the item's billed kind (`deposit` for the customer
 * deposit item), or `<payment id>:<refunded cents before>` for a refund; `requestId` is
 * derived from it, so a create sent twice makes one QuickBooks record.
 */
export const accountingRecords = pgTable(
  'accounting_records',
  {
    ...recordColumns,
    realmId: text('realm_id').notNull(),
    kind: text('kind', { enum: QUICKBOOKS_RECORD_KINDS }).notNull(),
    localId: text('local_id').notNull(),
    /** The customer a receipt belongs to (its customer is sent first), or the payment a refund or void is of. */
    customerId: text('customer_id'),
    paymentId: text('payment_id'),
    amountCents: integer('amount_cents'),
    requestId: text('request_id').notNull(),
    status: text('status', { enum: QUICKBOOKS_RECORD_STATUSES }).notNull().default('pending'),
    quickbooksId: text('quickbooks_id'),
    syncToken: text('sync_token'),
    attempts: integer('attempts').notNull().default(0),
    /** A catalog key of why QuickBooks refused it, and QuickBooks' own words beside it. */
    failureKey: text('failure_key'),
    failureDetail: text('failure_detail'),
    /** A customer's fields as QuickBooks last received them: a change sends only what differs (a sparse update). */
    pushed: jsonb('pushed').$type<Record<string, unknown>>(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('accounting_records_local_key').on(table.realmId, table.kind, table.localId),
    index('accounting_records_status_idx').on(table.status, table.kind),
  ],
);
