// The domain events: what one domain announces once its transaction has committed, for the domains that care to act on
// (docs/architecture.md, "Domain events"). Each has a zod schema: a durable event is stored as JSON and read back by
// the sweep, so its payload is checked again when it is delivered.
import { z } from 'zod';
import type { ImportProgress } from './schemas/dataImport';
import { BILLED_ITEMS } from './schemas/payment';
import { WORK_LOG_TYPES } from './schemas/service';
import { LEAD_CHANNELS } from './leadChannels';

/** A visit (a `work_logs` row) changed status: who and what it concerns, as the transaction left it. */
const workLogChanged = z.object({
  workLogId: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  crewId: z.string().nullable(),
  date: z.string(),
  serviceType: z.enum(WORK_LOG_TYPES),
  /** Who changed it; null for a job. */
  userId: z.string().nullable(),
});

/** What billing made owed for a completed visit (after discount and tax): the amount the customer is told. */
const completedPayment = z.object({
  _id: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  attempts: z.number().int(),
  /** Made for this completion (a visit completed again keeps its first payment): its charge is queued. */
  made: z.boolean(),
  /** What a quote's deposit paid of the amount; absent from events stored before it was added. */
  depositCents: z.number().int().optional(),
  /** The customer is billed by invoice (no card is charged); absent from events stored before it was added. */
  invoiced: z.boolean().optional(),
});

/**
 * A visit completed. Its payment and its visit page are made by subscribers once the completion has committed (billing's
 * announces `workLog.billed`, which the customer's "visit done" follows), so the crew's answer waits for neither.
 */
const workLogCompleted = workLogChanged.extend({
  crewNotes: z.string().nullable(),
  /** Whether a crew member completed it: the visit page names them. Absent from events stored before it was added. */
  byCrew: z.boolean().optional(),
  /**
   * The payment, as events stored before billing made it after the completion carry it (made in the completing
   * transaction); absent from the others.
   */
  payment: completedPayment.nullable().optional(),
  /**
   * The visit page's path on the site (docs/field.md "The visit page"), which the "visit done" message links to, made
   * absolute when it is sent: the completion's transaction reads no site address.
   */
  visitPath: z.string().optional(),
  /** The page's whole address, as events stored before `visitPath` carry it. */
  visitLink: z.string().optional(),
});

/** A completed visit with the payment billing made for it (or an earlier completion made), as the customer is told of it. */
const workLogBilled = workLogCompleted.extend({ payment: completedPayment.nullable() });

const paymentTried = z.object({
  paymentId: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  /** The try's number: a message about it is once per try. */
  attempt: z.number().int(),
  item: z.enum(BILLED_ITEMS),
  date: z.string(),
  amountCents: z.number().int(),
  userId: z.string().nullable(),
});

const holdChanged = z.object({
  propertyIds: z.array(z.string()).min(1),
  userId: z.string().nullable(),
  /** Why, as the property keeps it (a catalog key, with its values); absent from events stored before it was added. */
  reason: z.string().optional(),
  /** The business day a job decided it on (the paused message's pay link follows that day's reminders). */
  today: z.string().optional(),
  /** The holds a release ends, as they were: when each was placed and why (the resumed message names that hold). */
  heldBefore: z
    .array(z.object({ propertyId: z.string(), visitsHeldAt: z.string().nullable(), visitsHoldReason: z.string().nullable() }))
    .optional(),
});

const chargesHoldChanged = z.object({ customerId: z.string(), userId: z.string() });

