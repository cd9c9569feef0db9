// The crew's day as its phone shows it: the server's last copy with the crew's queued actions laid over it, so what
// the crew did without a signal shows at once (docs/offline.md). Pure: no I/O, no clock.
import { distanceMiles, type Point, pointOf } from '../../../common/geo/distance';
import type { CrewDay, CrewDayStop } from '../../../common/schemas/crewDay';
import { WORK_LOG_TRANSITIONS } from '../../../common/workLogStatuses';
import type { WorkLogStatusChange } from '../../../common/schemas/workLog';
import type { CrewAction } from './crewAction';

/** An action the server has not answered yet (`sent` false), or accepted but whose effect the day does not show yet. */
export interface OverlaidAction {
  action: CrewAction;
  /** When the crew did it (ms): the stop's start or completion time until the server's own arrives. */
  createdAt: number;
  sent?: boolean;
}

export type ShownStop = CrewDayStop & { /** An action on this stop waits to be sent. */ waiting: boolean };
export type ShownCrewDay = Omit<CrewDay, 'stops'> & {
  stops: ShownStop[];
  /** The started stop, else the first pending one. */ nextStopId: string | null;
};

const isLeft = (stop: CrewDayStop) => stop.status === 'pending' || stop.status === 'started';

/** The stop after a status change, or the same stop when the server would refuse it (its refusal is shown then). */
function changed(stop: ShownStop, change: WorkLogStatusChange, at: string, skipReasons: CrewDay['skipReasons']): ShownStop {
  const transition = WORK_LOG_TRANSITIONS[change.action];
  if (!(transition.from as readonly string[]).includes(stop.status)) return stop;
  switch (change.action) {
    case 'start':
      return { ...stop, status: transition.to, startedAt: at };
    case 'complete':
      return { ...stop, status: transition.to, completedAt: at };
    case 'skip':
    case 'cancel':
      return {
        ...stop,
        status: transition.to,
        reason: change.reason ?? skipReasons.find((phrase) => phrase._id === change.reasonPhraseId)?.phrase ?? null,
      };
    default:
      return { ...stop, status: transition.to, reason: null, startedAt: null };
  }
}

/** Extra time is asked on a started bnb visit not already waiting for an answer (server/modules/workLogs/extraTime.ts). */
const askedForTime = (stop: ShownStop): ShownStop =>
  stop.status === 'started' && stop.serviceType === 'bnb' && stop.extraTimeStatus !== 'requested'
    ? { ...stop, extraTimeStatus: 'requested' }
    : stop;

const straightMiles = (points: readonly (Point | null)[]) => {
  const known = points.filter((point): point is Point => point !== null);
  return known.slice(1).reduce((sum, point, index) => sum + distanceMiles(known[index], point), 0);
};

/**
 * Done and left recounted; the road estimate scaled by the straight-line length of the stops still left, as the
 * server measures it (its detour factor and speed are in its figures), so no settings are needed offline.
 */
function totalsOf(day: CrewDay, stops: readonly CrewDayStop[]): CrewDay['totals'] {
  const start = pointOf({ latitude: day.crew.startLatitude, longitude: day.crew.startLongitude });
  const route = (list: readonly CrewDayStop[]) => straightMiles([start, ...list.filter(isLeft).map(pointOf)]);
  const before = route(day.stops);
  const ratio = before > 0 ? route(stops) / before : 1;
  return {
    done: stops.filter((stop) => stop.status === 'completed').length,
    left: stops.filter(isLeft).length,
    miles: day.totals.miles * ratio,
    minutes: day.totals.minutes * ratio,
  };
}

/** The stop after an action, marked waiting while it is not sent. */
function applied(stop: ShownStop, { action, createdAt, sent }: OverlaidAction, skipReasons: CrewDay['skipReasons']): ShownStop {
  const next =
    action.kind === 'note'
      ? { ...stop, crewNotes: action.crewNotes }
      : action.kind === 'onMyWay'
        ? { ...stop, onMyWayAt: stop.onMyWayAt ?? new Date(createdAt).toISOString() }
        : action.kind === 'extraTime'
          ? askedForTime(stop)
          : action.kind === 'application' ||
              action.kind === 'clock' ||
              action.kind === 'break' ||
              action.kind === 'photo' ||
              action.kind === 'routeOrder'
            ? stop
            : changed(stop, action.change, new Date(createdAt).toISOString(), skipReasons);
  return sent ? next : { ...next, waiting: true };
}

/**
 * The crew's own order laid over the day, as the server saves it: the stops it names in its order, the others in their
 * places (server/modules/workLogs/crewOrder.ts), each kept as the crew's (unless the office locked the day: refused).
 */
function reordered(stops: ShownStop[], { ids }: { ids: readonly string[] }, sent?: boolean): ShownStop[] {
  if (stops.some((stop) => stop.routeLock === 'office')) return stops;
  const byId = new Map(stops.map((stop) => [stop._id, stop]));
  const listed = ids.filter((id) => byId.has(id));
  const wanted = new Set(listed);
  let next = 0;
  return stops.map((stop) => {
    if (!wanted.has(stop._id)) return stop;
    const moved = byId.get(listed[next++]!)!;
    return { ...moved, routeLock: 'crew', waiting: moved.waiting || !sent };
  });
}

/** The day with each queued action applied in the order the crew did them; an action on a stop no longer listed is left out. */
export function crewDayOverlay(day: CrewDay, actions: readonly OverlaidAction[]): ShownCrewDay {
  let stops: ShownStop[] = day.stops.map((stop) => ({ ...stop, waiting: false }));
  for (const entry of [...actions].sort((a, b) => a.createdAt - b.createdAt)) {
    const { action } = entry;
    // A punch changes no stop: the clock button shows it (clockOverlay.ts).
    if (action.kind === 'clock' || action.kind === 'break') continue;
    if (action.kind === 'routeOrder') {
      if (action.order.crewId === day.crew._id && action.order.date === day.date) stops = reordered(stops, action.order, entry.sent);
      continue;
    }
    stops = stops.map((stop) => (stop._id === action.workLogId ? applied(stop, entry, day.skipReasons) : stop));
  }
  const next = stops.find((stop) => stop.status === 'started') ?? stops.find((stop) => stop.status === 'pending');
  return { ...day, stops, totals: actions.length ? totalsOf(day, stops) : day.totals, nextStopId: next?._id ?? null };
}
