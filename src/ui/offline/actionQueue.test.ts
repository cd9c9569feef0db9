import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CrewActionQueue, type CrewActionSenders } from './actionQueue';
import { memoryActionStore } from './actionStore';
import { QUEUED_ACTION_VERSION } from './actionVersions';
import type { CrewAction } from './useCrewActions';

const start = (workLogId: string): CrewAction => ({
  kind: 'status',
  workLogId,
  change: { action: 'start', reason: null, reasonPhraseId: null },
});
const complete = (workLogId: string): CrewAction => ({
  kind: 'status',
  workLogId,
  change: { action: 'complete', reason: null, reasonPhraseId: null },
});
const offline = () => new HttpError('app.auth.server_not_connected', 0, {});

/** A server that records every call with its key; `answer` decides each call's fate. */
function fakeServer(answer: (call: { workLogId: string; key: string }, index: number) => void = () => undefined) {
  const calls: { workLogId: string; action: string; key: string }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const senders: CrewActionSenders = {
    status: async (action, key) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      calls.push({ workLogId: action.workLogId, action: action.change.action, key });
      answer({ workLogId: action.workLogId, key }, calls.length - 1);
    },
  };
  return { calls, senders, mostAtOnce: () => mostAtOnce };
}

let keys = 0;
const newKey = () => `key-${++keys}`;

