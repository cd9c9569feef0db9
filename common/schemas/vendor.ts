// Vendors, their price per lot size, service zip codes, commission exceptions, crews, crew notes and crew announcements.
import { z } from 'zod';
import { LOT_SIZE_RANGES } from '../lotSize';
import { calendarDate, MAX_LENGTH, optionalRecordId, optionalText, rawText, recordId, requiredText, text } from './fields';

export const VENDOR_STATUSES = ['active', 'pending_for_price', 'inactive'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** 1 Monday to 7 Sunday, as the spec numbers them. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const commission = z.coerce
  .number({ error: 'Commission is a number.' })
  .min(0, 'Commission must be at least 0.')
  .max(100, 'Commission must be at most 100.');

export const vendorInput = z.object({
  companyName: requiredText('Company name is required.', MAX_LENGTH.title, 'Company name is at most 120 characters.'),
  contactName: optionalText(MAX_LENGTH.title, 'Contact name is at most 120 characters.'),
  email: text(MAX_LENGTH.address, 'Valid email is required.')
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email('Valid email is required.').nullable()),
  phone: rawText(MAX_LENGTH.code, 'Enter a valid phone number (10 digits).')
    .nullish()
    .transform((value) => (value ?? '').replace(/\D/g, '') || null)
    .refine((value) => value === null || value.length === 10, 'Enter a valid phone number (10 digits).'),
  commission,
  marketId: optionalRecordId('Choose a market.'),
  isPrimary: z.boolean().default(false),
  status: z.enum(VENDOR_STATUSES).optional(),
});
export type VendorInput = z.infer<typeof vendorInput>;

const price = z.coerce.number({ error: 'Price is required.' }).min(0, 'Price is 0 or more.').max(100000, 'Price is at most 100000.');
export const LOT_SIZE_CATEGORIES = LOT_SIZE_RANGES.map((range) => range.category);
export const vendorPrices = z.object({ small: price, average: price, large: price, extraLarge: price });
export type VendorPrices = z.infer<typeof vendorPrices>;

/** Replies are encoded by zod, which cannot run a transform backwards: the record names the transformed fields' output. */
const nullableText = z.string().nullable();

export const vendor = vendorInput.extend({
  contactName: nullableText,
  email: nullableText,
  phone: nullableText,
  marketId: nullableText,
  _id: z.string(),
  status: z.enum(VENDOR_STATUSES),
  prices: vendorPrices.nullable(),
  marketName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendor>;

export const vendorZipcode = z.object({
  zipcode: z.string().trim().regex(/^\d{5}$/, 'Each zip code is 5 digits.'),
  weekDay: z.coerce.number().int('Week day is 1 (Monday) to 7 (Sunday).').min(1, 'Week day is 1 (Monday) to 7 (Sunday).').max(7, 'Week day is 1 (Monday) to 7 (Sunday).'),
  crewId: optionalRecordId('Choose a crew.'),
});
export type VendorZipcode = z.infer<typeof vendorZipcode>;
export const serviceZipcode = vendorZipcode.extend({ crewId: nullableText, crewName: nullableText });

/** More zip codes than a market has. */
export const MAX_VENDOR_ZIPCODES = 1000;

/** Another vendor serving the same zip code on the same week day: staff see these and resolve them. */
export const zipcodeConflict = z.object({ zipcode: z.string(), weekDay: z.number(), vendorId: z.string(), vendorName: z.string() });
export type ZipcodeConflict = z.infer<typeof zipcodeConflict>;

/** What a vendor's zip codes answer: the rows, and for staff the zip codes outside the vendor's market and the conflicts. */
export const vendorZipcodesReply = z.object({
  status: z.literal(200),
  data: z.object({ zipcodes: z.array(serviceZipcode), outsideMarket: z.array(z.string()), conflicts: z.array(zipcodeConflict) }),
});
export type VendorZipcodesReply = z.infer<typeof vendorZipcodesReply>;

export const ZIPCODE_OUTSIDE_MARKET = 'This zip code is outside your market.';
export const VENDOR_WITHOUT_MARKET = 'Your company has no market yet: ask the office to assign one.';
const WEEK_DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const zipcodeTakenMessage = (zipcode: string, weekDay: number) => `Zip code ${zipcode} on ${WEEK_DAY_NAMES[weekDay - 1]} is already served by another vendor.`;

export const vendorZipcodesInput = z.object({
  zipcodes: z.array(vendorZipcode).max(MAX_VENDOR_ZIPCODES, `At most ${MAX_VENDOR_ZIPCODES} zip codes.`).superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.zipcode)) ctx.addIssue({ code: 'custom', path: [index, 'zipcode'], message: `Zip code ${row.zipcode} is listed twice.` });
      seen.add(row.zipcode);
    });
  }),
});
export type VendorZipcodesInput = z.infer<typeof vendorZipcodesInput>;

