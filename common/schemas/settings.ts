// System settings, one zod schema per group; each group is one row of the settings table under its key.
import { z } from 'zod';
import { calendarDate, MAX_LENGTH, rawText, refuseUnstorable, text } from './fields';
import type { maskedSettings, settingsTestResult } from './settingsRecord';

export const SMTP_PORT_MESSAGE = 'SMTP port must be a number from 1 to 65535.';
export const FAILURE_TRIES_MESSAGE = 'Auto-charge failure tries must be from 0 to 10.';
export const WEEK_DAY_MESSAGE = 'Weekend-off days are week days 1 (Monday) to 7 (Sunday).';
export const HORIZON_DAYS_MESSAGE = 'Planning horizon must be from 1 to 60 days.';
export const TIME_ZONE_MESSAGE = 'Time zone must be a zone name such as America/Chicago.';
const QUARTER_HOURS_MESSAGE = 'Hours go in steps of 0.25.';

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const quarterHours = (message: string) =>
  z.number({ error: message }).min(0.25, message).max(12, message).refine((hours) => Number.isInteger(hours * 4), QUARTER_HOURS_MESSAGE);
/** A secret is written, never read back: left out or blank on a save, the stored value stays. */
const secret = rawText(500, 'At most 500 characters.').optional();

export const mailSettings = z.object({
  host: text(MAX_LENGTH.address, 'SMTP host is at most 200 characters.'),
  port: wholeNumber(SMTP_PORT_MESSAGE, 1, 65535),
  secure: z.boolean(),
  user: text(MAX_LENGTH.address, 'SMTP user is at most 200 characters.'),
  password: secret,
  from: z.union([z.literal(''), z.email('Valid email is required.').max(MAX_LENGTH.address, 'Valid email is required.')]),
});

export const paymentSettings = z.object({
  gatewayUrl: z
    .url({ protocol: /^https?$/, error: 'Gateway address must be an http(s) address.' })
    .max(MAX_LENGTH.address, 'Gateway address is at most 200 characters.')
    .superRefine(refuseUnstorable),
  username: text(MAX_LENGTH.address, 'Gateway user is at most 200 characters.'),
  password: secret,
  integratorId: secret,
  autoChargeFailureTries: wholeNumber(FAILURE_TRIES_MESSAGE, 0, 10),
});

export const serviceCalendarSettings = z.object({
  transferDate: calendarDate('Transfer date is required.'),
  nextSeasonDate: calendarDate('Next season date is required.'),
  weekendOffDays: z
    .array(wholeNumber(WEEK_DAY_MESSAGE, 1, 7))
    .max(7, WEEK_DAY_MESSAGE)
    .refine((days) => new Set(days).size === days.length, 'Each weekend-off day only once.'),
  /** How many days ahead (today included) the scheduler keeps work logs planned. */
  horizonDays: wholeNumber(HORIZON_DAYS_MESSAGE, 1, 60).default(14),
  /** The business's zone: it decides what "today" is for the scheduler and the crews. */
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    .default('America/Chicago'),
});

export const timeCapSettings = z
  .object({
    maxHours: quarterHours('Maximum hours must be from 0.25 to 12.'),
    difference: quarterHours('Difference must be from 0.25 to 12 hours.'),
    bnbReminderMinutes: wholeNumber('Bush and bed reminder must be from 0 to 240 minutes.', 0, 240),
    customerResponseTimeoutMinutes: wholeNumber('Customer response timeout must be from 1 to 1440 minutes.', 1, 1440),
  })
  .refine((caps) => caps.difference <= caps.maxHours, { path: ['difference'], message: 'Difference cannot be more than the maximum hours.' });

export const serviceDelaySettings = z.object({
  isEnabled: z.boolean(),
  thresholdMinutes: wholeNumber('Delay threshold must be from 5 to 480 minutes.', 5, 480),
  confirmationExpireMinutes: wholeNumber('Confirmation expiry must be from 1 to 240 minutes.', 1, 240),
});

export const SETTINGS_GROUPS = {
  mail: mailSettings,
  payments: paymentSettings,
  serviceCalendar: serviceCalendarSettings,
  timeCap: timeCapSettings,
  serviceDelay: serviceDelaySettings,
};
export type SettingsKey = keyof typeof SETTINGS_GROUPS;
export const SETTINGS_KEYS = Object.keys(SETTINGS_GROUPS) as SettingsKey[];
export type SettingsValues = { [K in SettingsKey]: z.infer<(typeof SETTINGS_GROUPS)[K]> };

/** `PUT /settings`: any of the groups, each whole. */
export const settingsUpdate = z.object(SETTINGS_GROUPS).partial();
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

type SecretField = 'password' | 'integratorId';
export const SECRET_FIELDS: { [K in SettingsKey]?: readonly SecretField[] } = {
  mail: ['password'],
  payments: ['password', 'integratorId'],
};

/** What the browser receives: each secret only says whether one is stored. */
export type MaskedSettings = z.infer<typeof maskedSettings>;

export const DEFAULT_SETTINGS: SettingsValues = {
  mail: { host: '', port: 587, secure: false, user: '', password: '', from: 'office@lawndesk.test' },
  payments: { gatewayUrl: 'https://api.sandbox.paytrace.com', username: '', password: '', integratorId: '', autoChargeFailureTries: 3 },
  serviceCalendar: { transferDate: '2026-11-30', nextSeasonDate: '2027-03-01', weekendOffDays: [6, 7], horizonDays: 14, timeZone: 'America/Chicago' },
  timeCap: { maxHours: 12, difference: 0.25, bnbReminderMinutes: 30, customerResponseTimeoutMinutes: 60 },
  serviceDelay: { isEnabled: true, thresholdMinutes: 30, confirmationExpireMinutes: 15 },
};

export const transferDateInput = serviceCalendarSettings.pick({ transferDate: true });
export const nextSeasonDateInput = serviceCalendarSettings.pick({ nextSeasonDate: true });

export const smtpTestInput = z.object({
  /** The form's values, tested before they are saved; without them the saved settings are tried. */
  mail: mailSettings.optional(),
  to: z.email('Valid email is required.').max(MAX_LENGTH.address, 'Valid email is required.').optional(),
});

/** A test toward another server than the saved one never borrows the saved secret: the form must carry its own. */
export const MAIL_PASSWORD_FOR_TEST = 'Enter the password to test a mail server other than the saved one.';
export const GATEWAY_PASSWORD_FOR_TEST = 'Enter the password to test a gateway or user other than the saved one.';

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

export type SettingsTestResult = z.infer<typeof settingsTestResult>;
