// The domain-event bus (server/lib/events.ts): delivered after commit and never after a rollback; a durable event is an
// outbox row, which the job delivers again to the subscribers that failed, and only to them.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SUBSCRIBERS } from '../../../server/app';
import { domainEvents } from '../../../server/db/schema';
import { createEventBus, subscribe, SWEEP_AFTER_MS } from '../../../server/lib/events';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hold = { propertyIds: ['p1'], userId: null };

function recordingBus(failFirst = false) {
  const heard: string[] = [];
  let failures = failFirst ? 1 : 0;
  const bus = createEventBus(t.app, t.app.database.db, [
    subscribe('hold.released', 'test: first', async (_app, payload) => {
      heard.push(`first ${payload.propertyIds.join()}`);
    }),
    subscribe('hold.released', 'test: second', async () => {
      if (failures-- > 0) throw new Error('down');
      heard.push('second');
    }),
    subscribe('workLog.started', 'test: other event', async () => {
      heard.push('other');
    }),
  ]);
  return { bus, heard };
}

describe('the event bus', () => {
  it('delivers what a transaction emitted once it has committed, to the event’s subscribers in their order', async () => {
    const { bus, heard } = recordingBus();
    await bus.transaction(async (tx) => {
      await bus.emit(tx, 'hold.released', hold);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['first p1', 'second']);
  });

  it('delivers after the request has had its answer when asked to, in the order of the transactions', async () => {
    const { bus, heard } = recordingBus();
    const request = {} as FastifyRequest;
    await bus.transaction((tx) => bus.emit(tx, 'hold.released', { propertyIds: ['a'], userId: null }), { afterAnswer: request });
    await bus.transaction((tx) => bus.emit(tx, 'hold.released', { propertyIds: ['b'], userId: null }), { afterAnswer: request });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    bus.answered(request);
    await bus.delivered();
    expect(heard).toEqual(['first a', 'second', 'first b', 'second']);
  });

  it('delivers nothing, and keeps no row, when the transaction rolls back', async () => {
    const { bus, heard } = recordingBus();
    await expect(
      bus.transaction(async (tx) => {
        await bus.emit(tx, 'hold.released', { propertyIds: ['rolled-back'], userId: null });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
    const rows = await t.app.database.db.select().from(domainEvents);
    expect(rows.some((row) => JSON.stringify(row.payload).includes('rolled-back'))).toBe(false);
  });

  it('refuses an event emitted in a transaction it did not open', async () => {
    const { bus } = recordingBus();
    await expect(t.app.database.db.transaction((tx) => bus.emit(tx, 'hold.released', hold))).rejects.toThrow(/did not open/);
  });

  it('refuses a payload its schema refuses', async () => {
    const { bus } = recordingBus();
    await expect(bus.transaction((tx) => bus.emit(tx, 'hold.released', { propertyIds: [], userId: null }))).rejects.toThrow();
  });

  it('leaves a failed delivery to the job, which runs only the subscriber that failed', async () => {
    const { bus, heard } = recordingBus(true);
    await bus.transaction((tx) => bus.emit(tx, 'hold.released', { propertyIds: ['retried'], userId: null }));
    expect(heard).toEqual(['first retried']);
    const [row] = (await t.app.database.db.select().from(domainEvents)).filter((event) =>
      JSON.stringify(event.payload).includes('retried'),
    );
    expect(row).toMatchObject({ deliveredAt: null, deliveredTo: ['test: first'], lastError: 'down' });

    // Not before its minute: the node that emitted it may still be delivering.
    expect(await bus.sweep()).toEqual({ delivered: 0, failed: 0 });
    const later = new Date(Date.now() + SWEEP_AFTER_MS + 1_000);
    expect((await bus.sweep(later)).delivered).toBeGreaterThanOrEqual(1);
    expect(heard).toEqual(['first retried', 'second']);
    const [after] = await t.app.database.db.select().from(domainEvents).where(eq(domainEvents._id, row._id));
    expect(after.deliveredAt).not.toBeNull();
    expect(after.deliveredTo).toEqual(['test: first', 'test: second']);
  });
});

describe('docs/architecture.md', () => {
  it('lists every subscriber of every event, as app.ts registers them', () => {
    const docs = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');
    const start = docs.indexOf('### What happens on each event');
    const section = docs.slice(start, docs.indexOf('\n## ', start));
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = rows.flatMap(([, event, subscribers]) =>
      subscribers.split('; ').map((name) => `${event.replaceAll('`', '')} → ${name}`),
    );
    const registered = DOMAIN_SUBSCRIBERS.map((subscriber) => `${subscriber.event} → ${subscriber.name}`);
    expect(documented.sort()).toEqual([...registered].sort());
  });
});
