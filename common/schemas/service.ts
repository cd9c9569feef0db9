// Services on a property (Lawn Service and Bush and Bed) with the spec's frequencies, sides, days and time caps.
import { z } from 'zod';
import { calendarDate, recordId } from './fields';

export const SERVICE_TYPES = ['mow', 'bnb'] as const;
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
  type: z.enum(SERVICE_TYPES, { error: 'Service is required.' }),
  frequency: z.coerce.number().refine((value) => (FREQUENCIES as readonly number[]).includes(value), 'Frequency is required.'),
  frontBack: z.enum(FRONT_BACK, { error: 'Front/back is required.' }).default('both'),
  price: z.coerce.number({ error: 'Price is required.' }).min(0, 'Price must be 0 or more.').max(100_000, 'Price is too large.'),
  startDate: calendarDate('Start date is required.').refine(isWeekday, 'Services start Monday to Friday.'),
  mowDay: z.coerce.number().int().min(1, 'Mow day is 1 (Monday) to 7 (Sunday).').max(7, 'Mow day is 1 (Monday) to 7 (Sunday).').nullish().transform((value) => value ?? null),
  status: z.enum(SERVICE_STATUSES).default('pending'),
});
export type ServiceInput = z.infer<typeof serviceInput>;

export const servicesUpdate = z.object({ services: z.array(serviceInput).min(1, 'Add a service.').max(10) });

const TIME_CAP_BOUNDS_MESSAGE = 'Time cap is 0.25 to 12 hours.';
export const timeCapStepMessage = (maxHours: number) => `Time cap must be one of the configured steps up to ${maxHours} hours.`;

export const timeCapToggle = z.object({
  serviceId: recordId('Choose a service.'),
  /** Within the spec's bounds here; the route checks it against the choices configured in System Settings. */
  hours: z.number({ error: TIME_CAP_BOUNDS_MESSAGE }).min(0.25, TIME_CAP_BOUNDS_MESSAGE).max(12, TIME_CAP_BOUNDS_MESSAGE).nullish(),
});
