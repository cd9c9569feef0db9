// Treatments (docs/treatments.md): products, programs, enrolments and the application records a state inspector reads.
// One definition checks the API's requests and types its answers.
import { z } from 'zod';
import { polygonSqFt, selfCrossing } from '../geo/area';
import { calendarDate, calendarDateProblem, MAX_LENGTH, optionalText, recordId, requiredText, text } from './fields';

export const PRODUCT_UNITS = ['oz', 'lb', 'gal', 'fl oz'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const SIGNAL_WORDS = ['caution', 'warning', 'danger'] as const;
/**
 * What a product is: a pesticide (EPA-registered, its number on every record) or a fertilizer, which has no EPA number
 * and is on the inspector's record flagged as not a pesticide.
 */
export const PRODUCT_KINDS = ['pesticide', 'fertilizer'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** The 16 points of the compass, clockwise from north (a weather reading names the nearest), and calm. */
export const COMPASS_POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export const WIND_DIRECTIONS = [...COMPASS_POINTS, 'calm'] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];
/** Where a weather reading came from: the National Weather Service, or the local stand-in of development and the demo. */
export const WEATHER_SOURCES = ['nws', 'local'] as const;
/** The record's weather values a reading may fill. */
export const WEATHER_FIELDS = ['windMph', 'windDirection', 'temperatureF'] as const;
export type WeatherField = (typeof WEATHER_FIELDS)[number];

/** An EPA registration number: company number-product number, and a distributor number when relabelled (40 CFR 152.132). */
export const EPA_REG_NO = /^[1-9]\d{0,6}-[1-9]\d{0,5}(-[1-9]\d{0,6})?$/;
/** A round's window edge: month-day, e.g. 02-01. */
export const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const MAX_ROUNDS = 12;
export const MAX_ROUND_PRODUCTS = 10;
export const MAX_STOCK = 1_000_000;
export const MAX_LAWN_SQ_FT = 10_000_000;
export const MAX_ROUND_CENTS = 10_000_000;

const quantity = (max: number, message = 'validation.treatment.quantity_invalid') =>
  z.number({ error: message }).finite(message).min(0, message).max(max, message);
const positive = (max: number, message = 'validation.treatment.quantity_invalid') =>
  z.number({ error: message }).finite(message).gt(0, message).max(max, message);

export const monthDay = z
  .string({ error: 'validation.treatment.month_day_invalid' })
  .regex(MONTH_DAY, 'validation.treatment.month_day_invalid')
  .refine((value) => Number(value.slice(3)) <= DAYS_IN_MONTH[Number(value.slice(0, 2)) - 1], 'validation.treatment.month_day_invalid');

export const productInput = z
  .object({
    name: requiredText('validation.treatment.name_required', MAX_LENGTH.title),
    kind: z.enum(PRODUCT_KINDS, { error: 'validation.treatment.kind_invalid' }).default('pesticide'),
    /** Required of a pesticide; a fertilizer has none (an empty one is read as none). */
    epaRegNo: z
      .string({ error: 'validation.treatment.epa_reg_no_invalid' })
      .trim()
      .max(24, 'validation.treatment.epa_reg_no_invalid')
      .refine((value) => value === '' || EPA_REG_NO.test(value), 'validation.treatment.epa_reg_no_invalid')
      .nullish()
      .transform((value) => value || null),
    unit: z.enum(PRODUCT_UNITS, { error: 'validation.treatment.unit_invalid' }),
    rateMinPer1000: quantity(10_000),
    rateMaxPer1000: positive(10_000),
    windLimitMph: quantity(200)
      .nullish()
      .transform((value) => value ?? null),
    restrictedUse: z.boolean().default(false),
    activeIngredients: optionalText(MAX_LENGTH.note),
    signalWord: z
      .enum(SIGNAL_WORDS)
      .nullish()
      .transform((value) => value ?? null),
    reentryHours: z
      .number()
      .int()
      .min(0)
      .max(720)
      .nullish()
      .transform((value) => value ?? null),
    /** What one unit costs the business, in cents (fractions allowed: 12.5 = $0.125); job costing's materials. */
    costPerUnitCents: quantity(10_000_000)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((value) => value.rateMinPer1000 <= value.rateMaxPer1000, {
    message: 'validation.treatment.rate_range_invalid',
    path: ['rateMaxPer1000'],
  })
  .refine((value) => value.kind !== 'pesticide' || value.epaRegNo !== null, {
    message: 'validation.treatment.epa_reg_no_required',
    path: ['epaRegNo'],
  });
export type ProductInput = z.infer<typeof productInput>;

export const productRecord = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  epaRegNo: z.string().nullable(),
  unit: z.enum(PRODUCT_UNITS),
  rateMinPer1000: z.number(),
  rateMaxPer1000: z.number(),
  windLimitMph: z.number().nullable(),
  restrictedUse: z.boolean(),
  activeIngredients: z.string().nullable(),
  signalWord: z.enum(SIGNAL_WORDS).nullable(),
  reentryHours: z.number().nullable(),
  costPerUnitCents: z.number().nullable(),
  stockOnHand: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductRecord = z.infer<typeof productRecord>;

/** A change of stock on hand: a count, a delivery, a spill; never a silent edit. */
export const stockAdjustmentInput = z.object({
  change: z
    .number({ error: 'validation.treatment.quantity_invalid' })
    .finite('validation.treatment.quantity_invalid')
    .min(-MAX_STOCK, 'validation.treatment.quantity_invalid')
    .max(MAX_STOCK, 'validation.treatment.quantity_invalid')
    .refine((value) => value !== 0, 'validation.treatment.quantity_invalid'),
  reason: requiredText('validation.treatment.reason_required', 500),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentInput>;

export const stockMovementRecord = z.object({
  _id: z.string(),
  productId: z.string(),
  change: z.number(),
  reason: z.string(),
  applicationId: z.string().nullable(),
  createdById: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovementRecord = z.infer<typeof stockMovementRecord>;

const cents = z
  .number({ error: 'validation.treatment.price_invalid' })
  .int('validation.treatment.price_invalid')
  .min(0, 'validation.treatment.price_invalid')
  .max(MAX_ROUND_CENTS, 'validation.treatment.price_invalid');

export const roundInput = z
  .object({
    name: requiredText('validation.treatment.name_required', MAX_LENGTH.title),
    windowStart: monthDay,
    windowEnd: monthDay,
    products: z
      .array(z.object({ productId: recordId(), ratePer1000: positive(10_000) }))
      .min(1, 'validation.treatment.round_products_required')
      .max(MAX_ROUND_PRODUCTS, 'validation.treatment.too_many'),
    priceCents: cents,
    minutes: z.number().int().min(1).max(600).default(20),
    /** The method or equipment the round is applied with (4 TAC §7.33(b)(10)): the crew's form starts from it. */
    applicationMethod: optionalText(MAX_LENGTH.title),
    /**
     * The price by lawn area: a lawn up to `maxSqFt` pays the first band that holds it, a larger one the last band;
     * without bands every lawn pays `priceCents`.
     */
    priceBands: z
      .array(z.object({ maxSqFt: positive(MAX_LAWN_SQ_FT), priceCents: cents }))
      .max(MAX_ROUND_PRODUCTS, 'validation.treatment.too_many')
      .default([]),
  })
  .refine((round) => round.windowStart <= round.windowEnd, { message: 'validation.treatment.window_invalid', path: ['windowEnd'] });
export type RoundInput = z.infer<typeof roundInput>;

/** The rate per 1,000 sq ft an amount over an area makes, to four decimals (as a record states it). */
export const ratePer1000 = (amount: number, areaSqFt: number) => Math.round((amount / areaSqFt) * 1000 * 10_000) / 10_000;

/** Where a rate stands against the label's range: the server's rules and both forms judge it with this one. */
export function labelRate(label: { rateMinPer1000: number; rateMaxPer1000: number }, rate: number): 'below' | 'within' | 'above' {
  if (rate > label.rateMaxPer1000) return 'above';
  return rate < label.rateMinPer1000 ? 'below' : 'within';
}

/** A round's price for a lawn of `lawnSqFt`: its band's (bands in any order), else the round's own. */
export function roundPriceCents(round: { priceCents: number; priceBands?: readonly PriceBand[] }, lawnSqFt: number): number {
  const bands = [...(round.priceBands ?? [])].sort((a, b) => a.maxSqFt - b.maxSqFt);
  if (!bands.length) return round.priceCents;
  return (bands.find((band) => lawnSqFt <= band.maxSqFt) ?? bands[bands.length - 1]).priceCents;
}
type PriceBand = { maxSqFt: number; priceCents: number };

export const programInput = z.object({
  name: requiredText('validation.treatment.name_required', MAX_LENGTH.title),
  rounds: z
    .array(roundInput)
    .min(1, 'validation.treatment.rounds_required')
    .max(MAX_ROUNDS, 'validation.treatment.too_many')
    // A round's visit is keyed by its window's first day: two rounds of a program cannot open on the same day.
    .refine((rounds) => new Set(rounds.map((round) => round.windowStart)).size === rounds.length, 'validation.treatment.window_taken'),
});

export const programRecord = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  rounds: z.array(
    z.object({
      name: z.string(),
      windowStart: z.string(),
      windowEnd: z.string(),
      products: z.array(z.object({ productId: z.string(), ratePer1000: z.number() })),
      priceCents: z.number(),
      minutes: z.number(),
      priceBands: z.array(z.object({ maxSqFt: z.number(), priceCents: z.number() })).default([]),
      applicationMethod: z.string().nullish(),
    }),
  ),
  /** Editing a program saves a new version: enrolments keep the version they were made on. */
  version: z.number(),
  /** The version this one replaced, and the one that replaced it (null while it is the latest). */
  replacesId: z.string().nullable(),
  replacedById: z.string().nullable(),
  createdAt: z.string(),
});
export type ProgramRecord = z.infer<typeof programRecord>;

const lawnSqFt = z
  .number({ error: 'validation.treatment.lawn_invalid' })
  .int('validation.treatment.lawn_invalid')
  .min(100, 'validation.treatment.lawn_invalid')
  .max(MAX_LAWN_SQ_FT, 'validation.treatment.lawn_invalid');

/** A drawn outline's most corners: a lawn traced by hand has tens. */
export const MAX_LAWN_CORNERS = 200;
const OUTLINE_INVALID = 'validation.treatment.outline_invalid';
const degrees = (limit: number) => z.number({ error: OUTLINE_INVALID }).min(-limit, OUTLINE_INVALID).max(limit, OUTLINE_INVALID);
const corner = z.tuple([degrees(90), degrees(180)], { error: OUTLINE_INVALID });

/**
 * A property's lawn: its outline drawn on the map (the area is then the outline's, figured here on both sides) or,
 * without one, its area typed in.
 */
export const lawnInput = z
  .object({
    outline: z
      .array(corner, { error: OUTLINE_INVALID })
      .min(3, 'validation.treatment.outline_too_few')
      .max(MAX_LAWN_CORNERS, 'validation.treatment.outline_too_many')
      .nullish()
      .transform((value) => value ?? null),
    sqFt: lawnSqFt.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    if (!value.outline) {
      if (value.sqFt === null) context.addIssue({ code: 'custom', path: ['sqFt'], message: 'validation.treatment.lawn_invalid' });
      return;
    }
    if (selfCrossing(value.outline))
      context.addIssue({ code: 'custom', path: ['outline'], message: 'validation.treatment.outline_crossing' });
    else {
      const area = polygonSqFt(value.outline);
      if (area < 100 || area > MAX_LAWN_SQ_FT)
        context.addIssue({ code: 'custom', path: ['outline'], message: 'validation.treatment.outline_area' });
    }
  })
  .transform(({ outline, sqFt }) => ({ outline, sqFt: outline ? Math.round(polygonSqFt(outline)) : (sqFt as number) }));
export type LawnInput = z.input<typeof lawnInput>;

export const lawnRecord = z.object({
  propertyId: z.string(),
  sqFt: z.number(),
  outline: z.array(z.tuple([z.number(), z.number()])).nullable(),
  updatedAt: z.string(),
});
export type LawnRecord = z.infer<typeof lawnRecord>;

export const enrolmentInput = z.object({
  programId: recordId(),
  season: z.number({ error: 'validation.treatment.season_invalid' }).int().min(2000).max(2100),
  lawnSqFt,
  /** The customer agreed to the program and its price (as auto-charge consent is recorded): who took it and how. */
  consent: z.literal(true, { error: 'validation.treatment.consent_required' }),
  consentNote: optionalText(500),
});
export type EnrolmentInput = z.input<typeof enrolmentInput>;

export const enrolmentRecord = z.object({
  _id: z.string(),
  programId: z.string(),
  propertyId: z.string().nullable(),
  customerId: z.string().nullable(),
  season: z.number(),
  lawnSqFt: z.number(),
  priceCents: z.number(),
  consentAt: z.string(),
  consentById: z.string().nullable(),
  consentNote: z.string().nullable(),
  /** The treatment service its rounds are planned on; null once that service is gone. */
  serviceId: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The season's rounds as planned: each round's visit (work log), its day and status, and its price for this lawn. */
  rounds: z.array(
    z.object({
      index: z.number(),
      name: z.string(),
      workLogId: z.string().nullable(),
      date: z.string().nullable(),
      status: z.string().nullable(),
      windowEnd: z.string(),
      priceCents: z.number(),
    }),
  ),
  /** The property's state asks for lawn flags (System Settings, Treatments): a paper record asks whether they were posted. */
  postFlags: z.boolean(),
  createdAt: z.string(),
});
export type EnrolmentRecord = z.infer<typeof enrolmentRecord>;

export const licenceInput = z.object({
  licenceNo: requiredText('validation.treatment.licence_required', MAX_LENGTH.code),
  expiresOn: calendarDate(),
});

export const licenceRecord = z.object({
  userId: z.string(),
  licenceNo: z.string(),
  expiresOn: z.string(),
  updatedAt: z.string(),
});

/** An instant with its offset (ISO 8601), on a day the calendar has, from 2000 to 2100. */
const dateTime = z
  .string({ error: 'validation.treatment.started_at_invalid' })
  .max(40, 'validation.treatment.started_at_invalid')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'validation.treatment.started_at_invalid')
  .refine(
    (value) => !calendarDateProblem(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
    'validation.treatment.started_at_invalid',
  )
  .transform((value) => new Date(value))
  .refine((value) => value.getUTCFullYear() >= 2000 && value.getUTCFullYear() <= 2100, 'validation.treatment.started_at_invalid');

const applicationFields = {
  productId: recordId(),
  amount: positive(MAX_STOCK),
  unit: z.enum(PRODUCT_UNITS, { error: 'validation.treatment.unit_invalid' }),
  areaSqFt: positive(MAX_LAWN_SQ_FT),
  targetPest: requiredText('validation.treatment.target_pest_required', MAX_LENGTH.title),
  /** 4 TAC §7.33(b)(6) and (10): the site treated (a lawn unless said) and the method or equipment. */
  siteTreated: text(MAX_LENGTH.title)
    .default('Lawn (turf)')
    .transform((value) => value || 'Lawn (turf)'),
  applicationMethod: requiredText('validation.treatment.application_method_required', MAX_LENGTH.title),
  /** The finished mix's total volume in gallons (a spray); none for a product applied dry. */
  mixGallons: positive(10_000)
    .nullish()
    .transform((value) => value ?? null),
  /** The person who applied it when not the licensed applicator responsible (someone working under their supervision). */
  appliedByName: optionalText(MAX_LENGTH.title),
  windMph: quantity(200),
  windDirection: z.enum(WIND_DIRECTIONS, { error: 'validation.treatment.wind_direction_invalid' }),
  temperatureF: z.number({ error: 'validation.treatment.temperature_invalid' }).finite().min(-40).max(140),
  startedAt: dateTime,
  /** Staff entering a paper record name the applicator; a crew member is the applicator. */
  applicatorId: recordId().optional(),
  /** A rate above the label's maximum is refused unless a supervisor gives a reason. */
  overrideReason: optionalText(500),
  /** Where the property's state asks for lawn markers, the crew confirms they were posted; not asked elsewhere. */
  flagsPosted: z.boolean({ error: 'validation.treatment.flags_posted_invalid' }).optional() /**
   * The weather reading the crew's form started from, with the values it filled in (null those the crew had typed
   * first); the server compares them with the record's to say where the wind and temperature came from. None: typed.
   */,
  weatherReading: z
    .object(
      {
        source: z.enum(WEATHER_SOURCES),
        station: z.string().trim().max(40).nullable(),
        observedAt: dateTime,
        windMph: z.number().finite().nullable(),
        windDirection: z.enum(WIND_DIRECTIONS).nullable(),
        temperatureF: z.number().finite().nullable(),
      },
      { error: 'validation.treatment.weather_reading_invalid' },
    )
    .optional(),
};

export const applicationInput = z.object(applicationFields);

/**
 * Where a record's wind and temperature came from: a weather source's reading (its station and observation time) when
 * the crew kept at least one of the values it prefilled, `typed` otherwise; `typed` names the values typed over it.
 */
export const weatherSourceRecord = z.object({
  source: z.enum([...WEATHER_SOURCES, 'typed']),
  station: z.string().nullable(),
  observedAt: z.string().nullable(),
  typed: z.array(z.enum(WEATHER_FIELDS)),
});
export type WeatherSourceRecord = z.infer<typeof weatherSourceRecord>;
export type ApplicationInput = z.infer<typeof applicationInput>;
/** An application record as a client sends it: its start time an ISO 8601 string. */
export type ApplicationBody = z.input<typeof applicationInput>;

export const correctionInput = z.object({ ...applicationFields, reason: requiredText('validation.treatment.reason_required', 500) });
export type CorrectionInput = z.infer<typeof correctionInput>;
/** A correction as the browser sends it: the start an ISO text with its offset. */
export type CorrectionBody = z.input<typeof correctionInput>;

export const applicationRecord = z.object({
  _id: z.string(),
  id: z.string(),
  workLogId: z.string().nullable(),
  propertyId: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  address: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** Null on the records written before products had a kind (every one a pesticide then). */
  productKind: z.enum(PRODUCT_KINDS).nullable(),
  epaRegNo: z.string().nullable(),
  amount: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  areaSqFt: z.number(),
  ratePer1000: z.number(),
  targetPest: z.string(),
  siteTreated: z.string(),
  applicationMethod: z.string().nullable(),
  mixGallons: z.number().nullable(),
  appliedByName: z.string().nullable(),
  /** The customer's billing address when it differs from the place treated (4 TAC §7.144), copied when recorded. */
  billingAddress: z.string().nullable(),
  /** The business's licence number (System Settings, Treatments), copied when recorded. */
  businessLicenceNo: z.string().nullable(),
  windMph: z.number(),
  windDirection: z.string(),
  temperatureF: z.number(),
  startedAt: z.string(),
  applicatorId: z.string().nullable(),
  applicatorName: z.string(),
  licenceNo: z.string().nullable(),
  recordedById: z.string().nullable(),
  overrideReason: z.string().nullable(),
  warnings: z.array(z.string()),
  correctsId: z.string().nullable(),
  correctionReason: z.string().nullable(),
  /** The lawn markers were posted (true), or not asked (null: not a posting state, or a record from before the question). */
  flagsPosted: z.boolean().nullable(),
  /** Where the wind and temperature came from (4 TAC §7.33(b)(8), (9)); null on a record from before it was kept. */
  weatherSource: weatherSourceRecord.nullable(),
  correctedById: z.string().nullable(),
  /** Who wrote the record down (the crew member, or the office entering a paper record or a correction). */
  recordedByName: z.string().nullable(),
  /** The record that corrects this one, once one does (a record is corrected at most once). */
  supersededById: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationRecord = z.infer<typeof applicationRecord>;

export const applicationQuery = z.object({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  applicatorId: recordId().optional(),
  propertyId: recordId().optional(),
  workLogId: recordId().optional(),
  productId: recordId().optional(),
  /** The record a correction names: the records correcting it. */
  correctsId: recordId().optional(),
});
export type ApplicationQuery = z.infer<typeof applicationQuery>;

/** A product a round applies, with the label's limits the crew's form warns by. */
export const crewRoundProduct = z.object({
  productId: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  epaRegNo: z.string().nullable(),
  unit: z.enum(PRODUCT_UNITS),
  /** The round's rate per 1,000 sq ft: the form's amount is this over the lawn's area. */
  ratePer1000: z.number(),
  rateMinPer1000: z.number(),
  rateMaxPer1000: z.number(),
  windLimitMph: z.number().nullable(),
  restrictedUse: z.boolean(),
  reentryHours: z.number().nullable(),
});
export type CrewRoundProduct = z.infer<typeof crewRoundProduct>;

/**
 * GET /crew/day/treatments: what the crew's phone needs to record the applications of the day's treatment stops, read
 * with the day (and kept by the crew app's worker with it, so the form opens offline).
 */
export const crewTreatments = z.object({
  /** The signed-in crew member, who is the applicator, and their licence if any. */
  applicator: z.object({ name: z.string(), licenceNo: z.string().nullable(), expiresOn: z.string().nullable() }),
  stops: z.array(
    z.object({
      workLogId: z.string(),
      roundName: z.string().nullable(),
      /** The round's method or equipment, the form's starting value (null when the round names none). */
      applicationMethod: z.string().nullable(),
      /** The lawn's latest area (the enrolment's where no lawn is on file): the form's area unless the crew changes it. */
      lawnSqFt: z.number().nullable(),
      products: z.array(crewRoundProduct),
      /** Products already recorded at this stop, so a second form never records them twice. */
      recordedProductIds: z.array(z.string()),
      /** The property's state asks for lawn markers (System Settings, Treatments): the card and the form say "Post lawn flags". */
      postFlags: z.boolean(),
    }),
  ),
});
export type CrewTreatments = z.infer<typeof crewTreatments>;

/**
 * GET /crew/stops/:id/weather: the weather at a stop now, in the record's units, for the crew's form to start from; `reading`
 * is null when no source is configured or none answered with a recent observation (the crew types the values).
 */
export const stopWeather = z.object({
  reading: z
    .object({
      windMph: z.number(),
      /** Null when the station measured a wind but no direction (variable). */
      windDirection: z.enum(WIND_DIRECTIONS).nullable(),
      temperatureF: z.number(),
      /** When the station observed it (ISO 8601). */
      observedAt: z.string(),
      source: z.enum(WEATHER_SOURCES),
      /** The station observed (the NWS's identifier, e.g. KAUS); null for the local stand-in. */
      station: z.string().nullable(),
    })
    .nullable(),
});
export type StopWeather = z.infer<typeof stopWeather>;
export type WeatherReading = NonNullable<StopWeather['reading']>;

/** Who may apply: a user of a type that applies, with the licence they hold, if any. */
export const applicatorRecord = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  licenceNo: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type ApplicatorRecord = z.infer<typeof applicatorRecord>;
