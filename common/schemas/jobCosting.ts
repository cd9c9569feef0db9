// Job costing (docs/labour.md "Job costing"): each completed visit's revenue beside its share of the crew's clocked
// cost and the products applied, grouped by visit, property, crew, service or vendor. Cents and whole minutes.
import { z } from 'zod';
import { calendarDate, recordId } from './fields';

export const JOB_COSTING_GROUPS = ['visit', 'property', 'crew', 'service', 'vendor'] as const;
export type JobCostingGroup = (typeof JOB_COSTING_GROUPS)[number];
export const JOB_COSTING_RANGE = 'validation.time_sheet.job_costing_range';
/** The longest period one report reads. */
export const JOB_COSTING_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

export const jobCostingQuery = z
  .object({
    from: calendarDate(),
    to: calendarDate(),
    groupBy: z.enum(JOB_COSTING_GROUPS).default('property'),
    /** Only this property's visits (the property view's card), or this crew's. */
    propertyId: recordId().optional(),
    crewId: recordId().optional(),
    /**
     * The least profitable rows first; `limit` keeps that many (the dashboard's card, a page of the report) after
     * skipping `offset`; the totals and `rowCount` still count all.
     */
    limit: z.coerce.number().int().min(1).max(100_000).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** The CSV's header language. */
    language: z.enum(['en', 'es']).default('en'),
  })
  .refine(({ from, to }) => to >= from && (Date.parse(to) - Date.parse(from)) / DAY_MS < JOB_COSTING_MAX_DAYS, {
    message: JOB_COSTING_RANGE,
    path: ['to'],
  });
export type JobCostingQuery = z.infer<typeof jobCostingQuery>;

const figures = {
  revenueCents: z.number().int(),
  laborMinutes: z.number().int(),
  laborCostCents: z.number().int(),
  materialsCostCents: z.number().int(),
  marginCents: z.number().int(),
  /** Margin over revenue in percent, one decimal; null with no revenue. */
  marginPercent: z.number().nullable(),
};

export const jobCostingRow = z.object({
  key: z.string(),
  name: z.string(),
  /** Completed visits in the row. */
  visits: z.number().int(),
  ...figures,
});
export type JobCostingRow = z.infer<typeof jobCostingRow>;

export const jobCostingReport = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(JOB_COSTING_GROUPS),
  rows: z.array(jobCostingRow),
  /** How many rows the period has, before `offset` and `limit`. */
  rowCount: z.number().int(),
  /** Every row's sum (also of rows cut by `limit`). */
  totals: z.object({ visits: z.number().int(), ...figures }),
  /** Crew-days clocked with no completed visit to carry them: their cost is in no row. */
  unallocated: z.object({ laborMinutes: z.number().int(), laborCostCents: z.number().int() }),
});
export type JobCostingReport = z.infer<typeof jobCostingReport>;
