// Vendors, their price per lot size, service zip codes, commission exceptions, crews, crew notes and crew announcements.
import { withParams } from '../i18n/keys';
import { z } from 'zod';
import { LOT_SIZE_CATEGORIES } from '../lotSize';

export { LOT_SIZE_CATEGORIES };
import { workingHours } from './crewHours';
import { calendarDate, MAX_LENGTH, optionalRecordId, optionalText, rawText, recordId, requiredText, text } from './fields';

export const VENDOR_STATUSES = ['active', 'pending_for_price', 'inactive'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** 1 Monday to 7 Sunday, as the spec numbers them. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const commission = z.coerce
  .number({ error: 'validation.vendor.commission_number' })
  .min(0, 'validation.vendor.commission_must_be_at_least_0')
  .max(100, 'validation.vendor.commission_must_be_at_most_100');

export const vendorInput = z.object({
  companyName: requiredText(
    'validation.vendor.company_name_required',
    MAX_LENGTH.title,
    'validation.vendor.company_name_at_most_120_characters',
  ),
  contactName: optionalText(MAX_LENGTH.title, 'validation.vendor.contact_name_at_most_120_characters'),
  email: text(MAX_LENGTH.address, 'validation.common.valid_email_required')
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email('validation.common.valid_email_required').nullable()),
  phone: rawText(MAX_LENGTH.code, 'validation.common.enter_valid_phone_number_10_digits')
    .nullish()
    .transform((value) => (value ?? '').replace(/\D/g, '') || null)
    .refine((value) => value === null || value.length === 10, 'validation.common.enter_valid_phone_number_10_digits'),
  commission,
  marketId: optionalRecordId('validation.vendor.choose_market'),
  isPrimary: z.boolean().default(false),
  status: z.enum(VENDOR_STATUSES).optional(),
});
export type VendorInput = z.infer<typeof vendorInput>;

const price = z.coerce
  .number({ error: 'validation.common.price_required' })
  .min(0, 'validation.vendor.price_0_or_more')
  .max(100000, 'validation.vendor.price_at_most_100000');
/** Medium has no range in the spec's list, so its price may be left out (prices saved before it existed have none). */
const optionalPrice = z.preprocess((value) => (value === '' || value === null ? undefined : value), price.optional());
export const vendorPrices = z.object({ small: price, average: price, medium: optionalPrice, large: price, extraLarge: price });
export type VendorPrices = z.infer<typeof vendorPrices>;
/** The prices as the API answers them: plain numbers (a reply is encoded, and a preprocess cannot run backwards). */
export const vendorPricesRecord = z.object({
  small: z.number(),
  average: z.number(),
  medium: z.number().optional(),
  large: z.number(),
  extraLarge: z.number(),
});

/** Replies are encoded by zod, which cannot run a transform backwards: the record names the transformed fields' output. */
const nullableText = z.string().nullable();

export const vendor = vendorInput.extend({
  contactName: nullableText,
  email: nullableText,
  phone: nullableText,
  marketId: nullableText,
  _id: z.string(),
  status: z.enum(VENDOR_STATUSES),
  prices: vendorPricesRecord.nullable(),
  marketName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendor>;

export const vendorZipcode = z.object({
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'validation.common.each_zip_code_5_digits'),
  weekDay: z.coerce
    .number()
    .int('validation.vendor.week_day_1_monday_to_7_sunday')
    .min(1, 'validation.vendor.week_day_1_monday_to_7_sunday')
    .max(7, 'validation.vendor.week_day_1_monday_to_7_sunday'),
  crewId: optionalRecordId('validation.common.choose_crew'),
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

export const ZIPCODE_OUTSIDE_MARKET = 'validation.vendor.zip_code_outside_market';
export const VENDOR_WITHOUT_MARKET = 'validation.vendor.company_has_no_market_yet_ask_office';
export const zipcodeTakenMessage = (zipcode: string, weekDay: number) =>
  withParams('validation.vendor.zip_code_taken', { zipcode, day: `validation.week_days.${weekDay}` });

export const vendorZipcodesInput = z.object({
  zipcodes: z
    .array(vendorZipcode)
    .max(MAX_VENDOR_ZIPCODES, withParams('validation.market.too_many_zip_codes', { max: MAX_VENDOR_ZIPCODES }))
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.zipcode))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'zipcode'],
            message: withParams('validation.vendor.zip_code_listed_twice', { zipcode: row.zipcode }),
          });
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
  propertyId: recordId('validation.common.property_required'),
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

