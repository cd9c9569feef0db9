// The accounts domain's tables: roles, users, password resets, sign-in failure counters, time sheets and uploaded images.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes, recordColumns } from './columns';

/** One-time codes for password recovery: the browser holds the token, the user receives the code. */
export const passwordResets = pgTable('password_resets', {
  ...recordColumns,
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id').references(() => users._id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

export const timeSheets = pgTable(
  'time_sheets',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    clockIn: timestamp('clock_in', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    clockOut: timestamp('clock_out', { withTimezone: true, mode: 'date' }),
    clockInLatitude: doublePrecision('clock_in_latitude'),
    clockInLongitude: doublePrecision('clock_in_longitude'),
    clockInAccuracyM: doublePrecision('clock_in_accuracy_m'),
    /** Metres from the nearest known place (crew start, first stop, yard) when farther than the setting: a flag. */
    clockInFarM: integer('clock_in_far_m'),
    clockOutLatitude: doublePrecision('clock_out_latitude'),
    clockOutLongitude: doublePrecision('clock_out_longitude'),
    clockOutAccuracyM: doublePrecision('clock_out_accuracy_m'),
    clockOutFarM: integer('clock_out_far_m'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    /** Who punched: the user, a crew leader for the crew, or staff entering it (then `reason` says why). */
    clockedById: text('clocked_by_id'),
    reason: text('reason'),
    /** An office edit is a new entry replacing this one; the original stays, superseded. */
    replacesId: text('replaces_id'),
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('time_sheets_user_clock_in_idx').on(table.userId, table.clockIn),
    // A period's entries in force (the week view, job costing) without reading every season's entries.
    index('time_sheets_clock_in_idx')
      .on(table.clockIn, table.userId)
      .where(sql`superseded_at is null`),
    // At most one open shift per user, even when two clock-ins race.
    uniqueIndex('time_sheets_one_open_idx')
      .on(table.userId)
      .where(sql`clock_out is null and superseded_at is null`),
  ],
);

/** Hourly pay as dated rows: the row in effect on a day prices that day, so a raise never changes last month. */
export const payRates = pgTable(
  'pay_rates',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    payRateCents: integer('pay_rate_cents').notNull(),
    overtimeExempt: boolean('overtime_exempt').notNull().default(false),
    employeeId: text('employee_id'),
    setById: text('set_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('pay_rates_user_effective_idx').on(table.userId, table.effectiveFrom)],
);

/** Each break taken on the phone, with its own start and end (the entry keeps the sum in `break_minutes`). */
export const timeSheetBreaks = pgTable(
  'time_sheet_breaks',
  {
    ...recordColumns,
    timeSheetId: text('time_sheet_id')
      .notNull()
      .references(() => timeSheets._id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('time_sheet_breaks_time_sheet_idx').on(table.timeSheetId)],
);

/** Paid time off staff entered for a person on a business day, with a reason: paid at the day's rate, never overtime. */
export const paidTimeOff = pgTable(
  'paid_time_off',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    enteredById: text('entered_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('paid_time_off_user_day_idx').on(table.userId, table.day)],
);

/** Approved work weeks (ISO week names): their entries are locked. */
export const timeSheetWeeks = pgTable('time_sheet_weeks', {
  week: text('week').primaryKey(),
  approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  approvedById: text('approved_by_id').references(() => users._id, { onDelete: 'set null' }),
});

/** Re-encoded profile images, named by a random public name with their extension ("3f9c….png"). */
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  bytes: bytes('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const roles = pgTable('roles', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  permissions: text('permissions').array().notNull().default([]),
});

export const users = pgTable('users', {
  ...recordColumns,
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  mobile: text('mobile').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** None for a customer's portal account made by a sign-in link, until the customer sets one. */
  passwordHash: text('password_hash'),
  type: text('type', { enum: ['admin', 'csr', 'vendor', 'crew', 'customer'] }).notNull(),
  roleId: text('role_id')
    .notNull()
    .references(() => roles._id),
  vendorId: text('vendor_id'),
  crewId: text('crew_id'),
  customerId: text('customer_id'),
  dateOfBirth: date('date_of_birth'),
  dateOfJoining: date('date_of_joining'),
  address: text('address'),
  profileImage: text('profile_image'),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Failed sign-ins and wrong recovery codes, counted per subject ("account:<id>", "address:<ip>", "recovery:<id>")
 * in the database so that every API node sees the same counts.
 */
export const failureCounters = pgTable('failure_counters', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
