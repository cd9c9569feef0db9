// What bench:scale counts in the database after each stage: the visits, payments and messages that should be there and
// are not (lost), and those there more than once (twice). Written against the schema's table objects, as the generator.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { crews, emailMessages, payments, properties, sandboxTransactions, services, textMessages, workLogs } from '../../server/db/schema';

async function number(db: Db, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: string | number | null }>(query);
  return Number(rows[0]?.n ?? 0);
}

/** Each started service's occurrences from `today` to `until` on its mow day, a working day, with no work log. */
export function unplannedWorkLogs(db: Db, today: string, until: string, weekendOffDays: readonly number[]) {
  const off = weekendOffDays.length
    ? sql`and extract(isodow from d) not in (${sql.join(
        weekendOffDays.map((day) => sql`${day}`),
        sql`, `,
      )})`
    : sql``;
  return number(
    db,
    sql`select count(*) as n from ${services} join ${properties} on ${properties._id} = ${services.propertyId}
      cross join generate_series(${today}::date, ${until}::date, interval '1 day') d
      where ${properties.status} = 'active' and ${services.status} = 'started' and extract(isodow from d) = ${services.mowDay} ${off}
        and not exists (select 1 from ${workLogs} where ${workLogs.serviceId} = ${services._id} and ${workLogs.plannedDate} = d::date)`,
  );
}

/** Occurrences of a series planned more than once from `today` on. */
export function doubledWorkLogs(db: Db, today: string) {
  return number(
    db,
    sql`select count(*) - count(distinct (${workLogs.serviceId}, ${workLogs.plannedDate})) as n from ${workLogs} where ${workLogs.date} >= ${today}`,
  );
}

export const workLogsOn = (db: Db, date: string, marketId?: string) =>
  number(
    db,
    sql`select count(*) as n from ${workLogs} join ${properties} on ${properties._id} = ${workLogs.propertyId}
      where ${workLogs.date} = ${date} ${marketId ? sql`and ${properties.marketId} = ${marketId}` : sql``}`,
  );

/** A crew's stops of the day without a route position, and positions two stops share. */
export async function routeCounts(db: Db, date: string) {
  const unrouted = await number(
    db,
    sql`select count(*) as n from ${workLogs} where ${workLogs.date} = ${date} and ${workLogs.crewId} is not null and ${workLogs.routePosition} is null`,
  );
  const shared = await number(
    db,
    sql`select count(*) - count(distinct (${workLogs.crewId}, ${workLogs.routePosition})) as n from ${workLogs}
      where ${workLogs.date} = ${date} and ${workLogs.crewId} is not null and ${workLogs.routePosition} is not null`,
  );
  return { lost: unrouted, twice: shared };
}

/** The day's visits completed without their payment: billing makes it once the completion has committed, after the answer. */
export const unbilledVisits = (db: Db, date: string) =>
  number(
    db,
    sql`select count(*) as n from ${workLogs} where ${workLogs.date} = ${date} and ${workLogs.status} = 'completed'
      and not exists (select 1 from ${payments} where ${payments.workLogId} = ${workLogs._id})`,
  );

/** The day's visits not completed, and completed without their payment; payments of one visit beyond the first. */
export async function crewDayCounts(db: Db, date: string) {
  const notDone = await number(
    db,
    sql`select count(*) as n from ${workLogs} where ${workLogs.date} = ${date} and ${workLogs.status} <> 'completed'`,
  );
  const unbilled = await unbilledVisits(db, date);
  const extraPayments = await number(
    db,
    sql`select count(*) - count(distinct ${payments.workLogId}) as n from ${payments} where ${payments.date} = ${date} and ${payments.workLogId} is not null`,
  );
  return { lost: notDone + unbilled, twice: extraPayments };
}

/** The day's payments not charged yet: waiting in the queue or at the gateway. */
export const pendingPayments = (db: Db, date: string) =>
  number(
    db,
    sql`select count(*) as n from ${payments} where ${payments.date} = ${date} and ${payments.status} in ('pending', 'in-progress')`,
  );