/** A vendor in a picker (GET /vendors/list). */
export const vendorOption = z.object({ _id: z.string(), companyName: z.string() });
export type VendorOption = z.infer<typeof vendorOption>;

/** A property a vendor's exception can name (GET /vendors/{id}/property-options). */
export const propertyOption = z.object({ _id: z.string(), address: z.string(), city: z.string(), zipcode: z.string() });
export type PropertyOption = z.infer<typeof propertyOption>;

export const propertyExceptionInput = z.object({
  propertyId: recordId('Property is required.'),
  commission,
});
export type PropertyExceptionInput = z.infer<typeof propertyExceptionInput>;

export const propertyException = propertyExceptionInput.extend({
  _id: z.string(),
  vendorId: z.string(),
  address: z.string(),
  zipcode: z.string(),
  createdAt: z.string(),
});

export const crewInput = z.object({
  vendorId: recordId('Vendor is required.'),
  name: requiredText('Crew name is required.', MAX_LENGTH.name, 'Crew name is at most 80 characters.'),
});
export type CrewInput = z.infer<typeof crewInput>;

export const crew = crewInput.extend({ _id: z.string(), vendorName: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Crew = z.infer<typeof crew>;

export const crewNoteInput = z.object({
  text: requiredText('Note is required.', MAX_LENGTH.note, 'Note is at most 2000 characters.'),
});

export const crewNote = crewNoteInput.extend({ _id: z.string(), crewId: z.string(), author: z.string().nullable(), createdAt: z.string() });


const crewAnnouncementFields = z.object({
  vendorId: optionalRecordId('Choose a vendor.'),
  title: requiredText('Title is required.', MAX_LENGTH.title, 'Title is at most 120 characters.'),
  message: requiredText('Message is required.', MAX_LENGTH.note, 'Message is at most 2000 characters.'),
  activeFrom: calendarDate('Active from is a date.'),
  activeTo: calendarDate('Active to is a date.'),
});

export const crewAnnouncementInput = crewAnnouncementFields.refine((input) => input.activeTo >= input.activeFrom, {
  path: ['activeTo'],
  message: 'Active to is on or after active from.',
});

export const crewAnnouncement = crewAnnouncementFields.extend({ vendorId: nullableText, _id: z.string(), createdAt: z.string(), updatedAt: z.string() });

/** A zip code map row of the spec: [area name, zipcode, latitude, longitude, unused, geometry with lng/lat pairs]. */
export type ZipcodeMapRow = [areaName: string, zipcode: string, latitude: number, longitude: number, unused: null, geometry: GeoJsonGeometry];
export const geoJsonGeometry = z.object({
  type: z.string(),
  coordinates: z.unknown().optional(),
  get geometries() {
    return z.array(geoJsonGeometry).optional();
  },
});
export type GeoJsonGeometry = z.infer<typeof geoJsonGeometry>;

/** GET /zipcodes/map: the rows, and whether they are the embedded approximate areas. Geometries pass whole. */
export const zipcodeMap = z.object({
  rows: z.array(z.tuple([z.string(), z.string(), z.number(), z.number(), z.null(), geoJsonGeometry])),
  approximate: z.boolean(),
});
export type ZipcodeMap = z.infer<typeof zipcodeMap>;
