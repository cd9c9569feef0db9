// What a payment leaves the business once its refunds are given back, as every report and the dashboard count it
// (docs/reports.md): a refund gives back its share of the payment's tax (a whole refund gives all of it back), so a
// payment refunded in whole is worth nothing to the period it was billed in, never less.
import { type SQL, sql } from 'drizzle-orm';

/** The share of a tax (`pay`'s, or one of its lines') given back by the payment's refunds. */
export const refundedShare = (tax: SQL) =>
  sql`case when pay.amount_cents > 0 then floor(${tax}::numeric * pay.refunded_cents / pay.amount_cents) else 0 end`;

/** `pay`'s revenue net of tax and refunds: what was collected and kept, less the tax kept; at least 0. */
export const netRevenue = sql`greatest(0, pay.amount_cents - pay.refunded_cents - (pay.tax_cents - ${refundedShare(sql`pay.tax_cents`)}))`;
