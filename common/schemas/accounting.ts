// QuickBooks Online: the connection's state, the account mapping, the records pushed and the calls' inputs
// (docs/accounting.md). No schema here holds a token: none ever leaves the server.
import { z } from 'zod';
import { ACCOUNTING_RECORD_KINDS, DOC_NUMBER_PREFIX_MAX, DOC_NUMBER_START_MAX } from '../accounting';
import { calendarDate } from './fields';

export const QUICKBOOKS_BILLED_ITEMS = ['mow', 'bnb', 'treatment', 'call-log'] as const;
export const ACCOUNTING_RECORD_STATUSES = ['pending', 'sent', 'failed'] as const;

/** GET /accounting/quickbooks. */
export const quickbooksStatus = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  /** The refresh token was refused: connect again. */
  needsReconnect: z.boolean(),
  realmId: z.string().nullable(),
  connectedAt: z.string().nullable(),
  pushFrom: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  counts: z.object({ pending: z.number(), sent: z.number(), failed: z.number() }),
  /** English text of the last pass's problem, and its catalog key for the browser. */
  lastError: z.string().nullable(),
  lastErrorKey: z.string().nullable(),
  /** New customers wait until the bookkeeper has reviewed the links to QuickBooks' own customers. */
  customerReview: z.boolean(),
  accounts: z.object({
    income: z.object({
      mow: z.string().optional(),
      bnb: z.string().optional(),
      treatment: z.string().optional(),
      'call-log': z.string().optional(),
    }),
    depositAccountId: z.string().optional(),
    feeAccountId: z.string().optional(),
    customerDepositsAccountId: z.string().optional(),
    paidTimeOffPayrollItemId: z.string().optional(),
  }),
});
export type QuickBooksStatus = z.infer<typeof quickbooksStatus>;

/** POST /accounting/quickbooks/sync: `since` brings the approved payments from that day on over, once. */
export const quickbooksSyncInput = z.object({ since: calendarDate().optional() }).default({});

const accountId = z.string().trim().min(1).max(40).regex(/^\d+$/, 'validation.accounting.account_required');

/** PUT /accounting/quickbooks/accounts: the accounts chosen from QuickBooks' lists. */
export const quickbooksAccountsInput = z.object({
  income: z
    .object({ mow: accountId.optional(), bnb: accountId.optional(), treatment: accountId.optional(), 'call-log': accountId.optional() })
    .default({}),
  depositAccountId: accountId.optional(),
  feeAccountId: accountId.optional(),
  /** The liability account quotes' deposits are held in until a visit uses them. */
  customerDepositsAccountId: accountId.optional(),
  /** QuickBooks Payroll's item (pay type) paid time off is paid with: unset, paid time off is not sent. */
  paidTimeOffPayrollItemId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'validation.accounting.payroll_item')
    .optional(),
});
export type QuickBooksAccountsInput = z.infer<typeof quickbooksAccountsInput>;

export const quickbooksAccount = z.object({ id: z.string(), name: z.string(), type: z.string() });
/** GET /accounting/quickbooks/accounts: QuickBooks' own lists to choose from. */
export const quickbooksAccountLists = z.object({
  income: z.array(quickbooksAccount),
  deposit: z.array(quickbooksAccount),
  /** The expense accounts card fees may go to. */
  fee: z.array(quickbooksAccount),
  /** The liability accounts customers' deposits may be held in. */
  customerDeposits: z.array(quickbooksAccount),
  /**
   * QuickBooks' "Automatically apply credits" (Account and Settings → Advanced) is on: it may apply a credit memo to
   * another open invoice by itself before LawnDesk applies it to its own (docs/accounting.md).
   */
  autoApplyCredit: z.boolean(),
});
export type QuickBooksAccountLists = z.infer<typeof quickbooksAccountLists>;

