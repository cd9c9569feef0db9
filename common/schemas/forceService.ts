// Forced services: a property served on a date whatever its schedule says.
import { z } from 'zod';
import { pageInput } from './envelope';
import { calendarDate, recordId } from './fields';

const isoDate = calendarDate('validation.common.date_required');

export const forceServiceInput = z.object({
  propertyId: recordId('validation.common.choose_property'),
  date: isoDate,
});
export type ForceServiceInput = z.infer<typeof forceServiceInput>;

export const forceServiceListInput = z
  .object({
    propertyId: recordId().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .extend(pageInput(10, 100).shape);

export const forceServiceRecord = z.object({
  _id: z.string(),
  propertyId: z.string(),
  date: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  createdAt: z.string(),
});
export type ForceServiceRecord = z.infer<typeof forceServiceRecord>;

export const DUPLICATE_FORCE_SERVICE = 'validation.force_service.property_already_forced_into_service_on_that';
