// Treatments (docs/treatments.md): the treatments domain's tables. Stock movements and application records are written
// once: a count is a movement with its reason, a mistake in a record is a correction that names the record it corrects.
// Records keep a snapshot of the customer's name and address, so they outlive the customer and the property.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRODUCT_KINDS, PRODUCT_UNITS, SIGNAL_WORDS, type RoundInput, type WeatherSourceRecord } from '../../../common/schemas/treatment';
import { recordColumns } from './columns';
import { customers, properties, services } from './customers';
import { users } from './accounts';
import { workLogs } from './workLogs';

export const products = pgTable('products', {
  ...recordColumns,
  name: text('name').notNull(),
  kind: text('kind', { enum: PRODUCT_KINDS }).notNull().default('pesticide'),
  /** A pesticide's EPA registration number; null for a fertilizer. */
  epaRegNo: text('epa_reg_no'),
  unit: text('unit', { enum: PRODUCT_UNITS }).notNull(),
  rateMinPer1000: doublePrecision('rate_min_per_1000').notNull(),
  rateMaxPer1000: doublePrecision('rate_max_per_1000').notNull(),
  windLimitMph: doublePrecision('wind_limit_mph'),
  restrictedUse: boolean('restricted_use').notNull().default(false),
  activeIngredients: text('active_ingredients'),
  signalWord: text('signal_word', { enum: SIGNAL_WORDS }),
  reentryHours: integer('reentry_hours'),
  /** What one unit costs, in cents (fractions allowed); job costing prices the amounts applied by it. */
  costPerUnitCents: doublePrecision('cost_per_unit_cents'),
  /** The sum of the product's stock movements, kept with them in one transaction. */
  stockOnHand: doublePrecision('stock_on_hand').notNull().default(0),
  createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
});

export const stockMovements = pgTable(
  'stock_movements',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    productId: text('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'restrict' }),
    change: doublePrecision('change').notNull(),
    reason: text('reason').notNull(),
    applicationId: text('application_id'),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('stock_movements_product_idx').on(table.productId, table.createdAt)],
);

/**
 * A product's cost history: one row each time its cost is set, never changed. Job costing prices a visit's products at
 * the cost in effect on the visit's day (the latest row on or before it; before the first, the first).
 */
export const productCosts = pgTable(
  'product_costs',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    productId: text('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    /** Cents per unit (fractions allowed); null: the cost was cleared. */
    costPerUnitCents: doublePrecision('cost_per_unit_cents'),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('product_costs_product_idx').on(table.productId, table.effectiveFrom)],
);

/** A program's version: editing one saves the next, naming the one it replaces; enrolments keep theirs. */
export const programs = pgTable(
  'programs',
  {
    ...recordColumns,
    name: text('name').notNull(),
    // `applicationMethod` is absent from the rounds saved before a round named its method.
    rounds: jsonb('rounds')
      .$type<(Required<Omit<RoundInput, 'applicationMethod'>> & Pick<Partial<RoundInput>, 'applicationMethod'>)[]>()
      .notNull(),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    replacesId: text('replaces_id').references((): AnyPgColumn => programs._id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('programs_replaces_key').on(table.replacesId)],
);

export const programEnrolments = pgTable(
  'program_enrolments',
  {
    ...recordColumns,
    programId: text('program_id')
      .notNull()
      .references(() => programs._id, { onDelete: 'restrict' }),
    propertyId: text('property_id').references(() => properties._id, { onDelete: 'set null' }),
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    season: integer('season').notNull(),
    /** The lawn's treated area, as entered when enrolled. */
    lawnSqFt: integer('lawn_sq_ft').notNull(),
    priceCents: integer('price_cents').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    consentById: text('consent_by_id').references(() => users._id, { onDelete: 'set null' }),
    consentNote: text('consent_note'),
    /** The treatment service its rounds are planned on (the customers domain's row): its visits are the rounds' work logs. */
    serviceId: text('service_id').references(() => services._id, { onDelete: 'set null' }),
    /** Unenrolled: the rounds still pending were taken off the schedule; those done stay. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('program_enrolments_property_season_key').on(table.programId, table.propertyId, table.season),
    uniqueIndex('program_enrolments_service_key').on(table.serviceId),
  ],
);

/**
 * A property's lawn: the treated area rounds are priced and applied on, typed in or measured by drawing its outline
 * on the map (the corners as [latitude, longitude]; the area is then the outline's). One per property.
 */
export const lawns = pgTable('lawns', {
  propertyId: text('property_id')
    .primaryKey()
    .references(() => properties._id, { onDelete: 'cascade' }),
  sqFt: integer('sq_ft').notNull(),
  outline: jsonb('outline').$type<[number, number][]>(),
  updatedAt: recordColumns.updatedAt,
  updatedById: text('updated_by_id').references(() => users._id, { onDelete: 'set null' }),
});

/** An applicator's licence (Texas: the licence number on every record); one per user. */
export const applicatorLicences = pgTable('applicator_licences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  licenceNo: text('licence_no').notNull(),
  expiresOn: date('expires_on').notNull(),
  updatedAt: recordColumns.updatedAt,
  updatedById: text('updated_by_id').references(() => users._id, { onDelete: 'set null' }),
});

export const applications = pgTable(
  'applications',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    workLogId: text('work_log_id').references(() => workLogs._id, { onDelete: 'set null' }),
    propertyId: text('property_id').references(() => properties._id, { onDelete: 'set null' }),
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    /** Snapshots: the record must still name the customer and address after either is deleted or anonymised. */
    customerName: text('customer_name').notNull(),
    address: text('address').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }),
    epaRegNo: text('epa_reg_no'),
    amount: doublePrecision('amount').notNull(),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull(),
    areaSqFt: doublePrecision('area_sq_ft').notNull(),
    ratePer1000: doublePrecision('rate_per_1000').notNull(),
    targetPest: text('target_pest').notNull(),
    siteTreated: text('site_treated').notNull(),
    applicationMethod: text('application_method'),
    mixGallons: doublePrecision('mix_gallons'),
    appliedByName: text('applied_by_name'),
    billingAddress: text('billing_address'),
    businessLicenceNo: text('business_licence_no'),
    windMph: doublePrecision('wind_mph').notNull(),
    windDirection: text('wind_direction').notNull(),
    temperatureF: doublePrecision('temperature_f').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    applicatorId: text('applicator_id').references(() => users._id, { onDelete: 'set null' }),
    applicatorName: text('applicator_name').notNull(),
    licenceNo: text('licence_no'),
    recordedById: text('recorded_by_id').references(() => users._id, { onDelete: 'set null' }),
    overrideReason: text('override_reason'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    correctsId: text('corrects_id').references((): AnyPgColumn => applications._id, { onDelete: 'restrict' }),
    correctionReason: text('correction_reason'),
    /** The crew confirmed the lawn markers were posted (a posting state); null where not asked. */
    flagsPosted: boolean('flags_posted'),
    /** Where the wind and temperature came from; null on the records written before it was kept. */
    weatherSource: jsonb('weather_source').$type<WeatherSourceRecord>(),
  },
  (table) => [
    index('applications_started_idx').on(table.startedAt),
    index('applications_property_idx').on(table.propertyId),
    index('applications_work_log_idx').on(table.workLogId),
    uniqueIndex('applications_corrects_key').on(table.correctsId),
  ],
);

export type Product = typeof products.$inferSelect;
export type Program = typeof programs.$inferSelect;
export type ProgramEnrolment = typeof programEnrolments.$inferSelect;
export type Application = typeof applications.$inferSelect;
