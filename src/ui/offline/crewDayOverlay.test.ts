import { describe, expect, it } from 'vitest';
import type { CrewDay, CrewDayStop } from '../../../common/schemas/crewDay';
import type { WorkLogAction } from '../../../common/schemas/workLog';
import { crewDayOverlay, type OverlaidAction } from './crewDayOverlay';

const T0 = Date.parse('2026-11-25T14:00:00Z');

const stopOf = (_id: string, values: Partial<CrewDayStop> = {}): CrewDayStop => ({
  _id,
  propertyId: `p-${_id}`,
  routePosition: null,
  routeLock: null,
  routePin: null,
  routePinTime: null,
  status: 'pending',
  serviceType: 'mow',
  frontBack: 'both',
  timeCapHours: 1,
  extraTimeStatus: null,
  extraTimeGrantedMinutes: 0,
  startedAt: null,
  completedAt: null,
  onMyWayAt: null,
  crewNotes: null,
  reason: null,
  address: `${_id} Oak St`,
  city: 'Austin',
  zipcode: '78701',
  latitude: null,
  longitude: null,
  gateName: null,
  gateCode: null,
  accessWindows: null,
  backyardLockCode: null,
  petsAndSecurity: null,
  cornerLot: false,
  lotSize: null,
  lotSizeCategory: null,
  duplexUnit: null,
  subdivisionCode: null,
  ...values,
});

const dayOf = (stops: CrewDayStop[], totals: Partial<CrewDay['totals']> = {}): CrewDay => ({
  date: '2026-11-25',
  today: '2026-11-25',
  crew: { _id: 'c1', name: 'North', vendorId: 'v1', startAddress: null, startLatitude: null, startLongitude: null },
  stops,
  announcements: [],
  skipReasons: [{ _id: 'ph1', name: 'Locked', phrase: 'Gate locked' }],
  totals: {
    done: stops.filter((stop) => stop.status === 'completed').length,
    left: stops.filter((stop) => stop.status === 'pending' || stop.status === 'started').length,
    miles: 0,
    minutes: 0,
    ...totals,
  },
});

let clock = T0;
const status = (workLogId: string, action: WorkLogAction, values: { reason?: string; reasonPhraseId?: string } = {}): OverlaidAction => ({
  action: { kind: 'status', workLogId, change: { action, reason: values.reason ?? null, reasonPhraseId: values.reasonPhraseId ?? null } },
  createdAt: (clock += 60_000),
});
const note = (workLogId: string, crewNotes: string | null): OverlaidAction => ({
  action: { kind: 'note', workLogId, crewNotes },
  createdAt: (clock += 60_000),
});

const stop = (day: ReturnType<typeof crewDayOverlay>, id: string) => day.stops.find((each) => each._id === id)!;

