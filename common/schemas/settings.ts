// System settings, one zod schema per group; each group is one row of the settings table under its key.
import { z } from 'zod';
import { US_HOLIDAYS } from '../businessCalendar';
import type { LotSizeCategory } from '../lotSize';
import { defaultSeason } from '../season';
import { DEFAULT_RETRY_SCHEDULE, RETRY_SCHEDULE_MESSAGE, retryScheduleProblem } from '../retrySchedule';
import { MOMENT_KINDS, type MomentKind } from './customerMessage';
import { DEFAULT_SALES_TAX, salesTaxSettings, stateCode } from './salesTax';
import { INVOICE_PERIODS } from '../invoices';
import { quickbooksSettings } from './accounting';
import { calendarDate, MAX_LENGTH, rawText, refuseUnstorable, text } from './fields';

export const SMTP_PORT_MESSAGE = 'validation.settings.smtp_port_must_be_number_from_1';
export const FAILURE_TRIES_MESSAGE = 'validation.settings.auto_charge_failure_tries_must_be_from';
export const HOLD_AFTER_MESSAGE = 'validation.settings.hold_after_days';
export const REMINDER_DAYS_MESSAGE = 'validation.settings.reminder_days';
/** The pay-link reminders' days after a payment's first decline (docs/billing.md "Reminders"). */
export const DEFAULT_REMINDER_DAYS = [3, 7];
export const WEEK_DAY_MESSAGE = 'validation.settings.weekend_off_days_are_week_days_1';
export const HORIZON_DAYS_MESSAGE = 'validation.settings.planning_horizon_1_to_60_days';
export const TIME_ZONE_MESSAGE = 'validation.settings.time_zone_name';
const QUARTER_HOURS_MESSAGE = 'validation.settings.hours_go_in_steps_of_0_25';

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const quarterHours = (message: string) =>
  z
    .number({ error: message })
    .min(0.25, message)
    .max(12, message)
    .refine((hours) => Number.isInteger(hours * 4), QUARTER_HOURS_MESSAGE);
/** A secret is written, never read back: left out or blank on a save, the stored value stays; `null` clears it. */
const secret = rawText(500, 'validation.settings.at_most_500_characters').nullable().optional();

export const mailSettings = z.object({
  host: text(MAX_LENGTH.address, 'validation.settings.smtp_host_at_most_200_characters'),
  port: wholeNumber(SMTP_PORT_MESSAGE, 1, 65535),
  secure: z.boolean(),
  user: text(MAX_LENGTH.address, 'validation.settings.smtp_user_at_most_200_characters'),
  password: secret,
  from: z.union([
    z.literal(''),
    z.email('validation.common.valid_email_required').max(MAX_LENGTH.address, 'validation.common.valid_email_required'),
  ]),
  /** E-mails sent a minute, across nodes (docs/messages.md "Rates"): a small SMTP server's pace by default. */
  perMinute: wholeNumber('validation.settings.emails_per_minute', 1, 6000).default(30),
});

/** The payment gateway adapters (docs/billing.md): the deterministic sandbox, or PayTrace's REST API. */
export const PAYMENT_GATEWAYS = ['sandbox', 'paytrace'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** PayTrace Protect's hosted card fields (PAYTRACE_PROTECT_URL overrides it, e.g. with PayTrace's sandbox). */
export const PAYTRACE_PROTECT_URL = 'https://protect.paytrace.com/js/protect.min.js';
/** Where the gateways' hosted card fields are loaded from: the sandbox's own server, PayTrace's script. */
export interface GatewayHosts {
  sandboxUrl?: string;
  paytraceProtectUrl?: string;
}

