// An approved week's hours in QuickBooks: each entry the week counts becomes one `timeactivity` record when the week is
// approved (the accounts domain's `timeSheetWeek.approved`, after commit), sent by the pass as a TimeActivity naming
// the person's QuickBooks employee, once (its requestid). With a payroll item chosen for paid time off, each paid time
// off record of the week becomes a `paidtimeoff` record, a TimeActivity naming that item. A person not linked fails in
// words until linked. Reads accounts' time sheets through its door.
import { BUSINESS_TIME_ZONE } from '../../../common/schemas/timeSheet';
import type { Db } from '../../db/client';
import { accountingRecords } from '../../db/schema';
import { subscribe } from '../../lib/events';
import { approvedWeekEntryIds, approvedWeeksSince, approvedWeekTimeOffIds, countedEntriesOf, paidTimeOffOf } from '../accounts';
import { isConnected, readConnection } from './connection';
import { employeeLinksOf } from './employees';
import { paidTimeOffActivityOf, timeActivityOf } from './employeeRules';
import { requestIdOf } from './pushRules';
import type { Request } from './receiptRequests';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;

/**
 * Plans a TimeActivity per entry of the approved week, and per paid time off once a payroll item is chosen for it;
 * once: a record per company and entry or paid time off. Answers how many.
 */
export async function planTimeActivities(db: Db, week: string): Promise<number> {
  const connection = await readConnection(db);
  if (!isConnected(connection) || !connection.realmId) return 0;
  return planWeek(db, connection.realmId, week, Boolean(connection.accounts.paidTimeOffPayrollItemId));
}

/**
 * The weeks approved while QuickBooks was away (disconnected, or waiting for a reconnect), on or after the first day
 * the company pushes: their entries not planned yet are planned now, and their paid time off once a payroll item is
 * chosen for it. Run by the pass after a connect and on a sync; a record already planned is never planned again, so
 * each TimeActivity still goes once, with its one requestid.
 */
export async function planMissedTimeActivities(db: Db, realmId: string, pushFrom: string, withPaidTimeOff: boolean): Promise<number> {
  let added = 0;
  for (const week of await approvedWeeksSince(db, pushFrom)) added += await planWeek(db, realmId, week, withPaidTimeOff);
  return added;
}

/** A payroll item chosen for paid time off after weeks were approved: their paid time off is planned now. */
export async function planMissedPaidTimeOff(db: Db, realmId: string, pushFrom: string): Promise<number> {
  let added = 0;
  for (const week of await approvedWeeksSince(db, pushFrom))
    added += await planRecords(db, realmId, 'paidtimeoff', await approvedWeekTimeOffIds(db, week));
  return added;
}

async function planWeek(db: Db, realmId: string, week: string, withPaidTimeOff: boolean): Promise<number> {
  const planned = await planRecords(db, realmId, 'timeactivity', await approvedWeekEntryIds(db, week));
  return withPaidTimeOff ? planned + (await planRecords(db, realmId, 'paidtimeoff', await approvedWeekTimeOffIds(db, week))) : planned;
}

async function planRecords(db: Db, realmId: string, kind: 'timeactivity' | 'paidtimeoff', ids: string[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .insert(accountingRecords)
      .values(ids.slice(start, start + 500).map((id) => ({ realmId, kind, localId: id, requestId: requestIdOf(realmId, kind, id) })))
      .onConflictDoNothing()
      .returning({ id: accountingRecords._id });
    added += rows.length;
  }
  return added;
}

const clockTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(instant);

/**
 * Each pending record's request: `body` with the person's QuickBooks employee, or why it cannot go (its entry or paid
 * time off is gone, or the person has no QuickBooks employee).
 */
async function employeeRequests<T extends { userId: string }>(
  db: Db,
  realmId: string,
  records: AccountingRecordRow[],
  rows: Map<string, T>,
  body: (row: T, employeeId: string) => Request,
): Promise<Map<string, Request>> {
  const links = await employeeLinksOf(db, realmId, [...new Set([...rows.values()].map((row) => row.userId))]);
  const answers = new Map<string, Request>();
  for (const record of records) {
    const row = rows.get(record.localId);
    const employeeId = row && links.get(row.userId);
    if (!row) answers.set(record._id, { missing: 'server.accounting.failure.refused' });
    else if (!employeeId) answers.set(record._id, { missing: 'server.accounting.failure.employee_unmapped' });
    else answers.set(record._id, body(row, employeeId));
  }
  return answers;
}

/** The TimeActivity each pending entry's record asks for, or why it cannot go. */
export async function timeActivityRequestsOf(db: Db, realmId: string, records: AccountingRecordRow[]): Promise<Map<string, Request>> {
  const entries = await countedEntriesOf(
    db,
    records.map((record) => record.localId),
  );
  return employeeRequests(db, realmId, records, entries, (entry, employeeId) => ({
    entity: 'timeactivity',
    body: timeActivityOf({ ...entry, clockIn: clockTime(entry.clockIn), clockOut: clockTime(entry.clockOut) }, employeeId),
  }));
}

/**
 * The TimeActivity each pending paid time off record asks for, or why it cannot go: no payroll item chosen (it was
 * cleared after planning), or as an entry's.
 */
export async function paidTimeOffRequestsOf(
  db: Db,
  realmId: string,
  records: AccountingRecordRow[],
  payrollItemId: string | undefined,
): Promise<Map<string, Request>> {
  const timeOff = await paidTimeOffOf(
    db,
    records.map((record) => record.localId),
  );
  if (!payrollItemId)
    return new Map(
      records.map((record) => [
        record._id,
        { missing: timeOff.has(record.localId) ? 'server.accounting.failure.payroll_item_unmapped' : 'server.accounting.failure.refused' },
      ]),
    );
  return employeeRequests(db, realmId, records, timeOff, (row, employeeId) => ({
    entity: 'timeactivity',
    body: paidTimeOffActivityOf(row, employeeId, payrollItemId),
  }));
}

export const accountingSubscribers = [
  subscribe('timeSheetWeek.approved', "accounting: queues the week's hours for QuickBooks", (app, { week }) =>
    planTimeActivities(app.database.db, week),
  ),
];
