// The stages of bench:scale's day, each through the API nodes as its users would (staff in the office, crews on their
// phones) or as the nodes' own jobs, then counted in the database: what is lost, what happened twice.
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RainDayPlan, RainDayResult } from '../../common/schemas/rainDay';
import type { CrewDay } from '../../common/schemas/crewDay';
import { BENCH_PASSWORD } from './business';
import {
  chargeCounts,
  crewDayCounts,
  crewIds,
  doubledWorkLogs,
  pendingPayments,
  reminderCounts,
  routeCounts,
  unbilledVisits,
  unplannedWorkLogs,
  workLogsOffTheirDay,
  workLogsOn,
} from './counts';
import type { Deployment } from './deployment';
import { atDefaultRates, beginDrain, drain, type Drain, type OutboundOptions, peak } from './drain';
import { type Answer, inPool, newKey, Tally, User } from './users';
import { domainEvents, markets, vendors } from '../../server/db/schema';
import { readSettings } from '../../server/lib/settings';
import { addDays, dateIn } from '../../server/lib/calendar';

export interface StageResult {
  stage: string;
  n: number;
  ms: number;
  p95Ms: number | null;
  errors: number;
  lost: number;
  twice: number;
  [detail: string]: unknown;
}

/** How many calls the office's screens have under way at once in the stages staff drive. */
const OFFICE_CONCURRENCY = 4;
/** How many crews' phones act at once: the day compressed into minutes, the machine's two cores shared. */
const CREW_CONCURRENCY = Number(process.env.BENCH_CREW_CONCURRENCY ?? 12);
/** The paced window of the crew day: how many times a real day's pace (`BENCH_CREW_PACE`), for how long. */
const PACE = Number(process.env.BENCH_CREW_PACE ?? 10);
const PACE_WINDOW_MS = Number(process.env.BENCH_CREW_PACE_SECONDS ?? 60) * 1000;
/** A crew's working day in the field, over which a real day's actions spread. */
const REAL_DAY_MS = 9 * 3_600_000;
/** One crew in ten (the first of every ten) is out of signal for the first half of its day, then replays its actions. */
const OFFLINE_EVERY = 10;
/** How long a stage waits for the nodes' queues (messages, charges) to empty before it counts what is left as lost. */
const WAIT_MS = Number(process.env.BENCH_WAIT_SECONDS ?? 600) * 1000;
const OUTBOX_TRIES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => Promise<boolean>, timeoutMs = WAIT_MS): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(250);
  }
  return false;
}

const result = (
  stage: string,
  deployment: Deployment,
  started: number,
  tally: Tally | null,
  counts: { lost: number; twice: number },
  extra = {},
) => ({
  stage,
  n: deployment.size,
  ms: Math.round(performance.now() - started),
  p95Ms: tally?.p95() ?? null,
  errors: tally?.errors ?? 0,
  lost: counts.lost,
  twice: counts.twice,
  ...extra,
  ...(tally?.failures.length ? { failures: tally.failures } : {}),
});

/** The texts that reached the fake Twilio since the `from`-th, each as its number and words: one twice is a text sent twice. */
const textsSince = (deployment: Deployment, from: number) =>
  deployment.texts.requests.slice(from).map((request) => `${request.form.To} ${request.form.Body}`);

interface JobRow {
  state: string;
  ms: number | null;
}

/** The job `name` last run by the nodes (pg-boss's own table): its state and how long it ran. */
async function lastJob(deployment: Deployment, name: string, id?: string): Promise<JobRow | null> {
  const { rows } = await deployment.database.db.$client.query<JobRow>(
    `select state, extract(epoch from completed_on - started_on) * 1000 as ms from pgboss.job
     where name = $1 and ($2::uuid is null or id = $2::uuid) order by created_on desc limit 1`,
    [name, id ?? null],
  );
  return rows[0] ?? null;
}