describe('the crew action queue', () => {
  it('sends in the order made, one at a time, each with its own key, and forgets what was accepted', async () => {
    const store = memoryActionStore();
    const server = fakeServer();
    const queue = new CrewActionQueue(store, 'crew-1', server.senders, { newKey, isOnline: () => false });
    await queue.submit(start('a'));
    await queue.submit(complete('a'));
    await queue.submit(start('b'));
    expect(queue.getState().waiting).toBe(3);
    expect(server.calls).toEqual([]);

    const online = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await online.flush();
    expect(server.calls.map((call) => `${call.action} ${call.workLogId}`)).toEqual(['start a', 'complete a', 'start b']);
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(3);
    expect(server.mostAtOnce()).toBe(1);
    expect(online.getState()).toMatchObject({ waiting: 0, conflicts: [], reachable: true });
    expect(store.entries.size).toBe(0);
  });

  it('keeps an action that met no network and sends it with the same key when tried again', async () => {
    let signal = false;
    const server = fakeServer(() => {
      if (!signal) throw offline();
    });
    const queue = new CrewActionQueue(memoryActionStore(), 'crew-1', server.senders, { newKey });
    await queue.submit(start('a'));
    await queue.submit(complete('a'));
    expect(queue.getState()).toMatchObject({ waiting: 2, reachable: false });
    // Each submit tried the first action once; the second never went before the first.
    expect(server.calls.map((call) => call.workLogId + call.action)).toEqual(['astart', 'astart']);

    signal = true;
    await queue.flush();
    expect(server.calls.slice(2).map((call) => call.action)).toEqual(['start', 'complete']);
    expect(new Set(server.calls.slice(0, 3).map((call) => call.key)).size).toBe(1);
    expect(queue.getState()).toMatchObject({ waiting: 0, reachable: true });
  });

  it('moves an action the server refuses (4xx) to the conflicts with its message, and goes on with the next', async () => {
    const store = memoryActionStore();
    const server = fakeServer((call) => {
      if (call.workLogId === 'taken')
        throw new HttpError('server.work_logs.status_cannot_be', 409, { message: 'server.work_logs.status_cannot_be' });
    });
    const queue = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await queue.submit(complete('taken'));
    await queue.submit(start('b'));
    const { conflicts, waiting } = queue.getState();
    expect(waiting).toBe(0);
    expect(conflicts).toEqual([{ id: expect.any(String), action: complete('taken'), message: 'server.work_logs.status_cannot_be' }]);
    expect(server.calls.map((call) => call.workLogId)).toEqual(['taken', 'b']);

    // A conflict survives a reload until the crew dismisses it.
    const reloaded = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await reloaded.flush();
    expect(reloaded.getState().conflicts).toHaveLength(1);
    await reloaded.dismissConflict(conflicts[0].id);
    expect(reloaded.getState().conflicts).toEqual([]);
    expect(store.entries.size).toBe(0);
  });

  it('tries again later, never as a conflict, when the first copy is still running, the server fails or a sign-in is needed', async () => {
    const failures = [
      new HttpError('server.idempotency.key_in_progress', 409, { message: 'server.idempotency.key_in_progress' }),
      new HttpError('server.common.something_went_wrong', 500, {}),
      new HttpError('server.common.you_are_not_allowed_or_logged_out', 401, {}),
    ];
    const server = fakeServer((_call, index) => {
      if (failures[index]) throw failures[index];
    });
    const queue = new CrewActionQueue(memoryActionStore(), 'crew-1', server.senders, { newKey });
    await queue.submit(start('a'));
    await queue.flush();
    await queue.flush();
    expect(queue.getState()).toMatchObject({ waiting: 1, conflicts: [] });
    await queue.flush();
    expect(queue.getState()).toMatchObject({ waiting: 0, conflicts: [] });
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(1);
  });

  it('sends after a reload what was stored before it, with the key it was stored with', async () => {
    const store = memoryActionStore();
    const before = new CrewActionQueue(
      store,
      'crew-1',
      fakeServer(() => {
        throw offline();
      }).senders,
      { newKey },
    );
    await before.submit(start('a'));
    const [stored] = store.entries.values();

    const server = fakeServer();
    const after = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await after.flush();
    expect(server.calls).toEqual([{ workLogId: 'a', action: 'start', key: stored.id }]);
  });

  it('sends what an app from before versions queued (no version), upgraded to the current shape, in order', async () => {
    // The entries exactly as the app before QUEUED_ACTION_VERSION stored them in IndexedDB.
    const oldShape = [
      { id: 'old-2', userId: 'crew-1', action: complete('a'), createdAt: 2, state: 'waiting' as const },
      { id: 'old-1', userId: 'crew-1', action: start('a'), createdAt: 1, state: 'waiting' as const },
    ];
    const store = memoryActionStore(oldShape);
    const server = fakeServer((call) => {
      if (call.key === 'old-2') throw offline();
    });
    const queue = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await queue.flush();
    expect(server.calls).toEqual([
      { workLogId: 'a', action: 'start', key: 'old-1' },
      { workLogId: 'a', action: 'complete', key: 'old-2' },
    ]);
    // The one still waiting is stored again in the current shape, with its key.
    expect([...store.entries.values()]).toEqual([{ ...oldShape[0], version: QUEUED_ACTION_VERSION }]);
    expect(queue.getState().overlay.map(({ action }) => action)).toEqual([start('a'), complete('a')]);
  });

  it('keeps an action a newer app queued, and sends nothing queued after it, for that app to send', async () => {
    const fromNewerApp = {
      version: QUEUED_ACTION_VERSION + 1,
      id: 'new-1',
      userId: 'crew-1',
      action: { kind: 'photo' },
      createdAt: 1,
      state: 'waiting',
    };
    const store = memoryActionStore([fromNewerApp as never]);
    const server = fakeServer();
    const queue = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await queue.submit(start('a'));
    expect(server.calls).toEqual([]);
    expect(queue.getState()).toMatchObject({ waiting: 2, conflicts: [] });
    expect(queue.getState().overlay.map(({ action }) => action)).toEqual([start('a')]);
    expect(store.entries.get('new-1')).toEqual(fromNewerApp);
  });

  it('holds an action whose kind has no sender yet, and what follows it, in order', async () => {
    const server = fakeServer();
    const queue = new CrewActionQueue(memoryActionStore(), 'crew-1', server.senders, { newKey });
    await queue.submit({ kind: 'note', workLogId: 'a', crewNotes: 'Dog in the yard' });
    await queue.submit(start('a'));
    expect(server.calls).toEqual([]);
    expect(queue.getState().waiting).toBe(2);
  });

  it('never sends the actions another user left on the phone', async () => {
    const store = memoryActionStore();
    await new CrewActionQueue(store, 'crew-1', {}, { newKey }).submit(start('a'));
    const server = fakeServer();
    const other = new CrewActionQueue(store, 'crew-2', server.senders, { newKey });
    await other.flush();
    expect(server.calls).toEqual([]);
    expect(other.getState().waiting).toBe(0);
    expect(store.entries.size).toBe(1);
  });

  it('lays the waiting actions over the day, and keeps an accepted one there until the day is read again', async () => {
    let signal = false;
    const server = fakeServer(() => {
      if (!signal) throw offline();
    });
    const sent: CrewAction[] = [];
    let now = 1000;
    const queue = new CrewActionQueue(memoryActionStore(), 'crew-1', server.senders, {
      newKey,
      now: () => now++,
      onSent: (action) => sent.push(action),
    });
    await queue.submit(start('a'));
    await queue.submit(complete('a'));
    expect(queue.getState().overlay).toEqual([
      { action: start('a'), createdAt: 1000 },
      { action: complete('a'), createdAt: 1001 },
    ]);

    signal = true;
    await queue.flush();
    expect(sent).toEqual([start('a'), complete('a')]);
    expect(queue.getState().overlay).toEqual([
      { action: start('a'), createdAt: 1000, sent: true },
      { action: complete('a'), createdAt: 1001, sent: true },
    ]);
    // Read again after the first only: the second stays until the next read.
    queue.forgetSent(queue.sentIds().slice(0, 1));
    expect(queue.getState().overlay).toEqual([{ action: complete('a'), createdAt: 1001, sent: true }]);
  });

  it('takes a refused action off the day at once and says so, so its stop shows the server state', async () => {
    const refused: CrewAction[] = [];
    const server = fakeServer(() => {
      throw new HttpError('server.work_logs.status_cannot_be', 409, { message: 'server.work_logs.status_cannot_be' });
    });
    const queue = new CrewActionQueue(memoryActionStore(), 'crew-1', server.senders, {
      newKey,
      onRefused: (action) => refused.push(action),
    });
    await queue.submit(start('cancelled'));
    expect(refused).toEqual([start('cancelled')]);
    expect(queue.getState().overlay).toEqual([]);
    expect(queue.getState().conflicts).toHaveLength(1);
  });
});

