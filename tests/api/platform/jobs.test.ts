// Scheduled jobs on pg-boss: they start over the app's own PGlite and stop with the app, and follow a time zone saved
// in System Settings; on PostgreSQL two nodes run each scheduled tick once between them. The time-up reminder tells a crew once.
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { newsletterAudience } from '../../../common/schemas/newsletter';
import { newsletterRecipients, newsletters, notifications, services, workLogs } from '../../../server/db/schema';
import { resumeNewsletters } from '../../../server/modules/newsletters/queue';
import { notifyTimeUp } from '../../../server/modules/scheduling/timeUp';
import { JOB_SCHEMA, wakeOnSend } from '../../../server/plugins/jobs';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, emptyPostgresDatabase, signIn, type TestApp } from '../helpers';

const countOf = async (app: App, name: string) => {
  const result = await app.database.db.execute<{ state: string }>(sql.raw(`select state from ${JOB_SCHEMA}.job where name = '${name}'`));
  return result.rows.map((row) => row.state);
};

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('jobs over the app database', () => {
  let t: TestApp;
  let business: Business;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true, jobsPollSeconds: 1 });
    business = await buildBusiness(t.app);
  });
  afterAll(() => t?.close());

  it('fills the horizon once at start-up and runs the minute checks', async () => {
    expect(
      await eventually(
        () => countOf(t.app, 'horizon-fill'),
        (states) => states.includes('completed'),
      ),
    ).toEqual(['completed']);
    expect(
      await eventually(
        () => countOf(t.app, 'due-reminders'),
        (states) => states.includes('completed'),
      ),
    ).toContain('completed');
  });

  it('moves the cron to a time zone saved in System Settings, without a restart', async () => {
    // The zone column is what every node's cron check reads.
    const zones = async () =>
      Object.fromEntries(
        (
          await t.app.database.db.execute<{ name: string; timezone: string }>(sql.raw(`select name, timezone from ${JOB_SCHEMA}.schedule`))
        ).rows.map((row) => [row.name, row.timezone]),
      );
    expect(await zones()).toEqual({
      'horizon-fill': 'America/Chicago',
      'due-reminders': 'America/Chicago',
      'visit-eve': 'America/Chicago',
      'card-expiring': 'America/Chicago',
      'payment-reminders': 'America/Chicago',
      'bnb-time-up': 'America/Chicago',
      'idempotency-purge': 'America/Chicago',
      'payment-retries': 'America/Chicago',
      'payment-sweep': 'America/Chicago',
      'message-sweep': 'America/Chicago',
      'newsletter-sweep': 'America/Chicago',
      'database-upkeep': 'America/Chicago',
      'nightly-backup': 'America/Chicago',
      'import-files-purge': 'America/Chicago',
      'domain-events': 'America/Chicago',
      'quickbooks-push': 'America/Chicago',
      'invoices-issue': 'America/Chicago',
      'quote-follow-ups': 'America/Chicago',
      'crew-positions-prune': 'America/Chicago',
      'work-log-photos-prune': 'America/Chicago',
    });
    const { token } = await signIn(t.app, business.users.admin.username);
    const current = (await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: bearer(token) })).json().data.serviceCalendar;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: bearer(token),
      payload: { serviceCalendar: { ...current, timeZone: 'America/New_York' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await zones()).toEqual({
      'horizon-fill': 'America/New_York',
      'due-reminders': 'America/New_York',
      'visit-eve': 'America/New_York',
      'card-expiring': 'America/New_York',
      'payment-reminders': 'America/New_York',
      'bnb-time-up': 'America/New_York',
      'idempotency-purge': 'America/New_York',
      'payment-retries': 'America/New_York',
      'payment-sweep': 'America/New_York',
      'message-sweep': 'America/New_York',
      'newsletter-sweep': 'America/New_York',
      'database-upkeep': 'America/New_York',
      'nightly-backup': 'America/New_York',
      'import-files-purge': 'America/New_York',
      'domain-events': 'America/New_York',
      'quickbooks-push': 'America/New_York',
      'invoices-issue': 'America/New_York',
      'quote-follow-ups': 'America/New_York',
      'crew-positions-prune': 'America/New_York',
      'work-log-photos-prune': 'America/New_York',
    });
    expect((await t.app.jobs.getSchedules()).find((schedule) => schedule.name === 'horizon-fill')?.cron).toBe('15 0 * * *');
  });

  it('takes up a newsletter left sending that no run holds (its retries ran out), and finishes it', async () => {
    const db = t.app.database.db;
    const { customer, property } = await addCustomer(db, business.market._id, { marketingOptIn: true });
    const [stalled] = await db
      .insert(newsletters)
      .values({
        subject: 'Hi {{firstName}}',
        htmlBody: '<p>Hi</p>',
        alterBody: 'Hi',
        audience: newsletterAudience.parse({}),
        siteAddress: 'http://localhost',
        leaseOwner: 'dead-run',
        leaseUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await db.insert(newsletterRecipients).values({
      newsletterId: stalled._id,
      customerId: customer._id,
      propertyId: property._id,
      name: customer.firstName,
      email: customer.email,
    });
    expect(await resumeNewsletters(t.app)).toBeGreaterThanOrEqual(1);
    const status = async () =>
      (await db.select({ status: newsletters.status }).from(newsletters).where(eq(newsletters._id, stalled._id)))[0].status;
    expect(await eventually(status, (value) => value === 'completed')).toBe('completed');
    expect(
      await db
        .select({ status: newsletterRecipients.status })
        .from(newsletterRecipients)
        .where(eq(newsletterRecipients.newsletterId, stalled._id)),
    ).toEqual([{ status: 'sent' }]);
  });
});