describe('the crew day with its queued actions', () => {
  it('leaves the server day as it is, no stop waiting, when nothing is queued', () => {
    const day = dayOf([stopOf('a'), stopOf('b', { status: 'completed' })]);
    const shown = crewDayOverlay(day, []);
    expect(shown.stops.map(({ status, waiting }) => [status, waiting])).toEqual([
      ['pending', false],
      ['completed', false],
    ]);
    expect(shown.totals).toEqual(day.totals);
    expect(shown.nextStopId).toBe('a');
  });

  it('shows a queued start on its stop at once, with its time, waiting to be sent', () => {
    const action = status('a', 'start');
    const shown = crewDayOverlay(dayOf([stopOf('a'), stopOf('b')]), [action]);
    expect(stop(shown, 'a')).toMatchObject({ status: 'started', startedAt: new Date(action.createdAt).toISOString(), waiting: true });
    expect(stop(shown, 'b')).toMatchObject({ status: 'pending', waiting: false });
    expect(shown.nextStopId).toBe('a');
  });

  it('completes a stop started offline: start then complete, done and left follow', () => {
    const start = status('a', 'start');
    const complete = status('a', 'complete');
    const shown = crewDayOverlay(dayOf([stopOf('a'), stopOf('b')]), [start, complete]);
    expect(stop(shown, 'a')).toMatchObject({
      status: 'completed',
      completedAt: new Date(complete.createdAt).toISOString(),
      startedAt: new Date(start.createdAt).toISOString(),
      waiting: true,
    });
    expect(shown.totals).toMatchObject({ done: 1, left: 1 });
    expect(shown.nextStopId).toBe('b');
  });

  it('applies the actions in the order the crew did them, whatever order they come in', () => {
    const start = status('a', 'start');
    const complete = status('a', 'complete');
    expect(stop(crewDayOverlay(dayOf([stopOf('a')]), [complete, start]), 'a').status).toBe('completed');
  });

  it('skips with the typed reason, or the chosen phrase, and counts a skipped stop neither done nor left', () => {
    const shown = crewDayOverlay(dayOf([stopOf('a'), stopOf('b', { status: 'started' }), stopOf('c')]), [
      status('a', 'skip', { reason: 'Dog loose' }),
      status('b', 'skip', { reasonPhraseId: 'ph1' }),
    ]);
    expect(stop(shown, 'a')).toMatchObject({ status: 'skipped', reason: 'Dog loose', waiting: true });
    expect(stop(shown, 'b')).toMatchObject({ status: 'skipped', reason: 'Gate locked', waiting: true });
    expect(shown.totals).toMatchObject({ done: 0, left: 1 });
    expect(shown.nextStopId).toBe('c');
  });

  it('shows a queued note, and a note cleared, without changing the status', () => {
    const shown = crewDayOverlay(dayOf([stopOf('a', { crewNotes: 'old' }), stopOf('b', { crewNotes: 'keep' })]), [
      note('a', 'Side gate stuck'),
      note('b', null),
    ]);
    expect(stop(shown, 'a')).toMatchObject({ status: 'pending', crewNotes: 'Side gate stuck', waiting: true });
    expect(stop(shown, 'b')).toMatchObject({ crewNotes: null, waiting: true });
  });

  it('leaves a stop as the server has it when the server would refuse the action (complete before start), still marked waiting', () => {
    const shown = crewDayOverlay(dayOf([stopOf('a')]), [status('a', 'complete')]);
    expect(stop(shown, 'a')).toMatchObject({ status: 'pending', completedAt: null, waiting: true });
    expect(shown.totals).toMatchObject({ done: 0, left: 1 });
  });

  it('leaves out an action on a stop the server no longer lists (the office cancelled it)', () => {
    const day = dayOf([stopOf('a')]);
    const shown = crewDayOverlay(day, [status('gone', 'start'), note('gone', 'x')]);
    expect(shown.stops).toEqual([{ ...day.stops[0], waiting: false }]);
    expect(shown.totals).toMatchObject({ done: 0, left: 1 });
  });

  it('shows an accepted action the day does not show yet, without the waiting mark, and no longer once the day has it', () => {
    const sent = { ...status('a', 'start'), sent: true };
    expect(stop(crewDayOverlay(dayOf([stopOf('a')]), [sent]), 'a')).toMatchObject({ status: 'started', waiting: false });
    const reRead = dayOf([stopOf('a', { status: 'started', startedAt: '2026-11-25T14:00:30.000Z' })]);
    expect(stop(crewDayOverlay(reRead, [sent]), 'a')).toMatchObject({ status: 'started', startedAt: '2026-11-25T14:00:30.000Z' });
  });

  it('works through a whole morning offline: every stop started and completed or skipped, the road estimate shrinking to nothing', () => {
    // A zigzag north of the start point: leaving out done stops shortens the road left.
    const place = (index: number) => ({ latitude: 30.01 + index * 0.01, longitude: index % 2 ? -97 : -96.99 });
    const stops = [0, 1, 2, 3, 4].map((index) => stopOf(`s${index}`, { routePosition: index + 1, ...place(index) }));
    const day = { ...dayOf(stops, { miles: 5.2, minutes: 12.5 }), crew: { ...dayOf([]).crew, startLatitude: 30, startLongitude: -97 } };
    const actions = stops.flatMap((each, index) =>
      index === 2 ? [status(each._id, 'skip', { reason: 'Locked' })] : [status(each._id, 'start'), status(each._id, 'complete')],
    );

    const halfway = crewDayOverlay(day, actions.slice(0, 4));
    expect(halfway.totals).toMatchObject({ done: 2, left: 3 });
    expect(halfway.nextStopId).toBe('s2');
    expect(halfway.totals.miles).toBeLessThan(5.2);
    expect(halfway.totals.miles).toBeGreaterThan(5.2 * (3 / 5));
    expect(halfway.totals.minutes / halfway.totals.miles).toBeCloseTo(12.5 / 5.2, 5);

    const shown = crewDayOverlay(day, actions);
    expect(shown.stops.map((each) => each.status)).toEqual(['completed', 'completed', 'skipped', 'completed', 'completed']);
    expect(shown.stops.every((each) => each.waiting)).toBe(true);
    expect(shown.totals).toEqual({ done: 4, left: 0, miles: 0, minutes: 0 });
    expect(shown.nextStopId).toBeNull();
  });

  it('shows extra time asked on a started bnb visit, and not where the server would refuse it', () => {
    const ask = (workLogId: string): OverlaidAction => ({
      action: { kind: 'extraTime', workLogId, request: { minutes: 30, note: null } },
      createdAt: (clock += 60_000),
    });
    const shown = crewDayOverlay(
      dayOf([
        stopOf('a', { status: 'started', serviceType: 'bnb' }),
        stopOf('b', { status: 'started' }),
        stopOf('c', { serviceType: 'bnb' }),
      ]),
      [ask('a'), ask('b'), ask('c')],
    );
    expect(shown.stops.map(({ extraTimeStatus, waiting }) => [extraTimeStatus, waiting])).toEqual([
      ['requested', true],
      [null, true],
      [null, true],
    ]);
  });

  it('shows On my way pressed offline as told at its time, and keeps the time of a customer told before', () => {
    const told = '2026-11-25T13:00:00.000Z';
    const day = dayOf([stopOf('a'), stopOf('b', { onMyWayAt: told })]);
    const at = (clock += 60_000);
    const shown = crewDayOverlay(day, [
      { action: { kind: 'onMyWay', workLogId: 'a' }, createdAt: at },
      { action: { kind: 'onMyWay', workLogId: 'b' }, createdAt: at + 1 },
    ]);
    expect(shown.stops.map(({ onMyWayAt, waiting, status }) => [onMyWayAt, waiting, status])).toEqual([
      [new Date(at).toISOString(), true, 'pending'],
      [told, true, 'pending'],
    ]);
  });
});