export const accountingRecord = z.object({
  id: z.string(),
  kind: z.enum(ACCOUNTING_RECORD_KINDS),
  localId: z.string(),
  customerId: z.string().nullable(),
  /** The customer's name (a commercial customer's company), null for an item or a card fee's account move. */
  customerName: z.string().nullable(),
  /** A TimeActivity's person and the minutes it carries (an approved entry's as payroll counts them, or paid time off's). */
  personName: z.string().nullable(),
  minutes: z.number().int().nullable(),
  /** The day of the money or document: the visit's payment, the invoice's issue, the check's receipt; else when planned. */
  date: z.string(),
  paymentId: z.string().nullable(),
  amountCents: z.number().nullable(),
  status: z.enum(ACCOUNTING_RECORD_STATUSES),
  quickbooksId: z.string().nullable(),
  attempts: z.number(),
  failureKey: z.string().nullable(),
  failure: z.string().nullable(),
  failureDetail: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AccountingRecord = z.infer<typeof accountingRecord>;

export const accountingRecordFilter = z.object({
  status: z.enum(ACCOUNTING_RECORD_STATUSES).optional(),
  kind: z.enum(ACCOUNTING_RECORD_KINDS).optional(),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(200).default(50),
});

/** POST …/records/retry: send again the failed records chosen, or every failed one. */
export const accountingRetryInput = z.union([
  z.object({ ids: z.array(z.string().min(1).max(40)).min(1).max(200) }).strict(),
  z.object({ allFailed: z.literal(true) }).strict(),
]);
export type AccountingRetryInput = z.infer<typeof accountingRetryInput>;

/**
 * System Settings' `quickbooks` group: what QuickBooks' DocNumber of an invoice or a credit note is made of. Intuit
 * keeps 21 characters: a prefix of at most 11 (letters, digits, `-`, `_`, `/`, `.`, `#`) leaves room for ten digits.
 */
export const quickbooksSettings = z.object({
  docNumberPrefix: z
    .string()
    .trim()
    .max(DOC_NUMBER_PREFIX_MAX, 'validation.accounting.doc_number_prefix')
    .regex(/^[A-Za-z0-9\-_/.#]*$/, 'validation.accounting.doc_number_prefix')
    .default(''),
  docNumberStart: z
    .number({ error: 'validation.accounting.doc_number_start' })
    .int('validation.accounting.doc_number_start')
    .min(1, 'validation.accounting.doc_number_start')
    .max(DOC_NUMBER_START_MAX, 'validation.accounting.doc_number_start')
    .default(1),
});

/** A customer of LawnDesk and one of QuickBooks that share an e-mail or a phone: linked only once the bookkeeper agrees. */
export const customerMatch = z.object({
  customerId: z.string(),
  customerName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  quickbooksId: z.string(),
  quickbooksName: z.string(),
  quickbooksEmail: z.string().nullable(),
  quickbooksPhone: z.string().nullable(),
  /**
   * What they share. `name`: only for a customer whose send QuickBooks refused because it already has a customer of
   * that display name, shown so the bookkeeper may say it is the same one; never linked by itself.
   */
  matchedBy: z.enum(['email', 'phone', 'email-phone', 'name']),
});
export type CustomerMatch = z.infer<typeof customerMatch>;

/** GET …/customer-matches: what was read from QuickBooks and the proposals. */
export const customerMatches = z.object({
  quickbooksCustomers: z.number(),
  /** New customers wait for this review before they are created in QuickBooks. */
  reviewPending: z.boolean(),
  matches: z.array(customerMatch),
});
export type CustomerMatches = z.infer<typeof customerMatches>;

const matchPair = z.object({
  customerId: z.string().min(1).max(40),
  quickbooksId: z.string().regex(/^\d{1,20}$/, 'validation.accounting.quickbooks_id'),
});
/** POST …/customer-matches/confirm and …/reject: the pairs the bookkeeper decided. */
export const customerMatchDecision = z.object({ matches: z.array(matchPair).min(1).max(200) });
export type CustomerMatchDecision = z.infer<typeof customerMatchDecision>;

/** GET …/employee-matches: QuickBooks' active employees, and each LawnDesk person with its link or a suggestion by name. */
export const employeeLinks = z.object({
  quickbooksEmployees: z.array(z.object({ id: z.string(), name: z.string() })),
  people: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      quickbooksId: z.string().nullable(),
      /** The one free employee of the same name, when there is exactly one. */
      suggestedId: z.string().nullable(),
    }),
  ),
});
export type EmployeeLinks = z.infer<typeof employeeLinks>;

/** PUT …/employee-matches: people linked to a QuickBooks employee (`quickbooksId` null unlinks). */
export const employeeLinksInput = z.object({
  links: z
    .array(
      z.object({
        userId: z.string().min(1).max(40),
        quickbooksId: z
          .string()
          .regex(/^\d{1,20}$/, 'validation.accounting.quickbooks_id')
          .nullable(),
      }),
    )
    .min(1)
    .max(500),
});
export type EmployeeLinksInput = z.infer<typeof employeeLinksInput>;
