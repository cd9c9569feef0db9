// Invoices' pure rules (docs/billing.md "Invoices"): how far an issue reaches, the due day, which payments make one
// invoice, an invoice's balance and status, and its aging bucket. No I/O.
import type { AgingBucket } from '../../../common/invoices';
import { addDays, dayNumber } from '../../lib/calendar';

/** The last day whose visits an issue on `today` invoices: yesterday's month's end (monthly), or today (per visit). */
export function issueThrough(period: 'month' | 'visit', today: string): string {
  return period === 'visit' ? today : addDays(`${today.slice(0, 7)}-01`, -1);
}

export const dueOn = (issuedOn: string, termsDays: number) => addDays(issuedOn, termsDays);

interface Billable {
  paymentId: string;
  customerId: string;
  date: string;
}

/** One invoice per customer and month of their visits (monthly), or one per payment (per visit); oldest first. */
export function invoiceGroups<T extends Billable>(payments: readonly T[], period: 'month' | 'visit'): T[][] {
  const groups = new Map<string, T[]>();
  const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date) || a.paymentId.localeCompare(b.paymentId));
  for (const payment of sorted) {
    const key = period === 'visit' ? payment.paymentId : `${payment.customerId}|${payment.date.slice(0, 7)}`;
    groups.set(key, [...(groups.get(key) ?? []), payment]);
  }
  return [...groups.values()];
}

export type InvoiceStatus = 'open' | 'paid' | 'credited';

/** What is still owed, and so its status: credited by a credit note, paid when nothing is owed, else open. */
export function invoiceBalance(invoice: { totalCents: number }, receivedCents: number, credited: boolean) {
  const balanceCents = credited ? 0 : Math.max(0, invoice.totalCents - receivedCents);
  const status: InvoiceStatus = credited ? 'credited' : balanceCents === 0 ? 'paid' : 'open';
  return { balanceCents, status };
}

/**
 * The payments of an open invoice its customer may pay by card on the pay page: those still waiting (`manual`), when
 * together they are exactly what the invoice owes. A check received in part breaks that (the lines no longer say what
 * is owed): such an invoice is settled with the office, never charged beyond its balance.
 */
export function payableOnInvoice<T extends { status: string; amountCents: number }>(balanceCents: number, payments: readonly T[]): T[] {
  const waiting = payments.filter((payment) => payment.status === 'manual');
  const sum = waiting.reduce((total, payment) => total + payment.amountCents, 0);
  return balanceCents > 0 && sum === balanceCents ? waiting : [];
}

/** Days past the due day on `asOf`: current until due, then 1–30, 31–60, 61–90, over 90. */
export function agingBucket(dueDay: string, asOf: string): AgingBucket {
  const late = dayNumber(asOf) - dayNumber(dueDay);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}