/** The horizon fill the nodes ran at start-up (the nightly job's work): its own time, as pg-boss recorded it. */
export async function horizonFill(deployment: Deployment): Promise<StageResult> {
  const started = performance.now();
  await until(async () => ['completed', 'failed'].includes((await lastJob(deployment, 'horizon-fill'))?.state ?? ''));
  const job = await lastJob(deployment, 'horizon-fill');
  const { db } = deployment.database;
  return {
    ...result('horizon-fill', deployment, started, null, {
      lost: await unplannedWorkLogs(db, deployment.today, deployment.until, deployment.weekendOffDays),
      twice: await doubledWorkLogs(db, deployment.today),
    }),
    ms: Math.round(job?.ms ?? performance.now() - started),
    errors: job?.state === 'completed' ? 0 : 1,
    visitsToday: await workLogsOn(db, deployment.today),
  };
}

export async function signedInStaff(deployment: Deployment, index: number): Promise<User> {
  const user = new User(deployment.nodes[index % deployment.nodes.length], deployment.staffUsernames[index]);
  await user.signIn(BENCH_PASSWORD, 'admin');
  return user;
}

/** Generate Route for every crew's day, as the office does each morning. */
export async function generateRoutes(deployment: Deployment, office: User[]): Promise<StageResult> {
  const started = performance.now();
  const tally = new Tally();
  const crews = await crewIds(deployment.database.db);
  await inPool(crews, OFFICE_CONCURRENCY, async (crewId, index) => {
    tally.record(
      await office[index % office.length].call('POST', '/work-logs/route', { crewId, date: deployment.today }),
      `route ${crewId}`,
    );
  });
  return result('routes', deployment, started, tally, await routeCounts(deployment.database.db, deployment.today));
}

/** The balance proposal of each vendor's day (read only: staff look before they move a stop). */
export async function balanceVendors(deployment: Deployment, office: User[]): Promise<StageResult> {
  const { db } = deployment.database;
  const started = performance.now();
  const tally = new Tally();
  const before = await workLogsOn(db, deployment.today);
  const vendorIds = (await db.select({ _id: vendors._id }).from(vendors)).map((row) => row._id);
  await inPool(vendorIds, OFFICE_CONCURRENCY, async (vendorId, index) => {
    tally.record(
      await office[index % office.length].call('POST', '/work-logs/balance/preview', { vendorId, date: deployment.today }),
      `balance ${vendorId}`,
    );
  });
  const after = await workLogsOn(db, deployment.today);
  return result('balance', deployment, started, tally, { lost: Math.max(0, before - after), twice: Math.max(0, after - before) });
}

/** Where the outbound clock starts the day-before job (its cron's hour) and the rain day's morning. */
const REMINDERS_HOUR = 9;
const RAIN_DAY_HOUR = 6;
/**
 * How many times as fast as the real clock the outbound clock runs through the crew day and the charges, the gateway
 * held to its default calls a second on it (BENCH_GATEWAY_SPEED; docs/scaling.md "Outbound at real rates").
 */
const GATEWAY_SPEED = Number(process.env.BENCH_GATEWAY_SPEED ?? 5);

/** A drain's figures on its stage's line (its twice and timedOut go to the stage's twice and lost). */
const drainFigures = ({ twice: _twice, timedOut: _timedOut, ...figures }: Drain) => figures;

/**
 * The day-before job, sent to the nodes' queue as its tick does, until every text and e-mail has gone at the default
 * rates (10DLC's lowest tier, a mail server's) on the outbound clock; one more node works the queues and is killed
 * half-way through.
 */
export async function dayBeforeReminders(deployment: Deployment, outbound: OutboundOptions): Promise<StageResult> {
  const { db } = deployment.database;
  const started = performance.now();
  const restore = await atDefaultRates(db, 'messages', outbound);
  const worker = await deployment.startWorker();
  const start = await beginDrain(deployment, REMINDERS_HOUR);
  // The job reminds the visits of the day after the clock's: the drain's day is the eve.
  const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
  const visitDay = addDays(dateIn(serviceCalendar.timeZone, new Date(start.at)), 1);
  const id = await deployment.boss.send('visit-eve', {});
  await until(async () => ['completed', 'failed'].includes((await lastJob(deployment, 'visit-eve', id ?? undefined))?.state ?? ''));
  const job = await lastJob(deployment, 'visit-eve', id ?? undefined);
  const drained = await drain(deployment, start, worker);
  await restore();
  const counts = await reminderCounts(db, visitDay);
  return {
    ...result('reminders', deployment, started, null, {
      lost: counts.lost + Number(drained.timedOut),
      twice: counts.twice + drained.twice,
    }),
    errors: job?.state === 'completed' ? 0 : 1,
    visitDay,
    visits: counts.visits,
    ...drainFigures(drained),
    dayPassed: counts.dayPassed,
  };
}

