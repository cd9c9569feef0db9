// Events nothing can lose (server/lib/events.ts): one given up is listed for the admin with its error and tried again
// on request; delivered rows are pruned after their retention; the events of one transaction are delivered in the
// order they were announced, a later one waiting while an earlier one is undelivered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURABLE_EVENTS } from '../../../common/events';
import { domainEvents } from '../../../server/db/schema';
import { createEventBus, DELIVERED_KEPT_MS, MAX_ATTEMPTS, subscribe, subscribeWithin, SWEEP_AFTER_MS } from '../../../server/lib/events';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  adminToken = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const lead = (name: string) => ({ leadId: `lead-${name}`, name, channel: 'contact-request' as const, userId: null });

describe('events that gave up', () => {
  it('are listed for the admin with their error and waiting subscribers, and delivered once tried again', async () => {
    const [row] = await db()
      .insert(domainEvents)
      .values({
        name: 'lead.created',
        payload: lead('Given Up'),
        attempts: MAX_ATTEMPTS,
        lastError: 'smtp down',
        deliveredTo: ['quotes: tells the office of the new lead'],
      })
      .returning();
    const listed = await t.app.inject({ url: '/api/v1/domain-events/given-up', headers: bearer(adminToken) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({
        _id: row._id,
        name: 'lead.created',
        lastError: 'smtp down',
        waiting: ["realtime: refreshes the staff's lead lists"],
      }),
    );

    const retried = await t.app.inject({ method: 'POST', url: `/api/v1/domain-events/${row._id}/retry`, headers: bearer(adminToken) });
    expect(retried.json().data).toEqual({ delivered: true });
    const [after] = await db().select().from(domainEvents).where(eq(domainEvents._id, row._id));
    expect(after.deliveredAt).not.toBeNull();
    const again = await t.app.inject({ url: '/api/v1/domain-events/given-up', headers: bearer(adminToken) });
    expect(again.json().data.map((event: { _id: number }) => event._id)).not.toContain(row._id);
    // Delivered now: nothing left to try again.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/domain-events/${row._id}/retry`, headers: bearer(adminToken) })).statusCode,
    ).toBe(404);
  });

  it('leaves one still being tried by the job off the list', async () => {
    const [row] = await db()
      .insert(domainEvents)
      .values({ name: 'lead.created', payload: lead('Still Tried'), attempts: MAX_ATTEMPTS - 1, lastError: 'busy' })
      .returning();
    const listed = await t.app.inject({ url: '/api/v1/domain-events/given-up', headers: bearer(adminToken) });
    expect(listed.json().data.map((event: { _id: number }) => event._id)).not.toContain(row._id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/domain-events/${row._id}/retry`, headers: bearer(adminToken) })).statusCode,
    ).toBe(404);
  });

  it('refuses an id that is not a number with a field message', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/domain-events/abc/retry', headers: bearer(adminToken) });
    expect(answer.statusCode).toBe(400);
  });
});

describe('delivered events', () => {
  it('are pruned once older than the retention period, and only those', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - DELIVERED_KEPT_MS - 60_000);
    const recent = new Date(now.getTime() - 60_000);
    const rows = await db()
      .insert(domainEvents)
      .values([
        { name: 'lead.created', payload: lead('Old'), deliveredAt: old },
        { name: 'lead.created', payload: lead('Recent'), deliveredAt: recent },
        { name: 'lead.created', payload: lead('Undelivered'), attempts: MAX_ATTEMPTS },
      ])
      .returning();
    expect(await t.app.events.prune(now)).toBeGreaterThanOrEqual(1);
    const left = new Set((await db().select({ _id: domainEvents._id }).from(domainEvents)).map((row) => row._id));
    expect(rows.map((row) => left.has(row._id))).toEqual([false, true, true]);
  });

  it('include lead.created, kept in the outbox like the others', () => {
    expect(DURABLE_EVENTS.has('lead.created')).toBe(true);
  });
});

describe('the order of one transaction’s events', () => {
  it('delivers an event a within subscriber emits after the event that caused it', async () => {
    const heard: string[] = [];
    const bus = createEventBus(t.app, db(), [
      subscribeWithin('hold.placed', 'test: releases at once', (_app, tx, hold) => bus.emit(tx, 'hold.released', { ...hold })),
      subscribe('hold.placed', 'test: hears placed', async () => void heard.push('placed')),
      subscribe('hold.released', 'test: hears released', async () => void heard.push('released')),
    ]);
    await bus.transaction((tx) => bus.emit(tx, 'hold.placed', { propertyIds: ['order-1'], userId: null }));
    expect(heard).toEqual(['placed', 'released']);
  });

  it('holds a later event while an earlier one is undelivered, then delivers both in order', async () => {
    const heard: string[] = [];
    let down = true;
    const bus = createEventBus(t.app, db(), [
      subscribe('hold.placed', 'test: placed fails once', async () => {
        if (down) throw new Error('down');
        heard.push('placed');
      }),
      subscribe('hold.released', 'test: hears released', async () => void heard.push('released')),
    ]);
    await bus.transaction(async (tx) => {
      await bus.emit(tx, 'hold.placed', { propertyIds: ['order-2'], userId: null });
      await bus.emit(tx, 'hold.released', { propertyIds: ['order-2'], userId: null });
    });
    expect(heard).toEqual([]);
    const rows = (await db().select().from(domainEvents)).filter((row) => JSON.stringify(row.payload).includes('order-2'));
    const released = rows.find((row) => row.name === 'hold.released')!;
    expect(released).toMatchObject({ deliveredAt: null, follows: rows.find((row) => row.name === 'hold.placed')!._id });
    expect(released.lastError).toMatch(/waits for event/);

    down = false;
    await bus.sweep(new Date(Date.now() + SWEEP_AFTER_MS + 1_000));
    expect(heard).toEqual(['placed', 'released']);
  });
});