export const paymentSettings = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS, { error: 'validation.settings.choose_payment_gateway' }).default('sandbox'),
  gatewayUrl: z
    .url({ protocol: /^https?$/, error: 'validation.settings.gateway_address_must_be_http_s_address' })
    .max(MAX_LENGTH.address, 'validation.settings.gateway_address_at_most_200_characters')
    .superRefine(refuseUnstorable),
  username: text(MAX_LENGTH.address, 'validation.settings.gateway_user_at_most_200_characters'),
  password: secret,
  integratorId: secret,
  autoChargeFailureTries: wholeNumber(FAILURE_TRIES_MESSAGE, 0, 10),
  /** Days after a charge's first soft decline on which it is tried again, within the card networks' limits. */
  retrySchedule: z
    .array(z.number({ error: RETRY_SCHEDULE_MESSAGE }), { error: RETRY_SCHEDULE_MESSAGE })
    .max(30, RETRY_SCHEDULE_MESSAGE)
    .superRefine((days, context) => {
      const problem = retryScheduleProblem(days);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(DEFAULT_RETRY_SCHEDULE),
  /** Days a declined payment with no retry left stays unpaid, after its first decline, before its property's visits are held; 0 never holds. */
  holdAfterDays: wholeNumber(HOLD_AFTER_MESSAGE, 0, 60).default(3),
  /** Days after the first decline on which a still unpaid payment reminds the customer with a pay link; none: no reminders. */
  reminderDays: z
    .array(wholeNumber(REMINDER_DAYS_MESSAGE, 1, 30), { error: REMINDER_DAYS_MESSAGE })
    .max(5, REMINDER_DAYS_MESSAGE)
    .refine((days) => days.every((day, index) => index === 0 || day > days[index - 1]), REMINDER_DAYS_MESSAGE)
    .default(DEFAULT_REMINDER_DAYS),
  /** Calls to the gateway a second, across nodes (docs/billing.md): the end of a day's charges wait their turn. */
  callsPerSecond: wholeNumber('validation.settings.gateway_calls_per_second', 1, 1000).default(5),
});

/** A logo as the settings keep it: a base64 data URL of a PNG or a JPEG, the two images a PDF embeds. */
export const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
const LOGO_MAX_LENGTH = 280_000;

/** The business as its customers' public pages name it (the pay link), with where they reach the office. */
export const businessSettings = z.object({
  name: text(MAX_LENGTH.title, 'validation.settings.business_name_at_most_120_characters'),
  phone: text(MAX_LENGTH.code, 'validation.settings.business_phone_at_most_40_characters'),
  email: z.union([
    z.literal(''),
    z.email('validation.common.valid_email_required').max(MAX_LENGTH.address, 'validation.common.valid_email_required'),
  ]),
  /** The business's own address, at the head of every document it sends (invoices, statements, the inspector's report). */
  address: text(MAX_LENGTH.address).optional(),
  city: text(MAX_LENGTH.name).optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((state) => state === '' || /^[A-Z]{2}$/.test(state), 'validation.customer.state_2_letters')
    .optional(),
  zipcode: text(10).optional(),
  /** The business's licence (Texas: the Department of Agriculture's commercial business licence), on its documents. */
  licenceNo: text(MAX_LENGTH.code).optional(),
  /** A PNG or JPEG logo as a data URL (at most about 200 KB), at the head of its documents; blank: none. */
  logo: z
    .string()
    .max(LOGO_MAX_LENGTH, 'validation.settings.logo_too_large')
    .refine((logo) => logo === '' || LOGO_DATA_URL.test(logo), 'validation.settings.logo_png_or_jpeg')
    .optional(),
  /**
   * The address customers reach the site at, which every link in a message starts with (blank: PUBLIC_URL, else the
   * address staff use). Only an admin changes it: it decides where every link sends customers (docs/security.md).
   */
  siteAddress: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'validation.settings.site_address_must_be_http_s' })
        .max(MAX_LENGTH.address, 'validation.settings.site_address_must_be_http_s')
        .superRefine(refuseUnstorable),
    ])
    .optional(),
});

export const serviceCalendarSettings = z.object({
  transferDate: calendarDate('validation.settings.transfer_date_required'),
  nextSeasonDate: calendarDate('validation.settings.next_season_date_required'),
  weekendOffDays: z
    .array(wholeNumber(WEEK_DAY_MESSAGE, 1, 7))
    .max(7, WEEK_DAY_MESSAGE)
    .refine((days) => new Set(days).size === days.length, 'validation.settings.each_weekend_off_day_only_once'),
  /** How many days ahead (today included) the scheduler keeps work logs planned. */
  horizonDays: wholeNumber(HORIZON_DAYS_MESSAGE, 1, 60).default(14),
  /** The business's zone: it decides what "today" is for the scheduler and the crews. */
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    .default('America/Chicago'),
});

