// A pause of services for a date range (a drought, a holiday week, a customer's vacation): the pending visits of those
// dates of a property, a market or a service type leave the crews' days, and go back to their places when it ends.
import { z } from 'zod';
import { calendarDate, recordId } from './fields';
import { WORK_LOG_TYPES } from './service';

/** A pause longer than this is a season closed: System Settings' season dates say that. */
const MAX_PAUSE_DAYS = 92;
export const PAUSE_SCOPES = ['propertyId', 'marketId', 'serviceType'] as const;
export type PauseScope = (typeof PAUSE_SCOPES)[number];
const SCOPE_MESSAGE = 'validation.service_pause.choose_one_scope';

export const servicePauseInput = z
  .object({
    scope: z.strictObject(
      {
        propertyId: recordId('validation.service_pause.choose_property').optional(),
        marketId: recordId('validation.service_pause.choose_market').optional(),
        serviceType: z.enum(WORK_LOG_TYPES, { error: 'validation.service_pause.choose_service_type' }).optional(),
      },
      { error: SCOPE_MESSAGE },
    ),
    from: calendarDate('validation.service_pause.choose_from'),
    to: calendarDate('validation.service_pause.choose_to'),
    reason: z
      .string({ error: 'validation.service_pause.give_reason' })
      .trim()
      .min(1, 'validation.service_pause.give_reason')
      .max(500, 'validation.service_pause.reason_too_long'),
  })
  .superRefine((value, ctx) => {
    const keys = PAUSE_SCOPES.filter((key) => value.scope[key] !== undefined);
    if (keys.length !== 1) ctx.addIssue({ code: 'custom', path: ['scope'], message: SCOPE_MESSAGE });
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.service_pause.to_before_from' });
    else if (daysBetween(value.from, value.to) + 1 > MAX_PAUSE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.service_pause.range_too_long' });
  });
export type ServicePauseInput = z.input<typeof servicePauseInput>;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const servicePauseById = z.object({ id: recordId() });

/** A visit the pause could not put back, and why: its day passed, its occurrence was planned again, its property is held, its service stopped. */
const NOT_RESTORED_REASONS = ['passed', 'taken', 'held', 'stopped'] as const;
export type NotRestoredReason = (typeof NOT_RESTORED_REASONS)[number];

export const servicePauseRecord = z.object({
  _id: z.string(),
  scope: z.enum(PAUSE_SCOPES),
  /** The property's, market's id or the service type. */
  scopeId: z.string(),
  /** The property's address or the market's name; the service type itself. */
  scopeName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  /** Visits taken off the crews' days. */
  removed: z.number().int(),
  /** Customers told. */
  customers: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  /** When ended: visits put back in their places, and those that could not be, by reason. */
  restored: z.number().int().nullable(),
  notRestored: z.array(z.object({ workLogId: z.string(), date: z.string(), reason: z.enum(NOT_RESTORED_REASONS) })),
});
export type ServicePauseRecord = z.infer<typeof servicePauseRecord>;

export const servicePauseListQuery = z.object({
  propertyId: recordId().optional(),
});
