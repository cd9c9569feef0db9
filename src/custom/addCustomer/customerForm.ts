// The Add Customer form's starting values (blank or from a sign-up), its choices, and its check by the API's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, format, isWeekend } from 'date-fns';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { newCustomerInput, PRIORITIES, type propertyInput } from '../../../common/schemas/customer';
import { formatPhone } from '../../../common/schemas/profile';
import { FREQUENCIES, FRONT_BACK, SERVICE_TYPES } from '../../../common/schemas/service';
import type { SignupRecord } from '../../../common/schemas/signup';

/** Corner lot starts unanswered, so that the schema asks for it. */
export type NewCustomerForm = Omit<z.input<typeof newCustomerInput>, 'property'> & {
  property: Omit<z.input<typeof propertyInput>, 'cornerLot'> & { cornerLot: boolean | null };
};
export type ServiceType = (typeof SERVICE_TYPES)[number];
type ServiceForm = NonNullable<NewCustomerForm['services']>[number];

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const fieldLabel = (field: string) => `app.add_customer.fields.${field}`;

const choices = (values: readonly (string | number)[], prefix: string) =>
  values.map((id) => ({ id, name: `app.add_customer.${prefix}.${id}` }));
export const FREQUENCY_CHOICES = choices(FREQUENCIES, 'frequency');
export const FRONT_BACK_CHOICES = choices(FRONT_BACK, 'front_back');
export const MOW_DAY_CHOICES = choices(WEEK_DAYS, 'mow_day');
export const PRIORITY_CHOICES = choices(PRIORITIES, 'priority');

/** New subscriptions start Monday to Friday: the first such day after `today`. */
export function nextWeekday(today: Date): string {
  let day = addDays(today, 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

export function serviceDefaults(type: ServiceType, frequency = 1): ServiceForm {
  return { type, frequency, frontBack: 'both', price: null, startDate: nextWeekday(new Date()), mowDay: null };
}

export function newCustomerDefaults(signup?: SignupRecord): NewCustomerForm {
  return {
    name: { first: signup?.name.first ?? '', last: signup?.name.last ?? '' },
    email: signup?.email ?? '',
    mobile: formatPhone(signup?.mobile ?? ''),
    emergencyPhone: '',
    source: signup ? 'online-order' : 'none',
    marketingOptIn: false,
    property: {
      address: signup?.address ?? '',
      city: signup?.city ?? '',
      state: 'TX',
      zipcode: signup?.zipcode ?? '',
      lotSize: signup?.lotSize ?? null,
      cornerLot: null,
      petsAndSecurity: '',
      backyardLockCode: '',
      subdivisionCode: '',
      duplexUnit: '',
      gateName: null,
      gateCode: null,
      routeCode: null,
      houseValue: null,
      priority: null,
      assigneeId: null,
      latitude: null,
      longitude: null,
    },
    services: [serviceDefaults(signup?.serviceType ?? 'mow', signup?.frequency ?? 1)],
    signupId: signup?._id ?? null,
  };
}

/** react-admin empties an input to null; for the API's schema an empty field is a missing one, e.g. a price rather than 0. */
function blanksAsMissing(value: unknown): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(blanksAsMissing);
  if (typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, blanksAsMissing(field)]));
  }
  return value;
}

const checkNewCustomer = zodResolver<FieldValues, unknown, FieldValues>(newCustomerInput);
export const newCustomerResolver: Resolver = (values, context, options) =>
  checkNewCustomer(blanksAsMissing(values) as FieldValues, context, options);