/** The business calendar: the US holidays it closes on and its own closed dates; the planner and rain days skip them. */
export const businessCalendarSettings = z.object({
  holidays: z
    .array(z.enum(US_HOLIDAYS, { error: 'validation.settings.choose_holidays' }))
    .max(US_HOLIDAYS.length, 'validation.settings.choose_holidays')
    .default([]),
  closedDates: z
    .array(calendarDate('validation.settings.closed_date'))
    .max(366, 'validation.settings.closed_dates_at_most_366')
    .refine((days) => new Set(days).size === days.length, 'validation.settings.closed_date_once')
    .default([]),
});

export const timeCapSettings = z
  .object({
    maxHours: quarterHours('validation.settings.maximum_hours_must_be_from_0_25'),
    difference: quarterHours('validation.settings.difference_must_be_from_0_25_to'),
    bnbReminderMinutes: wholeNumber('validation.settings.bush_and_bed_reminder_must_be_from', 0, 240),
    customerResponseTimeoutMinutes: wholeNumber('validation.settings.customer_response_timeout_must_be_from_1', 1, 1440),
  })
  .refine((caps) => caps.difference <= caps.maxHours, {
    path: ['difference'],
    message: 'validation.settings.difference_cannot_be_more_than_maximum_hours',
  });

export const serviceDelaySettings = z.object({
  isEnabled: z.boolean(),
  thresholdMinutes: wholeNumber('validation.settings.delay_threshold_must_be_from_5_to', 5, 480),
  confirmationExpireMinutes: wholeNumber('validation.settings.confirmation_expiry_must_be_from_1_to', 1, 240),
});

const SERVICE_MINUTES_MESSAGE = 'validation.settings.minutes_on_site_from_1_to_480';
const serviceMinutes = () => wholeNumber(SERVICE_MINUTES_MESSAGE, 1, 480);
/** Minutes on site of a mowing visit by lot size, as the day balancer plans them; a lot without a category: average. */
export const DEFAULT_LOT_MINUTES: Record<LotSizeCategory, number> = { small: 20, average: 30, medium: 35, large: 40, extraLarge: 55 };

/**
 * The route optimiser's estimates: straight-line distance times the detour factor, driven at the average speed; the
 * day balancer's minutes on site, by lot size for mowing, and for a bush and bed visit without a time cap.
 */
export const routingSettings = z.object({
  detourFactor: z
    .number({ error: 'validation.settings.detour_factor_from_1_to_3' })
    .min(1, 'validation.settings.detour_factor_from_1_to_3')
    .max(3, 'validation.settings.detour_factor_from_1_to_3'),
  averageSpeedMph: wholeNumber('validation.settings.average_speed_from_5_to_80_mph', 5, 80),
  lotMinutes: z
    .object(
      {
        small: serviceMinutes(),
        average: serviceMinutes(),
        medium: serviceMinutes(),
        large: serviceMinutes(),
        extraLarge: serviceMinutes(),
      },
      { error: SERVICE_MINUTES_MESSAGE },
    )
    .default(DEFAULT_LOT_MINUTES),
  bnbMinutes: serviceMinutes().default(60),
  /** A crew's action (start, on my way, complete, skip) farther than this from the property is flagged for the office. */
  visitDistanceM: wholeNumber('validation.settings.visit_distance', 25, 100_000).default(250),
  /** Balance crews: how many minutes of driving one minute past a crew's end of day is worth. */
  overtimeWeight: z
    .number({ error: 'validation.settings.overtime_weight_from_1_to_5' })
    .min(1, 'validation.settings.overtime_weight_from_1_to_5')
    .max(5, 'validation.settings.overtime_weight_from_1_to_5')
    .default(1.5),
});

/** Refer & Earn: the referral link's base address (blank: the site's own) and the rules customers read, per language. */
export const referralSettings = z.object({
  baseAddress: z.union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, error: 'validation.settings.referral_base_address_must_be_http_s' })
      .max(MAX_LENGTH.address, 'validation.settings.referral_base_address_must_be_http_s')
      .superRefine(refuseUnstorable),
  ]),
  rulesEn: text(MAX_LENGTH.note, 'validation.settings.referral_rules_at_most_2000_characters'),
  rulesEs: text(MAX_LENGTH.note, 'validation.settings.referral_rules_at_most_2000_characters'),
});

/** The nightly backup keeps this many of the newest backups in the backup folder and deletes older ones (docs/data.md). */
export const backupSettings = z.object({
  keep: wholeNumber('validation.settings.backups_kept_from_1_to_90', 1, 90),
});

