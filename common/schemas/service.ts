// Services on a property (Lawn Service and Bush and Bed) with the spec's frequencies, sides, days and time caps.
import { withParams } from '../i18n/keys';
import { z } from 'zod';
import { calendarDate, recordId } from './fields';

export const SERVICE_TYPES = ['mow', 'bnb'] as const;
/** What a visit (and the service behind it) may be: a service a customer orders, or a treatment program's round. */
export const WORK_LOG_TYPES = [...SERVICE_TYPES, 'treatment'] as const;
export type WorkLogType = (typeof WORK_LOG_TYPES)[number];
export const SERVICE_STATUSES = ['pending', 'started', 'completed', 'cancel', 'move-date'] as const;
export const FREQUENCIES = [1, 2, 3, 4, 6, -1] as const;
export const FRONT_BACK = ['frontOnly', 'backOnly', 'both'] as const;

/** New subscriptions start Monday to Friday. */
export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

export const serviceInput = z.object({
  _id: recordId().optional(),
  type: z.enum(SERVICE_TYPES, { error: 'validation.common.service_required' }),
  frequency: z.coerce
    .number()
    .refine((value) => (FREQUENCIES as readonly number[]).includes(value), 'validation.common.frequency_required'),
  frontBack: z.enum(FRONT_BACK, { error: 'validation.service.front_back_required' }).default('both'),
  price: z.coerce
    .number({ error: 'validation.common.price_required' })
    .min(0, 'validation.common.price_must_be_0_or_more')
    .max(100_000, 'validation.common.price_too_large'),
  startDate: calendarDate('validation.common.start_date_required').refine(isWeekday, 'validation.service.services_start_monday_to_friday'),
  mowDay: z.coerce
    .number()
    .int()
    .min(1, 'validation.service.mow_day_1_monday_to_7_sunday')
    .max(7, 'validation.service.mow_day_1_monday_to_7_sunday')
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(SERVICE_STATUSES).default('pending'),
});
export type ServiceInput = z.infer<typeof serviceInput>;

export const servicesUpdate = z.object({ services: z.array(serviceInput).min(1, 'validation.service.add_service').max(10) });

const TIME_CAP_BOUNDS_MESSAGE = 'validation.service.time_cap_0_25_to_12_hours';
export const timeCapStepMessage = (maxHours: number) => withParams('validation.service.time_cap_step', { max: maxHours });

export const timeCapToggle = z.object({
  serviceId: recordId('validation.service.choose_service'),
  /** Within the spec's bounds here; the route checks it against the choices configured in System Settings. */
  hours: z.number({ error: TIME_CAP_BOUNDS_MESSAGE }).min(0.25, TIME_CAP_BOUNDS_MESSAGE).max(12, TIME_CAP_BOUNDS_MESSAGE).nullish(),
});
