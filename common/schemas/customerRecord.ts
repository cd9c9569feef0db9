// Customers, properties and services as the API answers them: the serializer strips what these do not name.
import { z } from 'zod';
import { accessWindows } from './accessWindows';
import { LANGUAGES, PAST_CUSTOMER_TYPES, PRIORITIES } from './customer';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES, propertyAutoCharge } from './property';
import { FRONT_BACK, SERVICE_STATUSES, WORK_LOG_TYPES } from './service';

/** Timestamps leave the server as ISO strings. */
export const isoDateTime = z.string();

const statusFields = {
  status: z.enum(CUSTOMER_STATUSES),
  pastCustomerType: z.enum(PAST_CUSTOMER_TYPES).nullable(),
  statusReason: z.string().nullable(),
  isArchived: z.boolean(),
};

export const customerRecord = z.object({
  _id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  source: z.enum(CUSTOMER_SOURCES),
  referralCode: z.string().nullable(),
  marketingOptIn: z.boolean(),
  language: z.enum(LANGUAGES),
  emailService: z.boolean(),
  textService: z.boolean(),
  textMarketing: z.boolean(),
  /** The provider refused the address or number for good (its words, when): nothing more goes there until it changes. */
  emailInvalid: z.object({ reason: z.string(), at: isoDateTime }).nullable(),
  mobileInvalid: z.object({ reason: z.string(), at: isoDateTime }).nullable(),
  /** Staff stopped charging the customer's payments (status hold) until they lift it. */
  chargesOnHold: z.boolean(),
  companyName: z.string().nullable(),
  billingAddress: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZipcode: z.string().nullable(),
  poNumber: z.string().nullable(),
  ...statusFields,
  locked: z.object({ reason: z.string(), at: isoDateTime, byId: z.string().nullable() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CustomerRecord = z.infer<typeof customerRecord>;

export const serviceRecord = z.object({
  _id: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  createdById: z.string().nullable(),
  type: z.enum(WORK_LOG_TYPES),
  frequency: z.number(),
  frontBack: z.enum(FRONT_BACK),
  price: z.number(),
  startDate: z.string(),
  mowDay: z.number().nullable(),
  timeCapHours: z.number().nullable(),
  status: z.enum(SERVICE_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ServiceRecord = z.infer<typeof serviceRecord>;

export const propertyRecord = z.object({
  _id: z.string(),
  customerId: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The coordinates are the zip code's centre (an imported address not yet geocoded): staff should fix them. */
  locationApproximate: z.boolean(),
  lotSize: z.number().nullable(),
  lotSizeCategory: z.string().nullable(),
  cornerLot: z.boolean(),
  petsAndSecurity: z.string().nullable(),
  backyardLockCode: z.string().nullable(),
  subdivisionCode: z.string().nullable(),
  duplexUnit: z.string().nullable(),
  gateName: z.string().nullable(),
  gateCode: z.string().nullable(),
  accessWindows,
  routeCode: z.string().nullable(),
  houseValue: z.number().nullable(),
  priority: z.enum(PRIORITIES).nullable(),
  assigneeId: z.string().nullable(),
  referralCode: z.string().nullable(),
  discountId: z.string().nullable(),
  ...propertyAutoCharge.shape,
  ...statusFields,
  market: z.object({ _id: z.string(), name: z.string(), taxPercent: z.number() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PropertyRecord = z.infer<typeof propertyRecord>;

/** What the property view reads: the property, its customer with the customer's other properties, and its services. */
export const propertyDetailRecord = propertyRecord.extend({
  customer: customerRecord.extend({ properties: z.array(z.object({ _id: z.string(), address: z.string(), isArchived: z.boolean() })) }),
  services: z.array(serviceRecord),
});
export type PropertyDetailRecord = z.infer<typeof propertyDetailRecord>;

/** What POST /customers creates: the customer, its first property and that property's services. */
export const createdCustomer = z.object({ customer: customerRecord, property: propertyRecord, services: z.array(serviceRecord) });
export type CreatedCustomer = z.infer<typeof createdCustomer>;

/** The open reminders and call logs the property view's tabs count. */
export const openCounts = z.object({ reminders: z.number(), callLogs: z.number() });
export type OpenCounts = z.infer<typeof openCounts>;
