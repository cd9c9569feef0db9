import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_POSITIONS_PER_CALL } from '../../../common/schemas/crewPosition';
import { memoryPositionStore, positionBuffer } from './positionBuffer';
import { HIDDEN_STOP_MS, REPORT_EVERY_MS, startReporting } from './positionReporter';

const fix = (at: number, latitude = 30.27) =>
  ({ coords: { latitude, longitude: -97.74, accuracy: 9.6 }, timestamp: at }) as unknown as GeolocationPosition;

function fakeGeolocation() {
  const watchers = new Map<number, PositionCallback>();
  let next = 1;
  return {
    watchers,
    watchPosition: vi.fn((success: PositionCallback) => {
      watchers.set(next, success);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => void watchers.delete(id)),
    emit: (position: GeolocationPosition) => watchers.forEach((success) => success(position)),
  };
}

function environment(send = vi.fn(async (_body: unknown) => ({ stored: 1, dropped: {} }))) {
  const store = memoryPositionStore();
  const geolocation = fakeGeolocation();
  let hidden = false;
  const visibility = new Set<() => void>();
  const online = new Set<() => void>();
  const env = {
    geolocation,
    buffer: positionBuffer(store, send),
    userId: 'u1',
    isHidden: () => hidden,
    onVisibilityChange: (listener: () => void) => (visibility.add(listener), () => void visibility.delete(listener)),
    onOnline: (listener: () => void) => (online.add(listener), () => void online.delete(listener)),
    now: () => Date.now(),
  };
  return {
    env,
    store,
    send,
    geolocation,
    setHidden: (value: boolean) => {
      hidden = value;
      visibility.forEach((listener) => listener());
    },
    goOnline: () => online.forEach((listener) => listener()),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the crew phone’s position reporter', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T15:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('keeps one fix a minute with its accuracy and sends it', async () => {
    const { env, send, geolocation } = environment();
    const stop = startReporting(env);
    const t0 = Date.now();
    geolocation.emit(fix(t0));
    await vi.advanceTimersByTimeAsync(10_000);
    geolocation.emit(fix(t0 + 10_000));
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS - 10_000);
    geolocation.emit(fix(t0 + REPORT_EVERY_MS));
    await settle();
    const sent = send.mock.calls.flatMap(([body]) => (body as { positions: { at: string; accuracyM: number }[] }).positions);
    expect(sent.map((position) => position.at)).toEqual([new Date(t0).toISOString(), new Date(t0 + REPORT_EVERY_MS).toISOString()]);
    expect(sent[0].accuracyM).toBe(10);
    stop();
    expect(geolocation.watchers.size).toBe(0);
  });

  it('keeps positions taken offline and sends them once, oldest first, when the network returns', async () => {
    const offline = Object.assign(new Error('Failed to fetch'), { status: 0 });
    const send = vi.fn<(body: { positions: { at: string }[] }) => Promise<{ stored: number; dropped: object }>>();
    send.mockRejectedValue(offline);
    const { env, store, geolocation, goOnline } = environment(send as never);
    const stop = startReporting(env);
    const t0 = Date.now();
    for (let minute = 0; minute < 3; minute++) {
      geolocation.emit(fix(t0 + minute * REPORT_EVERY_MS, 30 + minute));
      await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    }
    expect(store.entries.size).toBe(3);
    send.mockReset();
    send.mockResolvedValue({ stored: 3, dropped: {} });
    goOnline();
    await settle();
    expect(store.entries.size).toBe(0);
    const sent = send.mock.calls.flatMap(([body]) => body.positions.map((position) => position.at));
    expect(sent).toEqual([0, 1, 2].map((minute) => new Date(t0 + minute * REPORT_EVERY_MS).toISOString()));
    goOnline();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops a batch the server refuses for good (not clocked in), and never sends another user’s', async () => {
    const refused = Object.assign(new Error('Clock in first'), { status: 409 });
    const send = vi.fn().mockRejectedValue(refused);
    const { env, store } = environment(send);
    await env.buffer.add({ userId: 'someone-else', latitude: 1, longitude: 1, accuracyM: 5, at: '2026-11-20T14:00:00.000Z' });
    await env.buffer.add({ userId: 'u1', latitude: 1, longitude: 1, accuracyM: 5, at: '2026-11-20T14:01:00.000Z' });
    await env.buffer.flush('u1');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].positions).toHaveLength(1);
    expect(store.entries.size).toBe(0);
  });

  it('sends a long offline day in batches the server takes', async () => {
    const send = vi.fn(async (_body: unknown) => ({ stored: 0, dropped: {} }));
    const { env } = environment(send);
    const t0 = Date.now() - 1_000 * REPORT_EVERY_MS;
    for (let i = 0; i < MAX_POSITIONS_PER_CALL + 20; i++)
      await env.buffer.add({ userId: 'u1', latitude: 1, longitude: 1, accuracyM: 5, at: new Date(t0 + i * REPORT_EVERY_MS).toISOString() });
    expect(await env.buffer.flush('u1')).toBe(MAX_POSITIONS_PER_CALL + 20);
    expect(send.mock.calls.map(([body]) => (body as { positions: unknown[] }).positions.length)).toEqual([MAX_POSITIONS_PER_CALL, 20]);
  });

  it('stops watching after five hidden minutes and starts again when shown', async () => {
    const { env, geolocation, setHidden } = environment();
    const stop = startReporting(env);
    expect(geolocation.watchers.size).toBe(1);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_STOP_MS - 1_000);
    expect(geolocation.watchers.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(geolocation.watchers.size).toBe(0);
    setHidden(false);
    expect(geolocation.watchers.size).toBe(1);
    expect(geolocation.watchPosition).toHaveBeenLastCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ maximumAge: 30_000 }),
    );
    stop();
    expect(geolocation.watchers.size).toBe(0);
  });
});