const coordinate = (limit: number, message: 'validation.vendor.start_latitude_range' | 'validation.vendor.start_longitude_range') =>
  z
    .number({ error: message })
    .min(-limit, message)
    .max(limit, message)
    .nullish()
    .transform((value) => value ?? null);

const crewFields = z.object({
  vendorId: recordId('validation.vendor.vendor_required'),
  name: requiredText('validation.vendor.crew_name_required', MAX_LENGTH.name, 'validation.vendor.crew_name_at_most_80_characters'),
  /** Where the crew's day starts (a yard or a home): Generate Route sets out from it; without it, from the first stop. */
  startAddress: optionalText(MAX_LENGTH.address),
  startLatitude: coordinate(90, 'validation.vendor.start_latitude_range'),
  startLongitude: coordinate(180, 'validation.vendor.start_longitude_range'),
  /** "Keep my order": Generate Route and re-optimising only place the day's new stops, each at its cheapest place. */
  keepOrder: z.boolean({ error: 'validation.vendor.keep_order_yes_or_no' }).optional(),
});

/** A start point is both coordinates or neither. */
export const crewInput = crewFields.superRefine((input, ctx) => {
  if ((input.startLatitude === null) === (input.startLongitude === null)) return;
  const path = input.startLatitude === null ? 'startLatitude' : 'startLongitude';
  ctx.addIssue({ code: 'custom', path: [path], message: 'validation.vendor.start_point_both_coordinates' });
});
export type CrewInput = z.infer<typeof crewInput>;

export const crew = crewFields.pick({ vendorId: true, name: true }).extend({
  startAddress: z.string().nullable(),
  /** Set apart from the rest (PUT /vendors/crews/{id}/working-hours), by staff or by the crew's own vendor. */
  workingHours,
  startLatitude: z.number().nullable(),
  startLongitude: z.number().nullable(),
  keepOrder: z.boolean(),
  _id: z.string(),
  vendorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Crew = z.infer<typeof crew>;
/** A crew as a pick list shows it. */
export type CrewRow = Pick<Crew, '_id' | 'name' | 'vendorId' | 'vendorName'>;

export const crewNoteInput = z.object({
  text: requiredText('validation.common.note_required', MAX_LENGTH.note, 'validation.vendor.note_at_most_2000_characters'),
});

export const crewNote = crewNoteInput.extend({ _id: z.string(), crewId: z.string(), author: z.string().nullable(), createdAt: z.string() });

const crewAnnouncementFields = z.object({
  vendorId: optionalRecordId('validation.common.choose_vendor'),
  title: requiredText('validation.common.title_required', MAX_LENGTH.title, 'validation.common.title_at_most_120_characters'),
  message: requiredText('validation.common.message_required', MAX_LENGTH.note, 'validation.common.message_at_most_2000_characters'),
  activeFrom: calendarDate('validation.vendor.active_from_date'),
  activeTo: calendarDate('validation.vendor.active_to_date'),
});

export const crewAnnouncementInput = crewAnnouncementFields.refine((input) => input.activeTo >= input.activeFrom, {
  path: ['activeTo'],
  message: 'validation.vendor.active_to_on_or_after_active_from',
});

export const crewAnnouncement = crewAnnouncementFields.extend({
  vendorId: nullableText,
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A zip code map row of the spec: [area name, zipcode, latitude, longitude, unused, geometry with lng/lat pairs]. */
export type ZipcodeMapRow = [
  areaName: string,
  zipcode: string,
  latitude: number,
  longitude: number,
  unused: null,
  geometry: GeoJsonGeometry,
];
/** Recursive (a collection holds geometries), so the API description names it as a component. */
export const geoJsonGeometry = z
  .object({
    type: z.string(),
    coordinates: z.unknown().optional(),
    get geometries() {
      return z.array(geoJsonGeometry).optional();
    },
  })
  .meta({ id: 'GeoJsonGeometry' });
export type GeoJsonGeometry = z.infer<typeof geoJsonGeometry>;

/** GET /zipcodes/map: the rows, and whether they are the embedded approximate areas. Geometries pass whole. */
export const zipcodeMap = z.object({
  rows: z.array(z.tuple([z.string(), z.string(), z.number(), z.number(), z.null(), geoJsonGeometry])),
  approximate: z.boolean(),
});
export type ZipcodeMap = z.infer<typeof zipcodeMap>;
