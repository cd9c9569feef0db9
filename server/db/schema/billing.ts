// The billing domain's tables: cards, payments, pay links, the sandbox gateway's transactions, sales tax by place and
// invoices.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CARD_BRANDS } from '../../../common/schemas/card';
import { BILLED_ITEMS, DECLINE_CLASSES, MANUAL_METHODS, PAYMENT_STATUSES } from '../../../common/schemas/payment';
import { INVOICE_KINDS, INVOICE_RECEIVED_METHODS } from '../../../common/invoices';
import type { BillTo } from '../../../common/schemas/invoice';
import { TAX_JURISDICTION_TYPES, TAX_SOURCES } from '../../../common/salesTax';
import { recordColumns } from './columns';
import { callLogs, customers, properties } from './customers';
import { discounts, markets } from './settings';
import { vendors } from './vendors';
import { workLogs } from './workLogs';

/** A card kept only as the gateway's token (never its number or CVV), with what the screens show of it. */
export const cards = pgTable(
  'cards',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    /** The adapter that issued the token (`sandbox`, `paytrace`): a token only works with its own gateway. */
    gateway: text('gateway').notNull(),
    /** Null once a card that was not kept (discardedAt) has had its one try answered. */
    token: text('token'),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The auto-pay agreement given when the card was saved: its text's version, when, from which address, who recorded it. */
    autoPayConsentVersion: text('autopay_consent_version'),
    autoPayConsentAt: timestamp('autopay_consent_at', { withTimezone: true, mode: 'date' }),
    autoPayConsentIp: text('autopay_consent_ip'),
    /** `customer` when the customer agreed in the portal, `staff` when staff recorded the customer's agreement. */
    autoPayConsentBy: text('autopay_consent_by', { enum: ['customer', 'staff'] }),
    autoPayConsentById: text('autopay_consent_by_id'),
    /**
     * A card used for one payment and not kept (the pay page's auto-pay box left unticked, or the card declined): not
     * among the customer's cards, never the default; kept only so the payment still names the card it tried.
     */
    discardedAt: timestamp('discarded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('cards_customer_idx').on(table.customerId),
    // Collections' cards expiring next month: a kept card's expiry, without reading every card.
    index('cards_expiry_idx')
      .on(table.expiryYear, table.expiryMonth)
      .where(sql`${table.token} is not null and ${table.discardedAt} is null`),
    uniqueIndex('cards_one_default_per_customer')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * One row per billable completed visit (unique work log) or billable call log (unique call log). Amounts are whole
 * cents, worked out once when the payment is made and kept: a later price, discount or tax change never rewrites them.
 */
export const payments = pgTable(
  'payments',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    /**
     * The property's market when the payment was made (set by the trigger `payments_fill_market` on insert), like its
     * tax: revenue stays with the market that billed it, and the revenue report need not join a property per payment.
     */
    marketId: text('market_id').references(() => markets._id, { onDelete: 'set null' }),
    workLogId: text('work_log_id').references(() => workLogs._id, { onDelete: 'set null' }),
    callLogId: text('call_log_id').references(() => callLogs._id, { onDelete: 'set null' }),
    item: text('item', { enum: BILLED_ITEMS }).notNull(),
    vendorId: text('vendor_id').references(() => vendors._id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    priceCents: integer('price_cents').notNull(),
    discountId: text('discount_id').references(() => discounts._id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    taxPercent: doublePrecision('tax_percent').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Where the tax rate came from (null for payments made before tax by place). */
    taxSource: text('tax_source', { enum: TAX_SOURCES }),
    amountCents: integer('amount_cents').notNull(),
    commissionPercent: doublePrecision('commission_percent').notNull().default(0),
    commissionCents: integer('commission_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * The part of amountCents paid from the customer's deposit (a quote's, see `deposits`), set when the payment is made
     * and never changed: the card is charged only amountCents less this.
     */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** Gateway tries so far; the idempotency key of try n is `<payment id>:<n>`. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptOn: date('next_attempt_on'),
    chargeLaterDate: date('charge_later_date'),
    cardId: text('card_id').references(() => cards._id, { onDelete: 'set null' }),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The processor's fee the gateway reported on the approved charge (null: none reported); written once, with it. */
    feeCents: integer('fee_cents'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The class of the last decline (soft, hard, expired): what decided whether it is tried again. */
    declineClass: text('decline_class', { enum: DECLINE_CLASSES }),
    /** The day of the first decline: the retry schedule's days count from it. */
    firstDeclinedOn: date('first_declined_on'),
    manualMethod: text('manual_method', { enum: MANUAL_METHODS }),
    manualReference: text('manual_reference'),
    chargedAt: timestamp('charged_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('payments_work_log_unique').on(table.workLogId),
    uniqueIndex('payments_call_log_unique').on(table.callLogId),
    index('payments_property_date_idx').on(table.propertyId, table.date),
    index('payments_customer_idx').on(table.customerId),
    index('payments_status_date_idx').on(table.status, table.date),
    /** The payment list's first page as it opens (newest first, ties by id): 342 ms to 3 ms at 10,000 properties. */
    index('payments_list_idx').on(table.date.desc().nullsFirst(), table._id),
    index('payments_vendor_date_idx').on(table.vendorId, table.date),
    // Deleting a market sets its payments' market_id to null: this finds them without reading every payment.
    index('payments_market_idx')
      .on(table.marketId)
      .where(sql`${table.marketId} is not null`),
    // The failed-payments report pages and exports in (date, id) order: this index holds only the failed ones.
    index('payments_failed_idx')
      .on(table.date, table._id)
      .where(sql`${table.status} in ('failed', 'failed-stop')`),
    // Index-only scans for the sums over many payments, each index holding only its statuses and the columns read:
    // the dashboard's week per status and billed per day (every status but no-charge and non-billable), its amount
    // still owed (the pending billing group), and the revenue report (the collected statuses, per market).
    index('payments_week_idx')
      .on(table.date, table.status, table.amountCents, table.refundedCents)
      .where(
        sql`${table.status} in ('pending', 'manual', 'failed', 'hold', 'failed-stop', 'in-progress', 'free', 'success', 'refund-success', 'charge-later')`,
      ),
    index('payments_owed_idx')
      .on(table.date, table.amountCents, table.refundedCents)
      .where(sql`${table.status} in ('pending', 'manual', 'failed', 'hold', 'failed-stop')`),
    // Collections' recovered this month: the payments first declined since a date, and what became of them.
    index('payments_declined_idx')
      .on(table.firstDeclinedOn, table.status, table.amountCents)
      .where(sql`${table.firstDeclinedOn} is not null`),
    index('payments_collected_idx')
      .on(table.date, table.marketId, table.priceCents, table.discountCents, table.taxCents, table.amountCents, table.refundedCents)
      .where(sql`${table.status} in ('success', 'refund-success')`),
  ],
);

/**
 * One try at a quote's deposit on its public page (docs/quotes.md "Deposit"): the card entered in the hosted fields,
 * charged through the gateway with the key `deposit:<id>`. A try moves once from in-progress to success or declined and
 * is never edited after; a declined one stays as it was and the customer tries again with a new row. At most one try
 * per quote is under way or succeeded (the unique index), so two clicks or two tabs charge it once. A succeeded deposit
 * is the customer's credit: each later payment takes what is left of it first (`payments.depositCents`).
 */
export const deposits = pgTable(
  'deposits',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    propertyId: text('property_id').references(() => properties._id, { onDelete: 'set null' }),
    /** The quote whose deposit it is (quotes domain; no foreign key across domains' tables). */
    quoteId: text('quote_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['in-progress', 'success', 'declined'] })
      .notNull()
      .default('in-progress'),
    cardId: text('card_id').references(() => cards._id, { onDelete: 'set null' }),
    gatewayTransactionId: text('gateway_transaction_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    chargedAt: timestamp('charged_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('deposits_customer_idx').on(table.customerId),
    uniqueIndex('deposits_one_per_quote')
      .on(table.quoteId)
      .where(sql`${table.status} <> 'declined'`),
  ],
);

/**
 * A deposit given back through the gateway, whole or in part, written once (issue 46): what is left of the deposit's
 * credit is its amount less the refunds and the parts later payments took (`payments.depositCents`).
 */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    ...recordColumns,
    depositId: text('deposit_id')
      .notNull()
      .references(() => deposits._id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The staff user who refunded it (accounts domain; kept as text, as a payment's history names its user). */
    userId: text('user_id'),
  },
  (table) => [index('deposit_refunds_deposit_idx').on(table.depositId)],
);

/**
 * A pay link (docs/billing.md "Pay link"): the public page's key to everything its customer owes, sent for one payment
 * and kept only as the SHA-256 of its random token. One per payment and purpose (the decline's try, or a reminder's
 * day), so a job run twice makes and sends one; a newer link replaces the older ones of its payment.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    ...recordColumns,
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments._id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** `failed:<try>` or `reminder:<day>`. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** It paid the last of what its customer could pay on the page: it then only says so. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** A newer link of the same payment was made. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
    /** A payment through the link is under way since then: a second submit waits for it instead of charging again. */
    payingAt: timestamp('paying_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('pay_links_token_key').on(table.tokenHash),
    uniqueIndex('pay_links_payment_purpose_key').on(table.paymentId, table.purpose),
  ],
);

/**
 * The sandbox gateway's ledger: every charge and refund it accepted, keyed by the caller's idempotency key, so a
 * replayed charge answers the first result and the billing benchmark can count charges per payment.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: ['charge', 'refund', 'void'] }).notNull(),
    token: text('token').notNull(),
    amountCents: integer('amount_cents').notNull(),
    approved: boolean('approved').notNull(),
    declineCode: text('decline_code'),
  },
  (table) => [uniqueIndex('sandbox_transactions_key_unique').on(table.kind, table.idempotencyKey)],
);

/**
 * A sales-tax rate table the admin loaded for one state (docs/billing.md "Sales tax by place"): the rates in force from
 * `effectiveFrom` until a later table of the same state. Loading one for a day already loaded replaces it; payments
 * keep the lines they were made with.
 */
export const taxRateTables = pgTable(
  'tax_rate_tables',
  {
    ...recordColumns,
    state: text('state').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    loadedById: text('loaded_by_id'),
    /**
     * Being loaded (its places inserted a slice at a time) or being removed: read by nothing. The table it replaces is
     * in force until it is loaded.
     */
    loading: boolean('loading').notNull().default(false),
  },
  (table) => [
    uniqueIndex('tax_rate_tables_state_day_key')
      .on(table.state, table.effectiveFrom)
      .where(sql`not ${table.loading}`),
  ],
);

/** One jurisdiction's rate at one place of a table: a zip code, cut to a city when `city` is set; the state's row has no zip. */
export const taxRatePlaces = pgTable(
  'tax_rate_places',
  {
    _id: recordColumns._id,
    tableId: text('table_id')
      .notNull()
      .references(() => taxRateTables._id, { onDelete: 'cascade' }),
    zipcode: text('zipcode').notNull(),
    /** Normalised (lower case, no accents); '' for the whole zip code. */
    city: text('city').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: TAX_JURISDICTION_TYPES }).notNull(),
    ratePercent: doublePrecision('rate_percent').notNull(),
  },
  (table) => [
    index('tax_rate_places_zip_idx').on(table.tableId, table.zipcode),
    index('tax_rate_places_code_idx').on(table.tableId, table.code),
  ],
);

/**
 * Staff's word on which local jurisdictions hold a property (its mailing city is not its taxing city), from a day on;
 * the latest on or before a visit's day decides. No codes: the rate table decides again from that day.
 */
export const propertyTaxOverrides = pgTable(
  'property_tax_overrides',
  {
    ...recordColumns,
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    codes: jsonb('codes').$type<string[]>().notNull(),
    note: text('note').notNull().default(''),
    createdById: text('created_by_id'),
  },
  (table) => [uniqueIndex('property_tax_overrides_day_key').on(table.propertyId, table.effectiveFrom)],
);

/** A payment's tax per jurisdiction, written with the payment and never changed: what the sales-tax report sums. */
export const paymentTaxLines = pgTable(
  'payment_tax_lines',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments._id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: TAX_JURISDICTION_TYPES }).notNull(),
    ratePercent: doublePrecision('rate_percent').notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.code] })],
);