describe("the crew's own order", () => {
  const order = (ids: string[], date = '2026-11-25'): OverlaidAction => ({
    action: { kind: 'routeOrder', order: { crewId: 'c1', date, ids } },
    createdAt: T0,
  });

  it('shows the stops in the order queued, a stop it does not name in its place, waiting and kept as the crew’s', () => {
    const shown = crewDayOverlay(dayOf([stopOf('a'), stopOf('b'), stopOf('c')]), [order(['c', 'a'])]);
    expect(shown.stops.map((stop) => stop._id)).toEqual(['c', 'b', 'a']);
    expect(shown.stops.map((stop) => [stop.routeLock, stop.waiting])).toEqual([
      ['crew', true],
      [null, false],
      ['crew', true],
    ]);
    expect(shown.nextStopId).toBe('c');
  });

  it('leaves the day as it is under the office’s lock, or for another date', () => {
    const locked = dayOf([stopOf('a', { routeLock: 'office' }), stopOf('b', { routeLock: 'office' })]);
    expect(crewDayOverlay(locked, [order(['b', 'a'])]).stops.map((stop) => stop._id)).toEqual(['a', 'b']);
    const free = dayOf([stopOf('a'), stopOf('b')]);
    expect(crewDayOverlay(free, [order(['b', 'a'], '2026-11-26')]).stops.map((stop) => stop._id)).toEqual(['a', 'b']);
  });
});
