// The day before a visit: every visit planned tomorrow reminds its customer, in batches. Each node running the job at
// once claims the same moment keys, so between them each reminder goes once per channel. A treatment round's reminder
// is its own moment (which round, and how long to keep children and pets off the lawn), still one per visit.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, workLogs } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { addDays } from '../../lib/calendar';
import { outboundNow } from '../../lib/outboundClock';
import { roundNotices } from './treatmentFacts';
import { type Moment, momentCustomerColumns, sendMoments } from './moments';

const BATCH = 500;

/** Answers how many messages this run queued (the others were already sent, by an earlier run or another node). */
export async function remindTomorrowsVisits(app: FastifyInstance, today?: string): Promise<number> {
  const db = app.database.db;
  // The day counts on the clock the reminders' sends are timed by (the real one, but in bench:scale's drains).
  const tomorrow = addDays(today ?? (await businessToday(db, outboundNow())), 1);
  let after = '';
  let queued = 0;
  for (;;) {
    const rows = await db
      .select({ workLogId: workLogs._id, service: workLogs.serviceType, date: workLogs.date, customer: momentCustomerColumns })
      .from(workLogs)
      .innerJoin(customers, eq(customers._id, workLogs.customerId))
      .where(and(eq(workLogs.date, tomorrow), eq(workLogs.status, 'pending'), gt(workLogs._id, after)))
      .orderBy(asc(workLogs._id))
      .limit(BATCH);
    if (!rows.length) return queued;
    const rounds = await roundNotices(
      db,
      rows.filter((row) => row.service === 'treatment').map((row) => row.workLogId),
    );
    const sent = await sendMoments(
      app,
      rows.map((row): Moment => {
        const round = rounds.get(row.workLogId);
        return round
          ? {
              moment: 'treatment-eve',
              customer: row.customer,
              subjectId: row.workLogId,
              variables: { date: row.date, round: round.roundName, reentryHours: round.reentryHours },
            }
          : { moment: 'visit-eve', customer: row.customer, subjectId: row.workLogId, variables: { service: row.service, date: row.date } };
      }),
    );
    queued += sent.emails + sent.texts;
    after = rows[rows.length - 1].workLogId;
  }
}
