// Completing a stop answers after its own write (issue 68): the visit's state, its history and its outbox event in one
// short transaction, the answer built from what it read and wrote; the visit page, billing's payment, the customer's
// "visit done", the charge, the referral count and the staff's screens follow from `workLog.completed` once the crew has
// its answer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textMessages, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { afterAll, beforeAll } from 'vitest';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, injectAnswer, signIn, type TestApp } from '../helpers';

/** No jobs: the statements counted are the request's and its deliveries' only. */
const h = {} as { t: TestApp; business: Business };
beforeAll(async () => {
  h.t = await createTestApp();
  h.business = await buildBusiness(h.t.app);
});
afterAll(() => h.t.close());
const db = () => h.t.app.database.db;

/** A customer who takes texts, with one mow started today by the fixture's crew. */
async function startedWorkLog(status: 'started' | 'pending' = 'started', routePosition: number | null = null) {
  const { customer, property, service } = await addCustomer(db(), h.business.market._id, {
    mobile: '5125561234',
    email: 'done@example.com',
  });
  const date = await businessToday(db());
  const [visit] = await db()
    .insert(workLogs)
    .values({
      propertyId: property._id,
      customerId: customer._id,
      serviceId: service._id,
      serviceType: 'mow',
      vendorId: h.business.crew.vendorId,
      crewId: h.business.crew._id,
      date,
      plannedDate: date,
      price: 45,
      status,
      routePosition,
    })
    .returning();
  return { customer, visit };
}

/** Every statement the app's database runs from now on, as drizzle issues it (transactions' begin and commit included). */
function recordStatements() {
  const session = (db() as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const before = { logger: session.logger, options: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  return {
    statements,
    stop() {
      session.logger = before.logger;
      session.options.logger = before.options;
    },
  };
}

describe('completing a stop', () => {
  it('answers after at most 8 statements, and the customer then hears "visit done" once', async () => {
    const { token } = await signIn(h.t.app, h.business.users.crew.username, 'crew');
    const { customer, visit } = await startedWorkLog();
    const recorded = recordStatements();
    const answer = await injectAnswer(h.t.app, {
      method: 'PUT',
      url: `/api/v1/work-logs/${visit._id}/status`,
      headers: bearer(token),
      // Where the phone was, as a crew's phone sends it: kept with the visit, one statement more.
      payload: { action: 'complete', latitude: 30.2672, longitude: -97.7431, accuracyM: 12 },
    });
    const beforeAnswer = [...recorded.statements];
    recorded.stop();
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json().data).toMatchObject({ _id: visit._id, status: 'completed' });
    // The embedded database keeps no copy of the settings (server/lib/keptSettings.ts): its reads of them are extra.
    const settingsReads = beforeAnswer.filter((statement) => statement.startsWith('select "key", "value", "updated_at" from "settings"'));
    const kept = h.t.app.database.kind === 'pglite' ? settingsReads.length : 0;
    expect(beforeAnswer.length - kept, beforeAnswer.join('\n')).toBeLessThanOrEqual(8);

    await h.t.app.events.delivered();
    const [row] = await db().select().from(workLogs).where(eq(workLogs._id, visit._id));
    expect(row.status).toBe('completed');
    // Built from what the change read and wrote, the answer is the detail as read afterwards.
    const detail = await injectAnswer(h.t.app, { method: 'GET', url: `/api/v1/work-logs/${visit._id}`, headers: bearer(token) });
    expect(answer.json().data).toEqual(detail.json());
    expect(detail.json()).toMatchObject({ history: [{ action: 'status-changed' }], positions: [{ action: 'complete', accuracyM: 12 }] });
    const texts = await db().select({ moment: textMessages.moment }).from(textMessages).where(eq(textMessages.customerId, customer._id));
    expect(texts.map((text) => text.moment!.split(':')[0])).toEqual(['visit-done']);
  }, 120_000);

  it('answers a skip, whose day is put in order again, as its detail reads afterwards', async () => {
    const { token } = await signIn(h.t.app, h.business.users.crew.username, 'crew');
    const { visit } = await startedWorkLog('pending', 1);
    await startedWorkLog('pending', 2);
    const answer = await injectAnswer(h.t.app, {
      method: 'PUT',
      url: `/api/v1/work-logs/${visit._id}/status`,
      headers: bearer(token),
      payload: { action: 'skip', reason: 'Gate locked' },
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    await h.t.app.events.delivered();
    const detail = await injectAnswer(h.t.app, { method: 'GET', url: `/api/v1/work-logs/${visit._id}`, headers: bearer(token) });
    expect(answer.json().data).toEqual(detail.json());
  }, 120_000);
});
