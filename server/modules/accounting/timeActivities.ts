// An approved week's hours in QuickBooks: each entry the week counts becomes one `timeactivity` record when the week is
// approved (the accounts domain's `timeSheetWeek.approved`, after commit), sent by the pass as a TimeActivity naming
// the person's QuickBooks employee, once (its requestid). A person not linked fails in words until linked. Reads
// accounts' time sheets through its door.
import { BUSINESS_TIME_ZONE } from '../../../common/schemas/timeSheet';
import type { Db } from '../../db/client';
import { accountingRecords } from '../../db/schema';
import { subscribe } from '../../lib/events';
import { approvedWeekEntryIds, approvedWeeksSince, countedEntriesOf } from '../accounts';
import { isConnected, readConnection } from './connection';
import { employeeLinksOf } from './employees';
import { timeActivityOf } from './employeeRules';
import { requestIdOf } from './pushRules';
import type { Request } from './receiptRequests';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;

/** Plans a TimeActivity per entry of the approved week (once: a record per company and entry); answers how many. */
export async function planTimeActivities(db: Db, week: string): Promise<number> {
  const connection = await readConnection(db);
  if (!isConnected(connection) || !connection.realmId) return 0;
  return planWeek(db, connection.realmId, week);
}

/**
 * The weeks approved while QuickBooks was away (disconnected, or waiting for a reconnect), on or after the first day
 * the company pushes: their entries not planned yet are planned now. Run by the pass after a connect and on a sync;
 * an entry already planned is never planned again, so each TimeActivity still goes once, with its one requestid.
 */
export async function planMissedTimeActivities(db: Db, realmId: string, pushFrom: string): Promise<number> {
  let added = 0;
  for (const week of await approvedWeeksSince(db, pushFrom)) added += await planWeek(db, realmId, week);
  return added;
}

async function planWeek(db: Db, realmId: string, week: string): Promise<number> {
  const ids = await approvedWeekEntryIds(db, week);
  let added = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .insert(accountingRecords)
      .values(
        ids
          .slice(start, start + 500)
          .map((id) => ({ realmId, kind: 'timeactivity' as const, localId: id, requestId: requestIdOf(realmId, 'timeactivity', id) })),
      )
      .onConflictDoNothing()
      .returning({ id: accountingRecords._id });
    added += rows.length;
  }
  return added;
}

const clockTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(instant);

/** The TimeActivity each pending record asks for, or why it cannot go (the person has no QuickBooks employee). */
export async function timeActivityRequestsOf(db: Db, realmId: string, records: AccountingRecordRow[]): Promise<Map<string, Request>> {
  const entries = await countedEntriesOf(
    db,
    records.map((record) => record.localId),
  );
  const links = await employeeLinksOf(db, realmId, [...new Set([...entries.values()].map((entry) => entry.userId))]);
  const answers = new Map<string, Request>();
  for (const record of records) {
    const entry = entries.get(record.localId);
    const employeeId = entry && links.get(entry.userId);
    if (!entry || !employeeId) {
      answers.set(record._id, { missing: entry ? 'server.accounting.failure.employee_unmapped' : 'server.accounting.failure.refused' });
      continue;
    }
    answers.set(record._id, {
      entity: 'timeactivity',
      body: timeActivityOf({ ...entry, clockIn: clockTime(entry.clockIn), clockOut: clockTime(entry.clockOut) }, employeeId),
    });
  }
  return answers;
}

export const accountingSubscribers = [
  subscribe('timeSheetWeek.approved', "accounting: queues the week's hours for QuickBooks", (app, { week }) =>
    planTimeActivities(app.database.db, week),
  ),
];
