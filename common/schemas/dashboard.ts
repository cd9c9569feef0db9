// The dashboards' contract: the staff dashboard of one service day and its week, and a vendor's week (docs/dashboard.md).
import { z } from 'zod';
import { calendarDate, recordId } from './fields';
import { BILLING_GROUP_NAMES, type BillingGroup } from './payment';
import { CUSTOMER_SOURCES } from './property';

/** `date`: the header's service date; the business's today when left out. */
export const dashboardQuery = z.object({ date: calendarDate().optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Staff name the vendor; a vendor always reads its own. */
export const vendorDashboardQuery = dashboardQuery.extend({ vendorId: recordId().optional() });
export type VendorDashboardQuery = z.infer<typeof vendorDashboardQuery>;

const span = z.object({ from: z.string(), to: z.string() });

/** A crew's work logs of one day by status (cancelled ones are left out: no crew time). */
export const crewDayCounts = z.object({
  crewId: z.string().nullable(),
  crewName: z.string().nullable(),
  vendorName: z.string().nullable(),
  completed: z.number(),
  started: z.number(),
  pending: z.number(),
  skipped: z.number(),
});
export type CrewDayCounts = z.infer<typeof crewDayCounts>;

/** Completed visits and what they billed (cents, refunds taken off); `revenueCents` is null without payment_list. */
const weekFigures = span.extend({ visits: z.number(), revenueCents: z.number().nullable() });

/** The week against the week before and the same week a year before (52 weeks back: same week days). */
export const weekComparison = z.object({
  current: weekFigures,
  lastWeek: weekFigures,
  lastYear: weekFigures,
  /** Monday to Sunday: day 1 … 7 of each week. */
  days: z.array(
    z.object({
      weekDay: z.number(),
      current: z.number(),
      lastWeek: z.number(),
      lastYear: z.number(),
      currentRevenueCents: z.number().nullable(),
      lastWeekRevenueCents: z.number().nullable(),
      lastYearRevenueCents: z.number().nullable(),
    }),
  ),
});
export type WeekComparison = z.infer<typeof weekComparison>;

const countAndAmount = z.object({ count: z.number(), amountCents: z.number() });

export const paymentGroups = z.object({
  /** The week's payments in each billing status group (failed counts in pending and in failed, as the spec's groups). */
  groups: z.array(countAndAmount.extend({ group: z.enum(BILLING_GROUP_NAMES as [BillingGroup, ...BillingGroup[]]) })),
  /** Everything still owed (the pending group) dated up to the week's end, whatever its week. */
  waiting: countAndAmount,
});
export type PaymentGroups = z.infer<typeof paymentGroups>;

export const newCustomers = z.object({
  total: z.number(),
  bySource: z.array(z.object({ source: z.enum(CUSTOMER_SOURCES), count: z.number() })),
  /** A customer with properties in two markets counts in both; `marketId` null: a property outside every market. */
  byMarket: z.array(z.object({ marketId: z.string().nullable(), marketName: z.string().nullable(), count: z.number() })),
});
export type NewCustomers = z.infer<typeof newCustomers>;

const propertyRef = { propertyId: z.string(), address: z.string(), customerName: z.string() };

export const dueReminders = z.object({
  total: z.number(),
  list: z.array(z.object({ _id: z.string(), date: z.string(), note: z.string(), priority: z.string(), ...propertyRef })),
});

export const assignedProperties = z.object({
  total: z.number(),
  list: z.array(z.object({ ...propertyRef, status: z.string() })),
});

export const waitingRequests = z.object({
  total: z.number(),
  list: z.array(z.object({ _id: z.string(), title: z.string(), createdAt: z.string() })),
});

/** A month of the owner's numbers (docs/reports.md "The owner's numbers"); a ratio is null when nothing divides it. */
const ownerMonth = z.object({
  /** The month's first day, yyyy-MM-dd. */
  period: z.string(),
  revenuePerManHourCents: z.number().nullable(),
  stopsPerCrewHour: z.number().nullable(),
  drivingPercent: z.number().nullable(),
  newCustomers: z.number(),
  lostCustomers: z.number(),
  revenuePerPropertyCents: z.number().nullable(),
  daysSalesOutstanding: z.number().nullable(),
});
export type OwnerMonth = z.infer<typeof ownerMonth>;

/** This month up to the service date against the whole month before. */
export const ownerNumbers = z.object({ thisMonth: ownerMonth, lastMonth: ownerMonth });
export type OwnerNumbers = z.infer<typeof ownerNumbers>;

/** Each part is null when the user's role lacks the key it needs (docs/dashboard.md). */
export const staffDashboard = z.object({
  date: z.string(),
  week: span,
  crewsToday: z.array(crewDayCounts).nullable(),
  weekComparison: weekComparison.nullable(),
  payments: paymentGroups.nullable(),
  newCustomers: newCustomers.nullable(),
  myReminders: dueReminders,
  myProperties: assignedProperties.nullable(),
  contactRequests: waitingRequests,
  signups: waitingRequests.nullable(),
  /** With payment_list: the owner's numbers of this month and the last. */
  ownerNumbers: ownerNumbers.nullable(),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;

export const vendorDashboard = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  date: z.string(),
  week: span,
  /** Per crew of the vendor and day of the week (days without work left out). */
  crewDays: z.array(crewDayCounts.omit({ vendorName: true }).extend({ date: z.string() })),
  /** The week's statement totals (what /vendor-statements lists line by line). */
  statement: z.object({ visits: z.number(), amountCents: z.number(), commissionCents: z.number(), vendorCents: z.number() }),
});
export type VendorDashboard = z.infer<typeof vendorDashboard>;