/** An import's uploaded cells are emptied this many days after the upload (docs/data.md "Imports"); its report stays. */
export const IMPORT_KEEP_DAYS_MESSAGE = 'validation.settings.import_files_kept_1_to_365_days';
export const importSettings = z.object({
  keepDays: wholeNumber(IMPORT_KEEP_DAYS_MESSAGE, 1, 365).default(30),
});

/** Messages one staff user may send by hand (template messages, Resend) within a window of minutes (docs/messages.md). */
export const staffMessageSettings = z.object({
  perUser: wholeNumber('validation.settings.staff_messages_from_1_to_1000', 1, 1000).default(30),
  windowMinutes: wholeNumber('validation.settings.staff_window_from_1_to_1440', 1, 1440).default(10),
  /** Messages staff send to one address or number within the window, whoever sends them (a quote re-sent ten times). */
  perRecipient: wholeNumber('validation.settings.staff_per_recipient_from_1_to_100', 1, 100).default(3),
});

/** Which moments a customer hears about (docs/messages.md "Moments"): each on unless staff switch it off. */
export const momentSettings = z.object(
  Object.fromEntries(MOMENT_KINDS.map((kind) => [kind, z.boolean().default(true)])) as Record<MomentKind, z.ZodDefault<z.ZodBoolean>>,
);

/** Quiet hours hold service texts (business time zone, whole hours; equal hours: never quiet). */
export const textMessageSettings = z.object({
  quietStart: wholeNumber('validation.settings.quiet_hours_from_0_to_23', 0, 23),
  quietEnd: wholeNumber('validation.settings.quiet_hours_from_0_to_23', 0, 23),
  /**
   * Texts sent a minute and a business day, across nodes: a burst waits its turn. The defaults are within what carriers
   * allow a new 10DLC brand at the lowest tier (75 a minute, 2,000 a day on T-Mobile); raise them with the brand's rating.
   */
  perMinute: wholeNumber('validation.settings.texts_per_minute', 1, 6000).default(60),
  perDay: wholeNumber('validation.settings.texts_per_day', 1, 1_000_000).default(2000),
  /** A Twilio account of the business's own; all blank: the server's environment (SMS_PROVIDER=twilio) or the outbox. */
  accountSid: z
    .string()
    .regex(/^(AC[0-9a-fA-F]{32})?$/, 'validation.settings.twilio_account_sid')
    .default(''),
  authToken: secret,
  /** The sending number (+1…) or a Messaging Service (MG…). */
  from: z
    .string()
    .regex(/^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})?$/, 'validation.settings.twilio_from')
    .default(''),
});

/**
 * The first sign-in's walk-through of a new business (its name, time zone, markets, its own crews, vendors): the step it
 * stopped at; and whether the admin dismissed the next steps shown after it (GET /dashboard/next-steps).
 */
export const SETUP_STEPS = ['business', 'timeZone', 'markets', 'crews', 'vendors', 'done'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupSettings = z.object({
  step: z.enum(SETUP_STEPS, { error: 'validation.settings.choose_setup_step' }),
  nextStepsDismissed: z.boolean().optional(),
});

/** Quotes: a sent quote left unopened this many days gets one follow-up message (0: none; docs/quotes.md). */
export const quoteSettings = z.object({
  followUpDays: wholeNumber('validation.settings.quote_follow_up_0_to_30_days', 0, 30).default(3),
});

/**
 * The visit page (docs/field.md "The visit page"): how many days its link works after the visit; the business's public
 * review page every customer who rated is offered (whatever the stars), at most once per customer in `offerEveryDays`;
 * and the rating at or under which the office is given a follow-up (0: none). Where the review link sends customers is
 * admin-only, like the site's address (settings/secretRules.ts).
 */
export const reviewSettings = z.object({
  linkDays: wholeNumber('validation.settings.visit_link_1_to_365_days', 1, 365).default(30),
  publicUrl: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'validation.settings.review_url' }).max(MAX_LENGTH.address, 'validation.settings.review_url'),
    ])
    .default(''),
  offerEveryDays: wholeNumber('validation.settings.review_offer_1_to_365_days', 1, 365).default(90),
  lowStars: wholeNumber('validation.settings.low_stars_0_to_5', 0, 5).default(3),
});

/** Invoiced customers get one invoice a month of their completed visits, or one per visit. */
export const invoicingSettings = z.object({ period: z.enum(INVOICE_PERIODS) });

