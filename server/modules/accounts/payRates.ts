// Pay rates as dated rows (the accounts domain writes them): a change is a new row, so the rows are its history.
import { asc, desc, eq } from 'drizzle-orm';
import type { PayFields, PayRateRecord } from '../../../common/schemas/labour';
import { businessDay } from '../../../common/schemas/timeSheet';
import { payRates } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { rateOn } from './payRules';

type Row = typeof payRates.$inferSelect;

const toRecord = (row: Row): PayRateRecord => ({
  _id: row._id,
  payRateCents: row.payRateCents,
  effectiveFrom: row.effectiveFrom,
  overtimeExempt: row.overtimeExempt,
  employeeId: row.employeeId,
  setById: row.setById,
  createdAt: row.createdAt.toISOString(),
});

export async function payHistory(db: Executor, userId: string): Promise<PayRateRecord[]> {
  const rows = await db
    .select()
    .from(payRates)
    .where(eq(payRates.userId, userId))
    .orderBy(desc(payRates.effectiveFrom), desc(payRates.createdAt));
  return rows.map(toRecord);
}

/** The rate in effect today, or the first future one when none is yet. */
export async function currentPay(db: Executor, userId: string): Promise<PayRateRecord | null> {
  const rows = await db.select().from(payRates).where(eq(payRates.userId, userId)).orderBy(asc(payRates.effectiveFrom));
  const row = rateOn(rows, businessDay(new Date())) ?? rows[0];
  return row ? toRecord(row as Row) : null;
}

/** A new dated row; an omitted flag or employee id carries over from the rate in effect on that date. */
export async function setPay(db: Executor, userId: string, pay: PayFields, setById: string): Promise<void> {
  const effectiveFrom = pay.effectiveFrom ?? businessDay(new Date());
  const rows = await db.select().from(payRates).where(eq(payRates.userId, userId));
  const before = rateOn(rows, effectiveFrom);
  await db.insert(payRates).values({
    userId,
    effectiveFrom,
    payRateCents: pay.payRateCents,
    overtimeExempt: pay.overtimeExempt ?? before?.overtimeExempt ?? false,
    employeeId: pay.employeeId ?? before?.employeeId ?? null,
    setById,
  });
}
