// Leads and quotes (docs/quotes.md): one definition checks the office's forms, the API's requests and types its answers;
// the public quote page has its own customer-facing schema, with no internal field.
import { z } from 'zod';
import { calendarDate, emailAddress, MAX_LENGTH, optionalText, recordId, requiredText, text } from './fields';
import { FREQUENCIES } from './service';
import { CUSTOMER_SOURCES } from './property';
import { LANGUAGES } from './customer';
import { CARD_BRANDS, cardInput } from './card';
import { LEAD_CHANNELS } from '../leadChannels';
import { quoteAccount } from './leadMatch';

export { LEAD_CHANNELS };
export const LEAD_STATUSES = ['new', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** `mow` and `bnb` become services with their frequency; `one-time` a Bush and Bed visit done once; `text` a priced note. */
export const QUOTE_LINE_TYPES = ['mow', 'bnb', 'one-time', 'text'] as const;
export type QuoteLineType = (typeof QUOTE_LINE_TYPES)[number];
/** `draft` until sent; `sent` (its latest version); `approved`; `declined`. Expiry is read from `expiresOn`, not stored. */
export const QUOTE_STATUSES = ['draft', 'sent', 'approved', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The most lines a quote may hold, and the largest price of one (a year of weekly mowing of a large lot fits). */
export const MAX_QUOTE_LINES = 30;
export const MAX_LINE_CENTS = 10_000_000;

/** The public page's token: 32 random bytes, base64url. Anything else is not looked up. */
export const QUOTE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const phoneDigits = z
  .string()
  .trim()
  .max(MAX_LENGTH.code)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === 0 || digits.length === 10, 'validation.common.enter_valid_phone_number_10_digits');

export const leadInput = z.object({
  name: z.object({
    first: requiredText('validation.common.first_name_required', MAX_LENGTH.name),
    last: requiredText('validation.common.last_name_required', MAX_LENGTH.name),
  }),
  email: emailAddress('validation.common.valid_email_required', { lowerCase: true }),
  mobile: phoneDigits.optional().transform((value) => value || null),
  address: requiredText('validation.common.address_required', MAX_LENGTH.address),
  city: optionalText(MAX_LENGTH.name),
  zipcode: text(10, 'validation.common.zip_code_at_most_10_characters', 'validation.customer.zip_code_required').min(
    5,
    'validation.common.zip_code_must_be_at_least_5',
  ),
  lotSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .nullish()
    .transform((value) => value ?? null),
  source: z.enum(CUSTOMER_SOURCES, { error: 'validation.customer.choose_source' }).default('none'),
  channel: z.enum(LEAD_CHANNELS).default('call'),
  /** What the customer asked for, in their words. */
  asked: optionalText(2000),
  language: z.enum(LANGUAGES).default('en'),
  textConsent: z.boolean().default(false),
});
export type LeadInput = z.infer<typeof leadInput>;

export const leadStatusInput = z
  .object({ status: z.enum(LEAD_STATUSES), lostReason: optionalText(500) })
  .refine((value) => value.status !== 'lost' || Boolean(value.lostReason), {
    message: 'validation.quote.lost_reason_required',
    path: ['lostReason'],
  });

export const leadRecord = z.object({
  _id: z.string(),
  id: z.string().optional(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  mobile: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  zipcode: z.string(),
  lotSize: z.number().nullable(),
  source: z.string(),
  channel: z.enum(LEAD_CHANNELS),
  asked: z.string().nullable(),
  /** The sign-up page's instant price the visitor chose (mowing every `quotedFrequency` weeks, per visit before tax). */
  quotedFrequency: z.number().nullable(),
  quotedPriceCents: z.number().nullable(),
  language: z.enum(LANGUAGES),
  textConsent: z.boolean(),
  marketId: z.string().nullable(),
  marketName: z.string().nullable(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  lostReason: z.string().nullable(),
  /** The customer the lead is: the one who asked signed in, one staff confirmed (below), or the one it became. */
  customerId: z.string().nullable(),
  /** When staff confirmed the lead is `customerId` (its e-mail or mobile matched): null when not confirmed by staff. */
  matchConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadRecord = z.infer<typeof leadRecord>;

export const quoteLine = z
  .object({
    type: z.enum(QUOTE_LINE_TYPES, { error: 'validation.quote.line_type_required' }),
    /** Weeks between visits, as services have it; mowing needs one. */
    frequency: z.coerce
      .number()
      .refine((value) => (FREQUENCIES as readonly number[]).includes(value), 'validation.common.frequency_required')
      .nullish()
      .transform((value) => value ?? null),
    description: optionalText(500),
    priceCents: z.coerce
      .number({ error: 'validation.common.price_required' })
      .int('validation.quote.price_whole_cents')
      .min(0, 'validation.common.price_must_be_0_or_more')
      .max(MAX_LINE_CENTS, 'validation.common.price_too_large'),
    optional: z.boolean().default(false),
  })
  .refine((line) => line.type !== 'mow' || (line.frequency !== null && line.frequency > 0), {
    message: 'validation.common.frequency_required',
    path: ['frequency'],
  })
  .refine((line) => line.type !== 'text' || Boolean(line.description), {
    message: 'validation.quote.description_required',
    path: ['description'],
  });
export type QuoteLine = z.infer<typeof quoteLine>;

const quoteBody = z.object({
  lines: z.array(quoteLine).min(1, 'validation.quote.add_line').max(MAX_QUOTE_LINES),
  depositCents: z.coerce.number().int().min(0).max(MAX_LINE_CENTS).default(0),
  /** The deposit as a percent of the required lines' total with tax: when given, it decides `depositCents`. */
  depositPercent: z.coerce
    .number({ error: 'validation.quote.deposit_percent' })
    .min(0, 'validation.quote.deposit_percent')
    .max(100, 'validation.quote.deposit_percent')
    .nullish()
    .transform((value) => value ?? null),
  expiresOn: calendarDate('validation.quote.expiry_required'),
  notes: optionalText(2000),
});

/** `POST /quotes`: for a lead, or for an existing customer's property. */
export const quoteInput = quoteBody
  .extend({ leadId: recordId().optional(), propertyId: recordId().optional() })
  .refine((value) => Boolean(value.leadId) !== Boolean(value.propertyId), {
    message: 'validation.quote.lead_or_property',
    path: ['leadId'],
  });
export type QuoteInput = z.infer<typeof quoteInput>;

/** `PUT /quotes/:id`: a new version when the quote was sent, the same draft otherwise. */
export const quoteUpdate = quoteBody;
export type QuoteUpdate = z.infer<typeof quoteUpdate>;

/** `POST /quotes/:id/extend`: staff give an expired or expiring quote a new date. */
export const quoteExtend = z.object({ expiresOn: calendarDate('validation.quote.expiry_required') });

/** `POST /quotes/:id/decline`: the customer said no; staff record why (the lead is lost with the same reason). */
export const quoteDecline = z.object({ reason: requiredText('validation.quote.lost_reason_required', 500) });

/** A deposit paid on the public page: how much, when, and the card's brand and last four digits. */
export const paidDeposit = z.object({
  amountCents: z.number(),
  paidAt: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  /** Given back through the gateway so far (staff's Refund deposit). */
  refundedCents: z.number(),
  /** What is left of it, neither refunded nor taken by visits' payments: the most a refund may still give back. */
  leftCents: z.number(),
});
export type PaidDepositRecord = z.infer<typeof paidDeposit>;

const lineRecord = z.object({
  type: z.enum(QUOTE_LINE_TYPES),
  frequency: z.number().nullable(),
  description: z.string().nullable(),
  priceCents: z.number(),
  optional: z.boolean(),
});

export const quoteVersionRecord = z.object({
  version: z.number(),
  lines: z.array(lineRecord),
  depositCents: z.number(),
  /** Null when the deposit was asked in dollars. */
  depositPercent: z.number().nullable(),
  /** The required lines' total; optional lines are added when the customer ticks them. */
  totalCents: z.number(),
  expiresOn: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});

/** Why a one-time job stayed where the scheduler put it: no crew of the vendor on the zip code, no crew day with room
 * within the horizon, or no visit planned at all (the closed season, no working day). */
export const ONE_TIME_FALLBACKS = ['no-crew', 'no-room', 'not-planned'] as const;

/** Where the approval put a one-time job's visit: the day and crew, and why when it is the scheduler's placement. */
export const oneTimePlacement = z.object({
  workLogId: z.string().nullable(),
  date: z.string().nullable(),
  crewName: z.string().nullable(),
  /** Null: placed on the first day its crew had room; else why the scheduler's placement stands. */
  fallback: z.enum(ONE_TIME_FALLBACKS).nullable(),
});
export type OneTimePlacement = z.infer<typeof oneTimePlacement>;

export const signatureRecord = z.object({
  signedName: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  version: z.number(),
  totalCents: z.number(),
  /** The optional lines ticked, by their index in the version's lines. */
  optionalLines: z.array(z.number()),
});

/** Photos staff attach to a quote: at most 10, each at most 5 MB as uploaded, PNG, JPEG or WebP (read from its bytes). */
export const MAX_QUOTE_PHOTOS = 10;
export const MAX_QUOTE_PHOTO_BYTES = 5 * 1024 * 1024;
export const QUOTE_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** A photo of the quote: its id is only reachable with staff's sign-in or, on the public page, under the quote's token. */
export const quotePhotoRecord = z.object({ _id: z.string(), width: z.number(), height: z.number(), createdAt: z.string() });
export type QuotePhotoRecord = z.infer<typeof quotePhotoRecord>;
export const quotePhotoParams = z.object({ id: z.string().max(100), photoId: z.string().uuid() });
export const publicQuotePhotoParams = z.object({ token: z.string().max(100), photoId: z.string().uuid() });
export const quotePhotoQuery = z.object({ size: z.enum(['full', 'thumbnail']).default('full') });

/** Staff's view: the latest version's lines and money, with the quote's status, every version and the signature. */
export const quoteRecord = quoteVersionRecord.extend({
  _id: z.string(),
  /** The place's combined rate (as billing taxes a visit there today) and each line's tax at it, rounded per line. */
  taxPercent: z.number(),
  lineTaxCents: z.array(z.number()),
  /** The required lines' tax, and their total with it. */
  taxCents: z.number(),
  totalWithTaxCents: z.number(),

  id: z.string().optional(),
  leadId: z.string().nullable(),
  propertyId: z.string().nullable(),
  customerId: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  expired: z.boolean(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  followedUpAt: z.string().nullable(),
  declinedReason: z.string().nullable(),
  versions: z.array(quoteVersionRecord),
  signature: signatureRecord.nullable(),
  /** Where the approval placed each one-time job's visit (none before approval or without one-time lines). */
  oneTimeJobs: z.array(oneTimePlacement),
  /** The deposit paid on the public page; null while none is (pending when the approved quote asks one). */
  depositPaid: paidDeposit.nullable(),
  /** The quote's photos, the oldest first (they belong to the quote, so every version shows them). */
  photos: z.array(quotePhotoRecord),
  /** The public page's address, for staff to copy; null until sent. */
  link: z.string().nullable(),
  updatedAt: z.string(),
});
export type QuoteRecord = z.infer<typeof quoteRecord>;

export const quoteSendInput = z.object({ text: z.boolean().default(true) });
export const quoteSent = z.object({ link: z.string(), email: z.boolean(), text: z.boolean() });

// The public page: what a customer who is not signed in sees. No ids, no vendor, no market, no staff notes.
export const PUBLIC_QUOTE_STATES = ['open', 'approved', 'expired', 'declined'] as const;
export type PublicQuoteState = (typeof PUBLIC_QUOTE_STATES)[number];

export const publicQuoteParams = z.object({ token: z.string().max(100) });
export const publicQuote = z.object({
  state: z.enum(PUBLIC_QUOTE_STATES),
  firstName: z.string(),
  address: z.string(),
  language: z.enum(LANGUAGES),
  version: z.number(),
  lines: z.array(lineRecord),
  depositCents: z.number(),
  totalCents: z.number(),
  /** The place's combined rate (as billing taxes a visit there today) and each line's tax at it, rounded per line. */
  taxPercent: z.number(),
  lineTaxCents: z.array(z.number()),
  /** The required lines' tax, and their total with it. */
  taxCents: z.number(),
  totalWithTaxCents: z.number(),
  expiresOn: z.string(),
  terms: z.string().nullable(),
  business: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  signature: z.object({ signedName: z.string(), signedAt: z.string(), totalCents: z.number() }).nullable(),
  /** The deposit paid on the page, once it is; an approved quote with a deposit and none paid is "approved, deposit pending". */
  depositPaid: paidDeposit.nullable(),
  /** The quote's photos, read at /public/quotes/{token}/photos/{_id}: the token is the key, the id only names one. */
  photos: z.array(quotePhotoRecord),
  /** The existing account a new lead's quote may join; null for a quote on an existing property or a lead matching none. */
  account: quoteAccount.nullable(),
});
export type PublicQuote = z.infer<typeof publicQuote>;

export const quoteApproval = z.object({
  signedName: requiredText('validation.quote.signed_name_required', MAX_LENGTH.name),
  /** The optional lines the customer ticked, by their index. */
  optionalLines: z.array(z.number().int().min(0).max(MAX_QUOTE_LINES)).max(MAX_QUOTE_LINES).default([]),
  /** The version the customer read and signs: required, and a newer one sent meanwhile refuses the approval. */
  version: z.number({ error: 'validation.quote.version_required' }).int().min(1, 'validation.quote.version_required'),
  /**
   * Signed in as the account it joins: the card of theirs this address is charged to, or null for none (each bill paid
   * by its link). Ignored otherwise: nobody but the card's owner, signed in, chooses it.
   */
  cardId: recordId('validation.quote.card_not_yours').nullable().optional(),
});
export type QuoteApproval = z.infer<typeof quoteApproval>;

/** `POST /public/quotes/{token}/deposit`: the card the hosted fields gave the browser (never its number). */
export const quoteDepositInput = cardInput;
export type QuoteDepositInput = z.infer<typeof quoteDepositInput>;

/** The deposit's answer: paid with its receipt, or why the card was declined (the deposit stays payable). */
export const quoteDepositResult = z.object({ paid: z.boolean(), reason: z.string().nullable(), receipt: paidDeposit.nullable() });
export type QuoteDepositResult = z.infer<typeof quoteDepositResult>;

/** Why the customer declines, as the public page offers it; `other` asks for words. */
export const QUOTE_DECLINE_REASONS = ['price', 'other-company', 'not-now', 'diy', 'other'] as const;
export type QuoteDeclineReason = (typeof QUOTE_DECLINE_REASONS)[number];

/** `POST /public/quotes/{token}/decline`: a reason from the list, and words (required with `other`). */
export const publicQuoteDecline = z
  .object({
    reason: z.enum(QUOTE_DECLINE_REASONS, { error: 'validation.quote.decline_reason_required' }),
    note: optionalText(500),
  })
  .refine((value) => value.reason !== 'other' || Boolean(value.note), {
    message: 'validation.quote.decline_note_required',
    path: ['note'],
  });
export type PublicQuoteDecline = z.infer<typeof publicQuoteDecline>;