type Action = { method: 'POST' | 'PUT'; path: string; body?: object; key: string };
/** A crew's phone and its day: actions still to send, and those queued out of signal for the replay. */
type PhonePlan = { phone: User; actions: Action[]; queued: Action[] };

function stopActions(stop: CrewDay['stops'][number], at: { latitude: number; longitude: number }): Action[] {
  return [
    { method: 'POST', path: `/work-logs/${stop._id}/on-my-way`, key: newKey() },
    { method: 'PUT', path: `/work-logs/${stop._id}/status`, body: { action: 'start', ...at }, key: newKey() },
    { method: 'PUT', path: `/work-logs/${stop._id}/status`, body: { action: 'complete', ...at }, key: newKey() },
  ];
}

/**
 * Every crew's day from its phone: on my way, start and complete for each stop in route order, each with its
 * idempotency key. A crew out of signal queues its first half's actions and replays them when it is back, each twice
 * (the first answer lost on the way), as the crew app's outbox does; the repeat must answer what the first did.
 */
/** The window of the crew day the office's reads are marked with: its paced minute, or its closed loop. */
export type OfficeWindow = 'paced' | 'closed';

export async function crewsDay(
  deployment: Deployment,
  office?: { during<T>(work: () => Promise<T>, window?: OfficeWindow): Promise<T> },
): Promise<StageResult> {
  const { db } = deployment.database;
  const started = performance.now();
  const tally = new Tally();
  const paced = new Tally();
  const textsBefore = deployment.texts.requests.length;
  const phones = deployment.crewUsernames.map((username, index) => new User(deployment.nodes[index % deployment.nodes.length], username));
  let replayed = 0;
  let resent = 0;
  // The crew app's outbox: an answer that never came, or a 5xx, is sent again with the same key, a few seconds on.
  const send = async (phone: User, action: Action) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await phone.call(action.method, action.path, action.body, action.key);
      if (answer.status < 500 || attempt === OUTBOX_TRIES) return answer;
      resent += 1;
      await sleep(attempt * 1000);
    }
  };
  const plans: PhonePlan[] = [];
  await inPool(phones, CREW_CONCURRENCY, async (phone, index) => {
    await phone.signIn(BENCH_PASSWORD, 'crew');
    await phone.connect();
    const day = await phone.call('GET', '/crew/day');
    tally.record(day, 'crew day');
    const stops = day.status === 200 ? (day.body as { data: CrewDay }).data.stops : [];
    const at = { latitude: 30.27, longitude: -97.74 };
    const actions = [...stops].sort((a, b) => (a.routePosition ?? 0) - (b.routePosition ?? 0)).flatMap((stop) => stopActions(stop, at));
    const offline = index % OFFLINE_EVERY === 0;
    plans[index] = { phone, actions, queued: offline ? actions.splice(0, Math.ceil(actions.length / 2)) : [] };
  });
  const window = () => pacedWindow(plans, (phone, action) => send(phone, action), paced);
  const pace = office ? await office.during(window) : await window();
  // The closed loop: every phone's remaining actions, CREW_CONCURRENCY phones back to back, the nodes at their capacity.
  const closed = new Tally();
  const record: Tally['record'] = (...args) => {
    tally.record(...args);
    closed.record(...args);
  };
  const closedStarted = performance.now();
  const closedLoop = () =>
    inPool(plans, CREW_CONCURRENCY, async ({ phone, actions, queued }) => {
      for (const action of queued) {
        const first = await send(phone, action);
        const again = await send(phone, action);
        record(first, action.path);
        record(again, `${action.path} again`, (status) => status === first.status);
        replayed += 1;
      }
      for (const action of actions) record(await send(phone, action), action.path);
      phone.close();
    });
  await (office ? office.during(closedLoop, 'closed') : closedLoop());
  const closedMs = performance.now() - closedStarted;
  const texts = textsSince(deployment, textsBefore);
  // Each payment is made by billing's subscriber after its completion's answer: the last ones are given their moment.
  await until(async () => (await unbilledVisits(db, deployment.today)) === 0);
  const counts = await crewDayCounts(db, deployment.today);
  const stage = result(
    'crew-day',
    deployment,
    started,
    tally,
    { lost: counts.lost, twice: counts.twice + texts.length - new Set(texts).size },
    {
      actions: tally.times.length + paced.times.length,
      replayed,
      resent,
      socketEvents: phones.reduce((sum, phone) => sum + phone.socketEvents, 0),
      nodes: deployment.nodes.length,
      closedCrewP95Ms: closed.p95(),
      actionsPerSecond: Number(((closed.times.length * 1000) / closedMs).toFixed(1)),
      ...pace,
    },
  );
  const failures = [...((stage.failures as string[] | undefined) ?? []), ...paced.failures];
  return { ...stage, errors: stage.errors + paced.errors, ...(failures.length ? { failures } : {}) };
}

