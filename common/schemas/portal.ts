// The customer portal: the signed-in customer's dashboard (its properties, their services, next and past visits with
// their payments) and the property activation request a customer sends and staff process.
import { z } from 'zod';
import { portalVisitPhoto } from './workLogPhotos';
import { customerConsent } from './customer';
import { isoDateTime } from './customerRecord';
import { MAX_LENGTH, optionalText } from './fields';
import { PAYMENT_STATUSES } from './payment';
import { CUSTOMER_STATUSES, propertyAutoCharge } from './property';
import { PRODUCT_UNITS } from './treatment';
import { SERVICE_STATUSES, WORK_LOG_TYPES } from './service';
import { WORK_LOG_STATUSES } from './workLog';

/** How many upcoming visits and how many past visits the dashboard shows for each property. */
export const PORTAL_NEXT_VISITS = 8;
export const PORTAL_PAST_VISITS = 10;

/** How many of its lawn treatment applications the portal shows a customer, newest first. */
export const PORTAL_APPLICATIONS = 50;

/**
 * A pesticide or fertilizer application on the customer's lawn as the customer reads it: what was applied, when, against
 * what, and when people and pets may go back on the lawn. A corrected record shows as its correction; never the
 * applicator's licence, the weather, warnings or the business's notes.
 */
export const portalApplication = z.object({
  _id: z.string(),
  propertyId: z.string().nullable(),
  address: z.string(),
  startedAt: isoDateTime,
  productName: z.string(),
  /** Null for a fertilizer (not a pesticide). */
  epaRegNo: z.string().nullable(),
  targetPest: z.string(),
  amount: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  areaSqFt: z.number(),
  /** The start plus the label's re-entry interval; null when the label sets none. */
  reentryAt: isoDateTime.nullable(),
});
export type PortalApplication = z.infer<typeof portalApplication>;

export const portalService = z.object({
  _id: z.string(),
  type: z.enum(WORK_LOG_TYPES),
  /** Weeks between visits (FREQUENCIES; -1: one time). */
  frequency: z.number(),
  /** The price of one visit in dollars, as the service stores it. */
  price: z.number(),
  startDate: z.string(),
  status: z.enum(SERVICE_STATUSES),
});
export type PortalService = z.infer<typeof portalService>;

/** The payment of a visit as its customer sees it: never the business's commission nor the gateway's codes. */
export const portalVisitPayment = z.object({
  _id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number(),
  refundedCents: z.number(),
});
export type PortalVisitPayment = z.infer<typeof portalVisitPayment>;

/** A visit (work log): upcoming ones are pending or started; past ones carry their outcome and, once billed, a payment. */
export const portalVisit = z.object({
  _id: z.string(),
  propertyId: z.string(),
  serviceType: z.enum(WORK_LOG_TYPES),
  date: z.string(),
  /** The outcome of a past visit: completed, skipped or cancel (a pending one whose day has gone stays pending). */
  status: z.enum(WORK_LOG_STATUSES),
  completedAt: isoDateTime.nullable(),
  /** One of the customer's free mows is applied to this visit: its payment will be free. */
  freeMow: z.boolean(),
  payment: portalVisitPayment.nullable(),
  /** The crew's photos marked for the customer (docs/field.md), without position or note. */
  photos: z.array(portalVisitPhoto),
});
export type PortalVisit = z.infer<typeof portalVisit>;

export const portalProperty = z.object({
  _id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  /** The property is active and has a service the scheduler plans (pending, started, move-date). */
  hasActiveService: z.boolean(),
  /** When the customer's open activation request was sent; null when there is none. */
  activationRequestedAt: isoDateTime.nullable(),
  /** Which of the customer's cards its visits are charged to (common/schemas/property.ts AUTO_CHARGES). */
  ...propertyAutoCharge.shape,
  services: z.array(portalService),
  /** The next PORTAL_NEXT_VISITS visits, soonest first. */
  nextVisits: z.array(portalVisit),
  /** The last PORTAL_PAST_VISITS visits, newest first. */
  pastVisits: z.array(portalVisit),
});
export type PortalProperty = z.infer<typeof portalProperty>;

/** GET /customer/dashboard: the signed-in customer's own properties, archived ones left out. */
export const customerDashboard = z.object({
  customerId: z.string(),
  properties: z.array(portalProperty),
});
export type CustomerDashboard = z.infer<typeof customerDashboard>;

/** The body of an activation request (a word to staff) and of its processing (a word to the customer): optional. */
export const activationNoteInput = z.object({ note: optionalText(MAX_LENGTH.note) });
export type ActivationNoteInput = z.infer<typeof activationNoteInput>;

/** The property's activation request as it stands after a request, after processing, or when staff read it. */
export const activationRequestState = z.object({
  propertyId: z.string(),
  /** When the open request was sent; null when none is open. */
  requestedAt: isoDateTime.nullable(),
});
export type ActivationRequestState = z.infer<typeof activationRequestState>;

/**
 * GET and PUT /customer/message-preferences: how the signed-in customer hears from the business, with the same words as
 * the customer record (language, service e-mail and texts, marketing e-mail and texts).
 */
export const messagePreferences = customerConsent.extend({ marketingOptIn: z.boolean() }).required();
export type MessagePreferences = z.infer<typeof messagePreferences>;
/** PUT /customers/:id/message-preferences: staff change any of them alone, without the customer's other fields. */
export const messagePreferencesUpdate = messagePreferences.partial();
export type MessagePreferencesUpdate = z.infer<typeof messagePreferencesUpdate>;
