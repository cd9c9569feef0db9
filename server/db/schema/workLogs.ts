// The workLogs domain's tables: the work log (one visit to one property on one day), delay prompts, a visit's photos and
// positions, visit pages, and the crews' positions (docs/field.md).
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { WORK_LOG_PHOTO_KINDS, WORK_LOG_POSITION_ACTIONS } from '../../../common/schemas/workLogPhotos';
import { DELAY_PROMPT_TYPES } from '../../../common/schemas/notification';
import { WORK_LOG_TYPES } from '../../../common/schemas/service';
import { ROUTE_LOCKS, ROUTE_PINS } from '../../../common/schemas/route';
import { EXTRA_TIME_STATUSES, WORK_LOG_STATUSES } from '../../../common/schemas/workLog';
import { users } from './accounts';
import { bytes, recordColumns } from './columns';
import { customers, properties, services } from './customers';
import { phrases } from './settings';
import { crews, vendors } from './vendors';

export const delayPrompts = pgTable(
  'delay_prompts',
  {
    ...recordColumns,
    crewId: text('crew_id')
      .notNull()
      .references(() => crews._id, { onDelete: 'cascade' }),
    type: text('type', { enum: DELAY_PROMPT_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    display: boolean('display').notNull().default(true),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
    crewResponse: text('crew_response', { enum: ['yes', 'no'] }),
    respondedById: text('responded_by_id').references(() => users._id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('delay_prompts_crew_idx').on(table.crewId, table.display)],
);

export const workLogs = pgTable(
  'work_logs',
  {
    ...recordColumns,
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services._id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: WORK_LOG_TYPES }).notNull(),
    /** Null while the property's zip code has no vendor or the vendor no crew for that day: the board shows it unassigned. */
    vendorId: text('vendor_id').references(() => vendors._id, { onDelete: 'set null' }),
    crewId: text('crew_id').references(() => crews._id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    /** The occurrence the scheduler planned; with the service it keys the row, so moving the date keeps the slot. */
    plannedDate: date('planned_date').notNull(),
    /** Staff moved or reassigned it by hand: re-planning leaves its date and crew alone. */
    pinned: boolean('pinned').notNull().default(false),
    status: text('status', { enum: WORK_LOG_STATUSES }).notNull().default('pending'),
    routePosition: integer('route_position'),
    /** Its place in the day's order is kept (docs/routing.md): locked by the office or by the crew's own reordering. */
    routeLock: text('route_lock', { enum: ROUTE_LOCKS }),
    /** Pinned first, last or at a time (`routePinTime`, HH:MM) in the day's order. */
    routePin: text('route_pin', { enum: ROUTE_PINS }),
    routePinTime: text('route_pin_time'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completionLatitude: doublePrecision('completion_latitude'),
    completionLongitude: doublePrecision('completion_longitude'),
    /** Distance from the property when completed, recorded when it passed the warning distance. */
    completionDistanceFeet: doublePrecision('completion_distance_feet'),
    timeCapHours: doublePrecision('time_cap_hours'),
    extraTimeStatus: text('extra_time_status', { enum: EXTRA_TIME_STATUSES }),
    extraTimeRequestedMinutes: integer('extra_time_requested_minutes'),
    extraTimeGrantedMinutes: integer('extra_time_granted_minutes').notNull().default(0),
    timeUpRemindedAt: timestamp('time_up_reminded_at', { withTimezone: true, mode: 'date' }),
    /** When the customer was told the crew is on its way (the crew's button, or the start of the visit): once a visit. */
    onMyWayAt: timestamp('on_my_way_at', { withTimezone: true, mode: 'date' }),
    /**
     * A treatment round's visit (docs/treatments.md): the enrolment (program_enrolments, the treatments domain's; no
     * foreign key, its schema file already points here), the round's place in the program and its name, and the
     * round's minutes on site, which the day's balance reads.
     */
    enrolmentId: text('enrolment_id'),
    roundIndex: integer('round_index'),
    roundName: text('round_name'),
    minutesOnSite: integer('minutes_on_site'),
    /** The service's price on the day of the visit. */
    price: doublePrecision('price').notNull(),
    /** Staff marked the visit not billed: its payment (made on completion) is no-charge. */
    noCharge: boolean('no_charge').notNull().default(false),
    crewNotes: text('crew_notes'),
    reason: text('reason'),
    reasonPhraseId: text('reason_phrase_id').references(() => phrases._id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('work_logs_service_occurrence_unique').on(table.serviceId, table.plannedDate),
    index('work_logs_crew_day_idx').on(table.crewId, table.date, table.routePosition),
    index('work_logs_date_status_idx').on(table.date, table.status),
    // A day's visits in route order (the assignment board, the office's day list) without sorting the whole day.
    index('work_logs_day_route_idx').on(table.date, table.routePosition, table._id),
    index('work_logs_vendor_day_idx').on(table.vendorId, table.date),
    index('work_logs_property_day_idx').on(table.propertyId, table.date),
    // Deleting a customer (an import's undo) finds its work logs by this.
    index('work_logs_customer_idx').on(table.customerId),
    // The visits reports read a period's work logs from this index alone (an index-only scan), never the table.
    index('work_logs_report_idx').on(table.date, table.crewId, table.vendorId, table.status, table.serviceType, table.price),
  ],
);

/** A work log's row as stored: the one declaration of its type (the workLogs door re-exports it). */
export type WorkLog = typeof workLogs.$inferSelect;

/** One position a phone reported while its user was clocked in; kept `crewPhones.positionRetentionDays`, then pruned. */
export const crewPositions = pgTable(
  'crew_positions',
  {
    _id: text('_id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews._id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    /** When the phone took it (its own clock, checked against the server's). */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // A batch sent twice (a lost answer, a replay) stores each position once.
    uniqueIndex('crew_positions_user_at_idx').on(table.userId, table.at),
    index('crew_positions_crew_at_idx').on(table.crewId, table.at),
    index('crew_positions_at_idx').on(table.at),
  ],
);
export type CrewPosition = typeof crewPositions.$inferSelect;
/**
 * A photo the crew (or staff) took on a visit (docs/field.md): re-encoded without metadata, with a thumbnail. The
 * position and time are the phone's, as it reported them. `clientId` is the phone's own id of the photo, so an upload
 * the offline queue sends again adds nothing.
 */
export const workLogPhotos = pgTable(
  'work_log_photos',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    workLogId: text('work_log_id')
      .notNull()
      .references(() => workLogs._id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: WORK_LOG_PHOTO_KINDS }).notNull(),
    note: text('note'),
    forCustomer: boolean('for_customer').notNull().default(false),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    bytes: bytes('bytes').notNull(),
    thumbnail: bytes('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: doublePrecision('accuracy_m'),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('work_log_photos_client_unique').on(table.workLogId, table.clientId),
    index('work_log_photos_visit_idx').on(table.workLogId, table.createdAt),
  ],
);
export type WorkLogPhoto = typeof workLogPhotos.$inferSelect;

/**
 * Where the phone was at a crew's action on a visit (start, on my way, complete, skip), as it reported it, with the
 * distance from the property then and whether that passed the routing setting `visitDistanceM` (flagged, never refused).
 */
export const workLogPositions = pgTable(
  'work_log_positions',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    workLogId: text('work_log_id')
      .notNull()
      .references(() => workLogs._id, { onDelete: 'cascade' }),
    action: text('action', { enum: WORK_LOG_POSITION_ACTIONS }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    distanceM: integer('distance_m'),
    far: boolean('far').notNull().default(false),
    userId: text('user_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('work_log_positions_visit_idx').on(table.workLogId, table.at)],
);
/**
 * A completed visit's public page (docs/field.md "The visit page"): its token's SHA-256 (the token is an HMAC of the
 * visit's id, as a quote's), when the link stops working, who completed it, and the customer's one rating. When the
 * business's review page was offered after it, so a customer is offered it at most once a period.
 */
export const visitPages = pgTable(
  'visit_pages',
  {
    workLogId: text('work_log_id')
      .primaryKey()
      .references(() => workLogs._id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    completedById: text('completed_by_id').references(() => users._id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    stars: integer('stars'),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    reviewOfferedAt: timestamp('review_offered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('visit_pages_stars_check', sql`stars is null or stars between 1 and 5`),
    index('visit_pages_rated_idx')
      .on(table.ratedAt)
      .where(sql`rated_at is not null`),
    index('visit_pages_customer_offered_idx').on(table.customerId, table.reviewOfferedAt),
  ],
);