/**
 * The first `PACE_WINDOW_MS` of the crew day at `PACE` times a real day's pace (its actions spread over nine hours),
 * every online crew's phone taking its turn: each action is sent when its time comes, after the phone's previous one,
 * whether or not the others have answered. Its p95 is a crew's wait at that pace while the office reads; the closed
 * loop after it (12 phones acting back to back) measures what the nodes can do at most.
 */
async function pacedWindow(plans: PhonePlan[], send: (phone: User, action: Action) => Promise<Answer>, paced: Tally) {
  const online = plans.filter((plan) => !plan.queued.length && plan.actions.length);
  const dayActions = plans.reduce((sum, plan) => sum + plan.actions.length + plan.queued.length, 0);
  const perMs = (PACE * dayActions) / REAL_DAY_MS;
  const count = Math.min(
    Math.floor(PACE_WINDOW_MS * perMs),
    online.reduce((sum, plan) => sum + plan.actions.length, 0),
  );
  if (!online.length || !count) return { pace: PACE, pacedActions: 0, pacedP95Ms: null };
  const lanes = new Map<User, Promise<unknown>>();
  const started = performance.now();
  for (let index = 0, turn = 0; index < count; turn++) {
    const plan = online[turn % online.length];
    const action = plan.actions.shift();
    if (!action) continue;
    const due = started + index / perMs;
    index += 1;
    await sleep(Math.max(0, due - performance.now()));
    const lane = (lanes.get(plan.phone) ?? Promise.resolve()).then(async () => paced.record(await send(plan.phone, action), action.path));
    lanes.set(plan.phone, lane);
  }
  await Promise.all(lanes.values());
  return { pace: PACE, pacedActions: paced.times.length, pacedP95Ms: paced.p95() };
}

/**
 * Holds the gateway to its default calls a second on the outbound clock, which runs GATEWAY_SPEED times as fast from
 * now (the crew day's start) to the charges' end; answers when on that clock, and how to put the bench's rate back.
 */
export async function atGatewayCap(deployment: Deployment): Promise<{ from: number; restore(): Promise<void> }> {
  const restore = await atDefaultRates(deployment.database.db, 'gateway');
  await deployment.clock.run(GATEWAY_SPEED);
  return {
    from: deployment.clock.now(),
    restore: async () => {
      await restore();
      await deployment.clock.run(1);
    },
  };
}

/**
 * The day's charges, queued as each visit was completed, worked by the nodes' charge queue against the sandbox gateway
 * at its calls a second (from `gatewayFrom` on the outbound clock): `drainMs` is the time on that clock from the
 * crews' last answer until no payment is pending.
 */
