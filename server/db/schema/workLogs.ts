// Work logs: one visit of one service to one property on a crew's day (the spec's assignment).
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { EXTRA_TIME_STATUSES, WORK_LOG_STATUSES } from '../../../common/schemas/workLog';
import { SERVICE_TYPES } from '../../../common/schemas/service';
import { recordColumns } from './columns';
import { phrases } from './configuration';
import { customers, properties } from './customers';
import { services } from './activity';
import { crews, vendors } from './vendors';
import { users } from './users';

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
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull(),
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
    index('work_logs_vendor_day_idx').on(table.vendorId, table.date),
    index('work_logs_property_day_idx').on(table.propertyId, table.date),
    // Deleting a customer (an import's undo) finds its work logs by this.
    index('work_logs_customer_idx').on(table.customerId),
    // The visits reports read a period's work logs from this index alone (an index-only scan), never the table.
    index('work_logs_report_idx').on(table.date, table.crewId, table.vendorId, table.status, table.serviceType, table.price),
  ],
);

/**
 * Requests a client may send again (a crew's phone replaying actions queued without signal): the first answer is kept
 * under the caller's idempotency key, and a replay with the same key gets that answer without applying it twice.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method and matched route the key was first used on: a key reused on another call is refused. */
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotent_requests_created_idx').on(table.createdAt)],
);