/**
 * Treatments (docs/treatments.md): the states whose rules ask a lawn applicator to post markers (flags) on a treated
 * lawn, where the crew's stop card says "Post lawn flags" (none unless the business lists them: each state's rule is
 * its own); and how many years the application records are kept (at least the two Texas asks, 4 TAC §7.33).
 */
export const treatmentSettings = z.object({
  postingStates: z
    .array(stateCode)
    .max(60, 'validation.settings.posting_states_too_many')
    .refine((states) => new Set(states).size === states.length, 'validation.settings.posting_state_twice')
    .default([]),
  applicationRetentionYears: wholeNumber('validation.settings.retention_2_to_50_years', 2, 50).default(2),
});

/**
 * Labour (docs/labour.md): overtime rules (federal by default: over 40 hours in the workweek at 1.5x; a daily threshold
 * and double time where a state has them), the workweek's first day (1 Monday .. 7 Sunday), whether breaks are paid,
 * the loaded-cost factor (payroll taxes and insurance over the wage) and how far a punch may be from a known place.
 */
export const labourSettings = z.object({
  weeklyOvertimeHours: z.number({ error: 'validation.settings.labour_hours' }).min(0).max(168).default(40),
  dailyOvertimeHours: z.number({ error: 'validation.settings.labour_hours' }).min(0).max(24).nullable().default(null),
  dailyDoubleTimeHours: z.number({ error: 'validation.settings.labour_hours' }).min(0).max(24).nullable().default(null),
  workweekStartDay: wholeNumber(WEEK_DAY_MESSAGE, 1, 7).default(1),
  paidBreaks: z.boolean().default(false),
  loadedCostFactor: z.number({ error: 'validation.settings.labour_cost_factor' }).min(1).max(5).default(1.25),
  punchDistanceM: wholeNumber('validation.settings.labour_distance', 50, 100_000).default(500),
  yardLatitude: z.number().min(-90).max(90).nullable().default(null),
  yardLongitude: z.number().min(-180).max(180).nullable().default(null),
});

/**
 * The crew's phone (docs/field.md, docs/security.md): how many days the crews' positions are kept before the nightly
 * prune deletes them, how many days a visit's photos are kept, and how many hours a crew's sign-in lasts on its phone (its working day) whatever its idle time.
 */
export const crewPhoneSettings = z.object({
  positionRetentionDays: wholeNumber('validation.settings.position_retention_days', 1, 730).default(90),
  sessionHours: wholeNumber('validation.settings.crew_session_hours', 1, 24).default(14),
  /** Visit photos older than this lose their bytes to the nightly job; a history entry on the visit says so. */
  photoRetentionDays: wholeNumber('validation.settings.photo_retention_days', 30, 3650).default(730),
});

export const SETTINGS_GROUPS = {
  mail: mailSettings,
  payments: paymentSettings,
  serviceCalendar: serviceCalendarSettings,
  businessCalendar: businessCalendarSettings,
  timeCap: timeCapSettings,
  serviceDelay: serviceDelaySettings,
  routing: routingSettings,
  referral: referralSettings,
  backups: backupSettings,
  imports: importSettings,
  staffMessages: staffMessageSettings,
  moments: momentSettings,
  textMessages: textMessageSettings,
  business: businessSettings,
  setup: setupSettings,
  salesTax: salesTaxSettings,
  invoicing: invoicingSettings,
  quotes: quoteSettings,
  treatments: treatmentSettings,
  quickbooks: quickbooksSettings,
  labour: labourSettings,
  crewPhones: crewPhoneSettings,
  reviews: reviewSettings,
};
export type SettingsKey = keyof typeof SETTINGS_GROUPS;
export const SETTINGS_KEYS = Object.keys(SETTINGS_GROUPS) as SettingsKey[];
export type SettingsValues = { [K in SettingsKey]: z.infer<(typeof SETTINGS_GROUPS)[K]> };

/** `PUT /settings`: any of the groups, each whole. */
export const settingsUpdate = z.object(SETTINGS_GROUPS).partial();
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

type SecretField = 'password' | 'integratorId' | 'authToken';
export const SECRET_FIELDS: { [K in SettingsKey]?: readonly SecretField[] } = {
  mail: ['password'],
  payments: ['password', 'integratorId'],
  textMessages: ['authToken'],
};