export async function endOfDayCharges(deployment: Deployment, gatewayFrom?: number): Promise<StageResult> {
  const { db } = deployment.database;
  const started = performance.now();
  const clockStarted = deployment.clock.now();
  await until(async () => (await pendingPayments(db, deployment.today)) === 0);
  const drainMs = Math.round(deployment.clock.now() - clockStarted);
  const counts = await chargeCounts(db, deployment.today);
  const { payments: rate } = await readSettings(db, ['payments']);
  return {
    ...result('charges', deployment, started, null, counts),
    payments: counts.statuses,
    ...(gatewayFrom !== undefined && {
      drainMs,
      callsPerSecond: rate.callsPerSecond,
      peakCallsPerSecond: await peak(db, 'gateway-second', gatewayFrom, deployment.clock.now()),
      speed: GATEWAY_SPEED,
    }),
  };
}

/** Milliseconds until no `workLogs.moved` event is left to deliver: the subscribers after a rain day's answer. */
async function followUp(db: Deployment['database']['db']): Promise<number> {
  const started = performance.now();
  await until(async () => {
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(and(eq(domainEvents.name, 'workLogs.moved'), isNull(domainEvents.deliveredAt)));
    return left.count === 0;
  });
  return Math.round(performance.now() - started);
}

/** Rain on one market tomorrow: preview, apply, then undo; every visit must be back on its day, none twice. */
export async function rainDay(deployment: Deployment, office: User, outbound: OutboundOptions): Promise<StageResult> {
  const { db } = deployment.database;
  const started = performance.now();
  const tally = new Tally();
  const restore = await atDefaultRates(db, 'messages', outbound);
  const start = await beginDrain(deployment, RAIN_DAY_HOUR);
  const [market] = await db.select({ _id: markets._id }).from(markets).orderBy(markets.name).limit(1);
  const before = await workLogsOn(db, deployment.tomorrow, market._id);
  const scope = { date: deployment.tomorrow, scope: 'market', scopeId: market._id };
  const preview = await office.call('POST', '/work-logs/rain-day/preview', scope);
  tally.record(preview, 'rain day preview');
  const plan = (preview.body as { data: RainDayPlan }).data;
  const apply = await office.call('POST', '/work-logs/rain-day/apply', { ...scope, fingerprint: plan?.fingerprint });
  tally.record(apply, 'rain day apply');
  const applied = (apply.body as { data: RainDayResult }).data;
  const moved = await workLogsOn(db, deployment.tomorrow, market._id);
  // What follows the answer (the customers' texts queued, the crew days re-planned): timed, and left to end before the undo.
  const applyFollowUpMs = await followUp(db);
  // The customers' texts and e-mails at the default rates; then the undo (on a day's evening of its own), and its own.
  const drained = await drain(deployment, start);
  const undoStart = await beginDrain(deployment, RAIN_DAY_HOUR + 12);
  const undo = applied ? await office.call('POST', `/work-logs/rain-day/${applied._id}/undo`, undefined) : null;
  if (undo) tally.record(undo, 'rain day undo');
  const undoFollowUpMs = await followUp(db);
  const undone = await drain(deployment, undoStart);
  await restore();
  const after = await workLogsOn(db, deployment.tomorrow, market._id);
  const ids = plan?.moves.map((move) => move.workLogId) ?? [];
  return result(
    'rain-day',
    deployment,
    started,
    tally,
    {
      lost:
        Math.max(0, before - after) +
        (await workLogsOffTheirDay(db, ids, deployment.tomorrow)) +
        Number(drained.timedOut || undone.timedOut),
      twice: Math.max(0, after - before) + drained.twice + undone.twice,
    },
    {
      visits: before,
      moved: before - moved,
      previewMs: Math.round(preview.ms),
      applyMs: Math.round(apply.ms),
      applyFollowUpMs,
      undoMs: undo && Math.round(undo.ms),
      undoFollowUpMs,
      ...drainFigures(drained),
      undoDrainMs: undone.drainMs,
      undoTexts: undone.texts,
      undoEmails: undone.emails,
    },
  );
}