export const DOMAIN_EVENTS = {
  'workLog.started': workLogChanged,
  'workLog.completed': workLogCompleted,
  /** Billing made (or found) a completed visit's payment: the customer's "visit done" names its amount. */
  'workLog.billed': workLogBilled,
  'workLog.skipped': workLogChanged,
  'workLog.cancelled': workLogChanged,
  'workLog.restored': workLogChanged,
  'workLog.reverted': workLogChanged,
  'payment.succeeded': paymentTried.extend({
    /** The tax in the amount, by place (docs/billing.md "Sales tax by place"); absent from events stored before it was added. */
    taxCents: z.number().int().optional(),
    /** What a quote's deposit paid of the amount (the card paid the rest); absent from events stored before it was added. */
    depositCents: z.number().int().optional(),
  }),
  'payment.declined': paymentTried.extend({
    failureCode: z.string().nullable(),
    failureMessage: z.string().nullable(),
    /** The customer is paying on the pay page: the decline is told there, not by a message. */
    customerPresent: z.boolean(),
  }),
  'hold.placed': holdChanged,
  'hold.released': holdChanged,
  /**
   * Staff moved visits to another day or crew (a bulk move or reassignment, a balance, a rain day or its undo); `redated`
   * are those given a new date (a bulk move's, a rain day's and its undo's), whose customers hear of it.
   */
  'workLogs.moved': z.object({
    workLogIds: z.array(z.string()).min(1),
    userId: z.string(),
    redated: z
      .array(z.object({ workLogId: z.string(), customerId: z.string(), serviceType: z.enum(WORK_LOG_TYPES), date: z.string() }))
      .optional(),
    /** Why the visits have a new date, when the customers are told one: a rain day's moves (not its undo). */
    cause: z.enum(['weather']).optional(),
    /**
     * The crew days the visits left and joined, put in route order again once committed (a rain day and its undo: their
     * searches kept out of the transaction that moved the visits); absent when the mover ordered them itself.
     */
    crewDays: z.array(z.object({ crewId: z.string(), date: z.string() })).optional(),
  }),
  /**
   * Staff paused services for a date range, or ended the pause: each property's customer hears it once, in their
   * language (`ended` false: paused from `from` to `to`; true: the visits are back).
   */
  'services.paused': z.object({
    pauseId: z.string(),
    ended: z.boolean(),
    from: z.string(),
    to: z.string(),
    told: z.array(z.object({ customerId: z.string(), propertyId: z.string(), address: z.string() })),
  }),
  /** Staff marked a visit not billed, or billed again. */
  'workLog.noChargeSet': z.object({ workLogId: z.string(), noCharge: z.boolean(), userId: z.string() }),
  /** Staff held a customer's charges, or let them go again. */
  'charges.held': chargesHoldChanged,
  'charges.released': chargesHoldChanged,
  /** A property was linked to its referrer by a referral code. */
  'referral.linked': z.object({ propertyId: z.string(), referralCode: z.string() }),
  /** Customers with the replying mobile texted STOP (no more texts) or START (service texts again). */
  'text.consentReplied': z.object({ customerIds: z.array(z.string()).min(1), reply: z.enum(['stop', 'start']) }),
  /** A text in (kept in its thread) had MMS parts: messaging fetches its images from Twilio and stores them. */
  'text.mediaReceived': z.object({ messageSid: z.string(), conversationId: z.string() }),
  /** The admin approved a workweek of time sheets (`2026-W48`): its entries are locked, its hours go to payroll. */
  'timeSheetWeek.approved': z.object({ week: z.string(), userId: z.string() }),
  /** An invoice was issued: its customer is sent it, with its PDF and a pay link. */
  'invoice.issued': z.object({ invoiceId: z.string(), customerId: z.string() }),
  /** The provider said the mobile a customer's text went to cannot take texts, in these words. */
  'text.undeliverable': z.object({ customerId: z.string(), mobile: z.string(), reason: z.string() }),
  /** The mail server said the address a customer's e-mail went to does not exist, in these words. */
  'email.undeliverable': z.object({ customerId: z.string(), email: z.string(), reason: z.string() }),
  /**
   * Someone asked for work outside the office (a public sign-up, a customer's contact request): the quotes domain keeps
   * it as a lead, in the same transaction.
   */
  'lead.requested': z.object({
    channel: z.enum(LEAD_CHANNELS),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    address: z.string(),
    city: z.string().nullable(),
    zipcode: z.string(),
    lotSize: z.number().int().nullable(),
    asked: z.string().nullable(),
    /** Where they heard of us, in the customer schema's words (`online-order` for the website's sign-up). */
    source: z.string(),
    language: z.enum(['en', 'es']),
    /** The customer who asked, when one is signed in. */
    customerId: z.string().nullable(),
    /** The sign-up page's instant price the visitor chose; the lead is kept only if it is still the price. */
    quoted: z.object({ frequency: z.number().int(), priceCents: z.number().int() }).optional(),
  }),
  /** A lead was made, from any channel: the office is told. `userId` is who logged it (null when it came by itself). */
  'lead.created': z.object({ leadId: z.string(), name: z.string(), channel: z.enum(LEAD_CHANNELS), userId: z.string().nullable() }),
  /** A quote was sent, opened, approved, declined or extended: open staff screens read it again. */
  'quote.changed': z.object({
    quoteId: z.string(),
    leadId: z.string().nullable(),
    change: z.enum(['sent', 'opened', 'approved', 'deposit-paid', 'deposit-refunded', 'declined', 'extended', 'followed-up', 'photos']),
    /** Approved: the visits planned for its new services, which staff screens showing them read again. */
    workLogIds: z.array(z.string()).optional(),
  }),
  /** A customer rated a visit on its visit page (docs/field.md "The visit page"): staff screens showing ratings read them again. */
  'workLog.rated': z.object({ workLogId: z.string(), customerId: z.string(), stars: z.number().int() }),
  'import.progressed': z.object({ importId: z.string(), userId: z.string(), progress: z.custom<ImportProgress>() }),
} as const;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]>;

/**
 * Events whose loss would lose a message or money: stored in the transaction that announces them and delivered from
 * the store, again after a crash. The others (a socket push, an import's progress) are delivered from memory.
 */
export const DURABLE_EVENTS: ReadonlySet<DomainEventName> = new Set([
  'workLog.started',
  'workLog.completed',
  'workLog.billed',
  'workLog.skipped',
  'workLog.cancelled',
  'workLog.restored',
  'workLog.reverted',
  'payment.succeeded',
  'payment.declined',
  'hold.placed',
  'hold.released',
  'workLogs.moved',
  'services.paused',
  'invoice.issued',
  'lead.created',
  'timeSheetWeek.approved',
  'text.mediaReceived',
]);

/** The event a status action announces. */
export const WORK_LOG_EVENT_OF = {
  start: 'workLog.started',
  complete: 'workLog.completed',
  skip: 'workLog.skipped',
  cancel: 'workLog.cancelled',
  restore: 'workLog.restored',
  revert: 'workLog.reverted',
} as const;