describe('an application record in the queue', () => {
  const application = (workLogId: string): CrewAction => ({
    kind: 'application',
    workLogId,
    application: {
      productId: 'p1',
      amount: 2.7,
      unit: 'fl oz',
      areaSqFt: 5400,
      applicationMethod: 'Backpack sprayer',
      targetPest: 'Crabgrass',
      windMph: 6,
      windDirection: 'SW',
      temperatureF: 61,
      startedAt: '2026-11-23T15:10:00.000Z',
    },
  });

  /** A server that writes one record per idempotency key, as the real one does; the first `lost` answers never arrive. */
  function recordingServer(lost: number) {
    const records = new Map<string, CrewAction>();
    let tries = 0;
    const senders: CrewActionSenders = {
      application: async (action, key) => {
        tries += 1;
        if (!records.has(key)) records.set(key, action);
        if (tries <= lost) throw offline();
      },
      status: async () => undefined,
    };
    return { records, senders, tries: () => tries };
  }

  it('is replayed with its key after the answer was lost, so the server writes it once; the complete follows it', async () => {
    const store = memoryActionStore();
    const server = recordingServer(2);
    const queue = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    expect(await queue.submit(application('t1'), { refusalToCaller: true })).toBe('queued');
    expect(await queue.submit(complete('t1'))).toBe('queued');
    // Read again after a reload: stored in the current shape, with its kind.
    expect([...store.entries.values()].map((entry) => [entry.version, entry.action.kind])).toEqual([
      [QUEUED_ACTION_VERSION, 'application'],
      [QUEUED_ACTION_VERSION, 'status'],
    ]);
    const reloaded = new CrewActionQueue(store, 'crew-1', server.senders, { newKey });
    await reloaded.flush();
    await reloaded.flush();
    expect(server.tries()).toBe(3);
    expect(server.records.size).toBe(1);
    expect(reloaded.getState()).toMatchObject({ waiting: 0, conflicts: [] });
    expect(store.entries.size).toBe(0);
  });

  it('gives a refusal on its first try back to the form that sent it, kept as no conflict; once queued, a refusal is a conflict', async () => {
    const refused = new HttpError('validation.treatment.target_pest_required', 400, {
      errors: { targetPest: 'validation.treatment.target_pest_required' },
    });
    let online = true;
    const senders: CrewActionSenders = {
      application: async () => {
        if (!online) throw offline();
        throw refused;
      },
    };
    const store = memoryActionStore();
    const queue = new CrewActionQueue(store, 'crew-1', senders, { newKey });
    await expect(queue.submit(application('t1'), { refusalToCaller: true })).rejects.toBe(refused);
    expect(queue.getState()).toMatchObject({ waiting: 0, conflicts: [] });
    expect(store.entries.size).toBe(0);

    online = false;
    expect(await queue.submit(application('t2'), { refusalToCaller: true })).toBe('queued');
    online = true;
    await queue.flush();
    expect(queue.getState().conflicts).toEqual([
      expect.objectContaining({
        action: expect.objectContaining({ workLogId: 't2' }),
        message: 'validation.treatment.target_pest_required',
      }),
    ]);
  });
});