export const DEFAULT_SETTINGS: SettingsValues = {
  mail: { host: '', port: 587, secure: false, user: '', password: '', from: 'office@lawndesk.test', perMinute: 30 },
  payments: {
    gateway: 'sandbox',
    gatewayUrl: 'https://api.sandbox.paytrace.com',
    username: '',
    password: '',
    integratorId: '',
    autoChargeFailureTries: 3,
    retrySchedule: DEFAULT_RETRY_SCHEDULE,
    holdAfterDays: 3,
    reminderDays: DEFAULT_REMINDER_DAYS,
    callsPerSecond: 5,
  },
  serviceCalendar: {
    ...defaultSeason(new Date().toISOString().slice(0, 10)),
    weekendOffDays: [6, 7],
    horizonDays: 14,
    timeZone: 'America/Chicago',
  },
  businessCalendar: { holidays: [], closedDates: [] },
  timeCap: { maxHours: 12, difference: 0.25, bnbReminderMinutes: 30, customerResponseTimeoutMinutes: 60 },
  serviceDelay: { isEnabled: true, thresholdMinutes: 30, confirmationExpireMinutes: 15 },
  routing: {
    detourFactor: 1.3,
    averageSpeedMph: 25,
    lotMinutes: DEFAULT_LOT_MINUTES,
    bnbMinutes: 60,
    overtimeWeight: 1.5,
    visitDistanceM: 250,
  },
  referral: { baseAddress: '', rulesEn: '', rulesEs: '' },
  backups: { keep: 7 },
  imports: { keepDays: 30 },
  staffMessages: { perUser: 30, windowMinutes: 10, perRecipient: 3 },
  moments: Object.fromEntries(MOMENT_KINDS.map((kind) => [kind, true])) as Record<MomentKind, boolean>,
  textMessages: { quietStart: 20, quietEnd: 8, perMinute: 60, perDay: 2000, accountSid: '', authToken: '', from: '' },
  business: {
    name: 'LawnDesk',
    phone: '',
    email: '',
    address: '',
    city: '',
    state: '',
    zipcode: '',
    licenceNo: '',
    logo: '',
    siteAddress: '',
  },
  // A business that never saved this group has not been walked through (migration 0034 marks those that had users).
  setup: { step: 'business' },
  salesTax: DEFAULT_SALES_TAX,
  invoicing: { period: 'month' },
  quotes: { followUpDays: 3 },
  treatments: { postingStates: [], applicationRetentionYears: 2 },
  quickbooks: { docNumberPrefix: '', docNumberStart: 1 },
  labour: {
    weeklyOvertimeHours: 40,
    dailyOvertimeHours: null,
    dailyDoubleTimeHours: null,
    workweekStartDay: 1,
    paidBreaks: false,
    loadedCostFactor: 1.25,
    punchDistanceM: 500,
    yardLatitude: null,
    yardLongitude: null,
  },
  crewPhones: { positionRetentionDays: 90, sessionHours: 14, photoRetentionDays: 730 },
  reviews: { linkDays: 30, publicUrl: '', offerEveryDays: 90, lowStars: 3 },
};

/** The name every message signs with: System Settings' business name (the setup's first step), else the product's. */
export const businessNameOf = (business: Pick<SettingsValues['business'], 'name'>) =>
  business.name.trim() || DEFAULT_SETTINGS.business.name;

export const transferDateInput = serviceCalendarSettings.pick({ transferDate: true });
export const nextSeasonDateInput = serviceCalendarSettings.pick({ nextSeasonDate: true });

export const smtpTestInput = z.object({
  /** The form's values, tested before they are saved; without them the saved settings are tried. */
  mail: mailSettings.optional(),
  to: z.email('validation.common.valid_email_required').max(MAX_LENGTH.address, 'validation.common.valid_email_required').optional(),
});

/** A test toward another server than the saved one never borrows the saved secret: the form must carry its own. */
export const MAIL_PASSWORD_FOR_TEST = 'validation.settings.enter_password_to_test_mail_server_other';
export const GATEWAY_PASSWORD_FOR_TEST = 'validation.settings.enter_password_to_test_gateway_or_user';

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Time-cap choices: from the difference up to the maximum, in steps of the difference (spec section 4). */
export function timeCapOptions({ maxHours, difference }: Pick<SettingsValues['timeCap'], 'maxHours' | 'difference'>): number[] {
  const steps = Math.floor(maxHours / difference + 1e-9);
  return Array.from({ length: steps }, (_, index) => Math.round((index + 1) * difference * 100) / 100);
}