/** A customer billed by invoice with terms (net 15 or 30) instead of by card (docs/billing.md "Invoices"). */
export const invoiceAccounts = pgTable('invoice_accounts', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers._id, { onDelete: 'cascade' }),
  termsDays: integer('terms_days').notNull(),
  createdAt: recordColumns.createdAt,
  updatedAt: recordColumns.updatedAt,
});

/** The next invoice number, taken in the transaction that issues the invoice: a rolled-back issue leaves no gap. */
export const invoiceNumbers = pgTable('invoice_numbers', {
  name: text('name').primaryKey(),
  next: integer('next').notNull(),
});

/**
 * An invoice, or a credit note cancelling one (`creditsInvoiceId`, negative amounts): written once, never edited. Its
 * balance is its total less what was received against it and any credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...recordColumns,
    number: integer('number').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('invoice'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    creditsInvoiceId: text('credits_invoice_id'),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    termsDays: integer('terms_days').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    issuedById: text('issued_by_id'),
    /** Whom the invoice was billed to when issued (a money record keeps it); null on invoices issued before 0088. */
    billTo: jsonb('bill_to').$type<BillTo>(),
  },
  (table) => [uniqueIndex('invoices_number_key').on(table.number), index('invoices_customer_idx').on(table.customerId, table.issuedOn)],
);

/** A completed visit's (or a billed call's) payment on an invoice: a payment is invoiced once. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices._id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments._id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    item: text('item', { enum: BILLED_ITEMS }).notNull(),
    address: text('address').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.paymentId] }), uniqueIndex('invoice_lines_payment_key').on(table.paymentId)],
);

/** A check or cash staff received against an invoice: written once. */
export const invoiceReceipts = pgTable(
  'invoice_receipts',
  {
    ...recordColumns,
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices._id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: INVOICE_RECEIVED_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    receivedOn: date('received_on').notNull(),
    recordedById: text('recorded_by_id'),
  },
  (table) => [index('invoice_receipts_invoice_idx').on(table.invoiceId)],
);