describe('a job sent to a queue this node works', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Polled every 60 s: the workers fetched once at start and now sleep, so only a wake gets a job worked sooner.
    t = await createTestApp({ jobs: true, jobsPollSeconds: 60 });
  });
  afterAll(() => t?.close());
  const done = (states: string[]) => states.includes('completed');

  it('is worked at once, sent or inserted, rather than at the next poll', async () => {
    await t.app.jobs.send('idempotency-purge', {});
    expect(await eventually(() => countOf(t.app, 'idempotency-purge'), done, 20_000)).toEqual(['completed']);
    await t.app.jobs.insert([{ name: 'idempotency-purge' }]);
    expect(
      await eventually(
        () => countOf(t.app, 'idempotency-purge'),
        (states) => states.every((state) => state === 'completed'),
        20_000,
      ),
    ).toEqual(['completed', 'completed']);
  });
});

describe('wakeOnSend', () => {
  // A stand-in for pg-boss with its own workers, so that no other job of a running app wakes a worker meanwhile.
  function fakeBoss() {
    let next = 0;
    const woken: string[] = [];
    const boss = {
      work: async (name: string) => `${name}#${next++}`,
      // pg-boss answers null for a send it refused (a singleton already queued).
      send: async (_name: unknown, data?: { refuse?: boolean }) => (data?.refuse ? null : 'job-id'),
      insert: async () => undefined,
      notifyWorker: (id: string) => void woken.push(id),
    };
    wakeOnSend(boss as unknown as PgBoss);
    return { boss: boss as unknown as PgBoss, woken };
  }

  it('wakes every worker of the queue a due job was sent to, and only those', async () => {
    const { boss, woken } = fakeBoss();
    await boss.work('texts', async () => undefined);
    await boss.work('texts', async () => undefined);
    await boss.work('mail', async () => undefined);
    await boss.send('texts', {});
    expect(woken).toEqual(['texts#0', 'texts#1']);
    await boss.send({ name: 'mail', data: {} });
    await boss.insert([{ name: 'mail' }, { name: 'mail' }, { name: 'nobody-works-this' }]);
    expect(woken).toEqual(['texts#0', 'texts#1', 'mail#2', 'mail#2']);
  });

  it('wakes nobody for a job due later or a send that was refused', async () => {
    const { boss, woken } = fakeBoss();
    await boss.work('texts', async () => undefined);
    await boss.send('texts', {}, { startAfter: 60 });
    await boss.send('texts', {}, { startAfter: '90' });
    await boss.send('texts', {}, { startAfter: new Date(Date.now() + 60_000) });
    await boss.insert([{ name: 'texts', startAfter: new Date(Date.now() + 60_000) }]);
    await boss.send('texts', { refuse: true });
    expect(woken).toEqual([]);
    await boss.send('texts', {}, { startAfter: 0 });
    await boss.send('texts', {}, { startAfter: new Date(Date.now() - 1_000) });
    expect(woken).toEqual(['texts#0', 'texts#0']);
  });
});

