// A vendor's charged visits in a period, with the amount, the business's commission and what the vendor earns
// (statementRoutes.ts serves it).
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { PaymentStatus } from '../../../common/schemas/payment';
import type { VendorStatement } from '../../../common/schemas/paymentRecord';
import { crews, payments, properties, vendors, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';

/** Money the business took for the visit: charged through the gateway or received by hand, refunded or not. */
export const STATEMENT_STATUSES: readonly PaymentStatus[] = ['success', 'refund-success'];

/** What the vendor earns of a payment: the amount before tax, less the commission and what was refunded, never below zero. */
export function vendorShare(payment: { amountCents: number; taxCents: number; commissionCents: number; refundedCents: number }): number {
  return Math.max(0, payment.amountCents - payment.taxCents - payment.commissionCents - payment.refundedCents);
}

export async function readStatement(db: Executor, vendorId: string, from: string, to: string): Promise<VendorStatement> {
  const [vendor] = await db.select({ companyName: vendors.companyName }).from(vendors).where(eq(vendors._id, vendorId));
  if (!vendor) throw notFound('vendor');
  const rows = await db
    .select({ payment: payments, address: properties.address, crewName: crews.name })
    .from(payments)
    .innerJoin(workLogs, eq(workLogs._id, payments.workLogId))
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .where(
      and(
        eq(payments.vendorId, vendorId),
        isNotNull(payments.workLogId),
        gte(payments.date, from),
        lte(payments.date, to),
        inArray(payments.status, [...STATEMENT_STATUSES]),
      ),
    )
    .orderBy(asc(payments.date), asc(properties.address), asc(payments._id));
  const lines = rows.map(({ payment, address, crewName }) => ({
    paymentId: payment._id,
    workLogId: payment.workLogId,
    date: payment.date,
    address,
    item: payment.item,
    crewName,
    status: payment.status,
    amountCents: payment.amountCents,
    commissionCents: payment.commissionCents,
    vendorCents: vendorShare(payment),
  }));
  const total = (field: 'amountCents' | 'commissionCents' | 'vendorCents') => lines.reduce((sum, line) => sum + line[field], 0);
  return {
    vendorId,
    companyName: vendor.companyName,
    from,
    to,
    lines,
    totals: {
      visits: lines.length,
      amountCents: total('amountCents'),
      commissionCents: total('commissionCents'),
      vendorCents: total('vendorCents'),
    },
  };
}