describe('photos in the queue (docs/field.md)', () => {
  const photo = (workLogId: string): CrewAction => ({
    kind: 'photo',
    workLogId,
    photo: {
      clientId: '4f1c2d7e-9a51-4c1e-8a77-0d6f6f2d9b10',
      kind: 'before',
      forCustomer: false,
      takenAt: '2026-05-04T14:02:00.000Z',
      latitude: 30.27,
      longitude: -97.74,
      accuracyM: 9,
      blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }),
    },
  });

  it('keeps the photo’s bytes across a reload and sends it once with its key, before the complete that follows', async () => {
    const store = memoryActionStore();
    const sent: { kind: string; key: string; bytes?: number[] }[] = [];
    let lost = 1;
    const senders: CrewActionSenders = {
      photo: async (action, key) => {
        sent.push({ kind: 'photo', key, bytes: [...new Uint8Array(await action.photo.blob.arrayBuffer())] });
        if (lost-- > 0) throw offline();
      },
      status: async (_action, key) => void sent.push({ kind: 'status', key }),
    };
    const queue = new CrewActionQueue(store, 'crew-1', senders, { newKey, isOnline: () => false });
    expect(await queue.submit(photo('p1'))).toBe('queued');
    await queue.submit(complete('p1'));
    const reloaded = new CrewActionQueue(store, 'crew-1', senders, { newKey });
    await reloaded.flush();
    await reloaded.flush();
    expect(sent.map((call) => call.kind)).toEqual(['photo', 'photo', 'status']);
    expect(sent[0].key).toBe(sent[1].key);
    expect(sent[1].bytes).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(store.entries.size).toBe(0);
  });

  it('reads an on my way a version-5 app queued (no position) in the current shape and sends it', async () => {
    const told: unknown[] = [];
    const store = memoryActionStore([
      { version: 5, id: 'old-1', userId: 'crew-1', action: { kind: 'onMyWay', workLogId: 'w1' }, createdAt: 1, state: 'waiting' },
    ]);
    const queue = new CrewActionQueue(store, 'crew-1', { onMyWay: async (action) => void told.push(action) }, { newKey });
    await queue.flush();
    expect(told).toEqual([{ kind: 'onMyWay', workLogId: 'w1' }]);
  });
});