/** Payments of the day never tried; payments charged (approved) more than once at the gateway. */
export async function chargeCounts(db: Db, date: string) {
  const untried = await pendingPayments(db, date);
  const chargedTwice = await number(
    db,
    sql`select count(*) as n from (select split_part(${sandboxTransactions.idempotencyKey}, ':', 1) from ${sandboxTransactions}
      where ${sandboxTransactions.kind} = 'charge' and ${sandboxTransactions.approved} group by 1 having count(*) > 1) charged`,
  );
  const statuses = await db.execute<{ status: string; n: number }>(
    sql`select ${payments.status} as status, count(*)::int as n from ${payments} where ${payments.date} = ${date} group by 1 order by 1`,
  );
  return { lost: untried, twice: chargedTwice, statuses: Object.fromEntries(statuses.rows.map((row) => [row.status, row.n])) };
}

/** Messages still to go (queued, held for their turn or being retried), texts and e-mails together. */
export const waitingMessages = (db: Db) =>
  number(
    db,
    sql`select (select count(*) from ${textMessages} where ${textMessages.status} in ('queued', 'held', 'retrying', 'sending'))
      + (select count(*) from ${emailMessages} where ${emailMessages.status} in ('queued', 'retrying', 'sending')) as n`,
  );

/**
 * The day-before reminders of the visits on `visitDay`: one per visit and channel, sent, or dropped because the visit's
 * day came before its turn (`dayPassed`: a day's cap spent; it would have said "tomorrow"), else lost; and the
 * reminders recorded more than once (`twice`).
 */
export async function reminderCounts(db: Db, visitDay: string) {
  // A moment's key is `visit-eve:<work log>`, with its channel after it (`:sms`, `:email`).
  const count = (table: typeof textMessages | typeof emailMessages, channel: string, found: 'dayPassed' | 'neither') => {
    const reminder = sql`select 1 from ${table} where ${table.moment} = 'visit-eve:' || ${workLogs._id} || ${channel}`;
    const sent = sql`${reminder} and ${table.status} in ('sent', 'delivered')`;
    const dayPassed = sql`${reminder} and ${table.status} = 'dropped' and ${table.dropReason} = 'day_passed'`;
    const which = found === 'dayPassed' ? sql`exists (${dayPassed})` : sql`not exists (${sent}) and not exists (${dayPassed})`;
    return number(
      db,
      sql`select count(*) as n from ${workLogs} where ${workLogs.date} = ${visitDay} and ${workLogs.status} = 'pending' and ${which}`,
    );
  };
  const doubled = (table: typeof textMessages | typeof emailMessages) =>
    number(db, sql`select count(*) - count(distinct ${table.moment}) as n from ${table} where ${table.moment} like 'visit-eve:%'`);
  return {
    visits: await number(
      db,
      sql`select count(*) as n from ${workLogs} where ${workLogs.date} = ${visitDay} and ${workLogs.status} = 'pending'`,
    ),
    dayPassed: (await count(textMessages, ':sms', 'dayPassed')) + (await count(emailMessages, ':email', 'dayPassed')),
    lost: (await count(textMessages, ':sms', 'neither')) + (await count(emailMessages, ':email', 'neither')),
    twice: (await doubled(textMessages)) + (await doubled(emailMessages)),
  };
}

/** After a rain day and its undo: the scope's visits of the day not back on it. */
export const workLogsOffTheirDay = (db: Db, ids: readonly string[], date: string) =>
  ids.length
    ? number(
        db,
        sql`select count(*) as n from ${workLogs} where ${workLogs._id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${workLogs.date} <> ${date}`,
      )
    : Promise.resolve(0);

export async function crewIds(db: Db): Promise<string[]> {
  return (await db.select({ _id: crews._id }).from(crews).orderBy(crews.name)).map((row) => row._id);
}