describe('the bush and bed time-up reminder', () => {
  let t: TestApp;
  let business: Business;
  beforeAll(async () => {
    t = await createTestApp();
    business = await buildBusiness(t.app);
  });
  afterAll(() => t.close());

  it('tells the crew once when the cap minus the reminder has passed, counting granted extra minutes', async () => {
    const db = t.app.database.db;
    const {
      users: { crew: crewUser },
      crew,
      property,
    } = business;
    const [service] = await db
      .insert(services)
      .values({
        customerId: property.customerId,
        propertyId: property._id,
        type: 'bnb',
        frequency: -1,
        price: 80,
        startDate: '2026-11-23',
        timeCapHours: 1,
      })
      .returning();
    const now = new Date('2026-11-23T16:00:00Z');
    // Started 40 minutes ago with 1 hour and 10 extra minutes: 30 left, the default reminder is 30 minutes.
    const [log] = await db
      .insert(workLogs)
      .values({
        propertyId: property._id,
        customerId: property.customerId,
        serviceId: service._id,
        serviceType: 'bnb',
        crewId: crew._id,
        date: '2026-11-23',
        plannedDate: '2026-11-23',
        status: 'started',
        startedAt: new Date(now.getTime() - 40 * 60_000),
        timeCapHours: 1,
        extraTimeGrantedMinutes: 10,
        price: 80,
      })
      .returning();
    const reminders = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, crewUser._id), eq(notifications.type, 'bnb-service-time-up-reminder')));

    expect(await notifyTimeUp(t.app.notifier, new Date(now.getTime() - 60_000))).toBe(0);
    expect(await reminders()).toHaveLength(0);
    expect(await notifyTimeUp(t.app.notifier, now)).toBe(1);
    expect(await notifyTimeUp(t.app.notifier, new Date(now.getTime() + 60_000))).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].message).toBe('30 minutes left on the time cap.');
    const [after] = await db.select().from(workLogs).where(eq(workLogs._id, log._id));
    expect(after.timeUpRemindedAt?.toISOString()).toBe(now.toISOString());
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two nodes sharing PostgreSQL', () => {
  let first: TestApp;
  let second: App;

  beforeAll(async () => {
    // Start early in a minute, so the test's window holds one tick of the every-minute jobs.
    const second_ = new Date().getUTCSeconds();
    if (second_ > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second_) * 1000));
    first = await createTestApp({ jobs: true, jobsPollSeconds: 1 });
    second = await buildApp({ ...first.config });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs each scheduled job once per tick between them', async () => {
    const ran = (name: string) =>
      eventually(
        () => countOf(first.app, name),
        (states) => states.length > 0 && states.every((state) => state === 'completed'),
      );
    expect(await ran('due-reminders')).toEqual(['completed']);
    expect(await ran('bnb-time-up')).toEqual(['completed']);
    // Both nodes keep checking the cron table every second for a while: still one job per queue in this minute.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await countOf(second, 'due-reminders')).toEqual(['completed']);
    expect(await countOf(second, 'bnb-time-up')).toEqual(['completed']);
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('two nodes starting at once on a new database', () => {
  it('both start: one migrates and creates the job tables, the other finds them made', async () => {
    const fresh = await emptyPostgresDatabase({ jobs: true, jobsPollSeconds: 1 });
    const nodes: App[] = [];
    try {
      const started = await Promise.allSettled([buildApp(fresh.config), buildApp(fresh.config)]);
      for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
      const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
      const applied = await nodes[0].database.db.execute<{ count: string }>(sql`select count(*) from drizzle.__drizzle_migrations`);
      expect(Number(applied.rows[0].count)).toBe(journal.entries.length);
      const queues = await nodes[1].database.db.execute<{ name: string }>(sql.raw(`select name from ${JOB_SCHEMA}.queue`));
      expect(queues.rows.map((row) => row.name)).toContain('horizon-fill');
      for (const node of nodes) expect((await node.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      for (const node of nodes) await node.close();
      await fresh.drop();
    }
  }, 120_000);
});
