// System settings as the API answers them: each secret only says whether one is stored.
import { messageFields } from './envelope';
import { z } from 'zod';
import {
  invoicingSettings,
  labourSettings,
  crewPhoneSettings,
  momentSettings,
  PAYMENT_GATEWAYS,
  reviewSettings,
  type SettingsKey,
  setupSettings,
} from './settings';
import { BILLED_ITEMS } from './payment';

const secretState = z.object({ set: z.boolean() });

const maskedGroups = {
  mail: z.object({
    host: z.string(),
    port: z.number(),
    secure: z.boolean(),
    user: z.string(),
    password: secretState,
    from: z.string(),
    perMinute: z.number(),
  }),
  payments: z.object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    gatewayUrl: z.string(),
    username: z.string(),
    password: secretState,
    integratorId: secretState,
    autoChargeFailureTries: z.number(),
    retrySchedule: z.array(z.number()),
    holdAfterDays: z.number(),
    reminderDays: z.array(z.number()),
    callsPerSecond: z.number(),
  }),
  serviceCalendar: z.object({
    transferDate: z.string(),
    nextSeasonDate: z.string(),
    weekendOffDays: z.array(z.number()),
    horizonDays: z.number(),
    timeZone: z.string(),
  }),
  businessCalendar: z.object({ holidays: z.array(z.string()), closedDates: z.array(z.string()) }),
  timeCap: z.object({
    maxHours: z.number(),
    difference: z.number(),
    bnbReminderMinutes: z.number(),
    customerResponseTimeoutMinutes: z.number(),
  }),
  serviceDelay: z.object({ isEnabled: z.boolean(), thresholdMinutes: z.number(), confirmationExpireMinutes: z.number() }),
  routing: z.object({
    detourFactor: z.number(),
    averageSpeedMph: z.number(),
    lotMinutes: z.object({ small: z.number(), average: z.number(), medium: z.number(), large: z.number(), extraLarge: z.number() }),
    bnbMinutes: z.number(),
    visitDistanceM: z.number(),
    overtimeWeight: z.number(),
  }),
  referral: z.object({ baseAddress: z.string(), rulesEn: z.string(), rulesEs: z.string() }),
  backups: z.object({ keep: z.number() }),
  imports: z.object({ keepDays: z.number() }),
  staffMessages: z.object({ perUser: z.number(), windowMinutes: z.number(), perRecipient: z.number() }),
  moments: momentSettings,
  textMessages: z.object({
    quietStart: z.number(),
    quietEnd: z.number(),
    perMinute: z.number(),
    perDay: z.number(),
    accountSid: z.string(),
    authToken: secretState,
    from: z.string(),
  }),
  business: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zipcode: z.string().optional(),
    licenceNo: z.string().optional(),
    logo: z.string().optional(),
    siteAddress: z.string().optional(),
  }),
  setup: setupSettings,
  salesTax: z.object({ states: z.array(z.object({ state: z.string(), taxableItems: z.array(z.enum(BILLED_ITEMS)) })) }),
  invoicing: invoicingSettings,
  quotes: z.object({ followUpDays: z.number() }),
  treatments: z.object({ postingStates: z.array(z.string()), applicationRetentionYears: z.number() }),
  quickbooks: z.object({ docNumberPrefix: z.string(), docNumberStart: z.number() }),
  labour: labourSettings,
  crewPhones: crewPhoneSettings,
  reviews: reviewSettings,
} satisfies Record<SettingsKey, z.ZodObject>;

export const maskedSettings = z.object(maskedGroups);
/** What the browser receives: each secret only says whether one is stored. */
export type MaskedSettings = z.infer<typeof maskedSettings>;
/** One group, as `GET /settings/{key}` answers it. */
export const maskedSettingsGroup = z.union(Object.values(maskedGroups));

export const timeCapDetail = maskedGroups.timeCap.extend({ options: z.array(z.number()) });

export const settingsTestResult = z.object({ ok: z.boolean(), ...messageFields });
export type SettingsTestResult = z.infer<typeof settingsTestResult>;

/** A change to the mail server or the payment gateway, as `GET /settings/history` answers it: which fields, never their values. */
export const secretSettingsChange = z.object({
  _id: z.string(),
  group: z.enum([
    'mail',
    'payments',
    'textMessages',
    'staffMessages',
    'business',
    'referral',
    'reviews',
    'quickbooksConnected',
    'quickbooksDisconnected',
    'quickbooksAccounts',
  ]),
  fields: z.array(z.string()),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SecretSettingsChange = z.infer<typeof secretSettingsChange>;

/** GET /business: what anyone may read of the business, before signing in (its sign-in pages' title). */
export const publicBusiness = z.object({ name: z.string() });
export type PublicBusiness = z.infer<typeof publicBusiness>;

/**
 * GET /referral/content: the rules in the caller's language, the referral link's base address (blank: the site's own),
 * and for a signed-in customer its own customer id and referral code (null for anyone else).
 */
export const referralContent = z.object({
  message: z.string(),
  baseAddress: z.string(),
  customerId: z.string().nullable(),
  referralCode: z.string().nullable(),
});
export type ReferralContent = z.infer<typeof referralContent>;
