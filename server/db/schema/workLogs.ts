// The workLogs domain's tables: the work log (one visit to one property on one day) and delay prompts.
import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DELAY_PROMPT_TYPES } from '../../../common/schemas/notification';
import { VISIT_TYPES } from '../../../common/schemas/service';
import { ROUTE_LOCKS, ROUTE_PINS } from '../../../common/schemas/route';
import { EXTRA_TIME_STATUSES, WORK_LOG_STATUSES } from '../../../common/schemas/workLog';
import { users } from './accounts';
import { recordColumns } from './columns';
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
    serviceType: text('service_type', { enum: VISIT_TYPES }).notNull(),
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
