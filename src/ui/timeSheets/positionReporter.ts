// The clocked-in crew's phone reports where it is about once a minute (docs/field.md, "Crews on the map"):
// watchPosition with a minute-old fix allowed, one fix kept a minute, kept in the buffer and sent in batches; the watch
// stops when the crew clocks out or the page stays hidden five minutes, and starts again when it is shown. No React.
import type { PositionBuffer } from './positionBuffer';

/** One position a minute: enough for the office's map, little for the battery. */
export const REPORT_EVERY_MS = 60_000;
/** A page hidden this long (the phone locked in a pocket) stops watching; shown again, it starts again. */
export const HIDDEN_STOP_MS = 5 * 60_000;
export const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 60_000 };

export interface ReporterEnvironment {
  geolocation: Pick<Geolocation, 'watchPosition' | 'clearWatch'> | undefined;
  buffer: PositionBuffer;
  userId: string;
  /** The page's visibility and the network's return, from `document` and `window` in the browser. */
  isHidden: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
  onOnline: (listener: () => void) => () => void;
  now?: () => number;
}

/** Starts reporting; answers the function that stops it (and sends what waits once more). */
export function startReporting(env: ReporterEnvironment): () => void {
  const now = env.now ?? Date.now;
  let watchId: number | null = null;
  let lastKept = 0;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => void env.buffer.flush(env.userId).catch(() => undefined);
  const onFix = ({ coords, timestamp }: GeolocationPosition) => {
    if (timestamp - lastKept < REPORT_EVERY_MS - 5_000) return;
    lastKept = timestamp;
    const at = new Date(Math.min(timestamp, now())).toISOString();
    void env.buffer
      .add({ userId: env.userId, latitude: coords.latitude, longitude: coords.longitude, accuracyM: Math.round(coords.accuracy), at })
      .then(flush);
  };
  const watch = () => {
    if (watchId !== null || !env.geolocation) return;
    watchId = env.geolocation.watchPosition(onFix, () => undefined, WATCH_OPTIONS);
  };
  const unwatch = () => {
    if (watchId === null || !env.geolocation) return;
    env.geolocation.clearWatch(watchId);
    watchId = null;
  };
  const visibility = () => {
    clearTimeout(hiddenTimer);
    if (env.isHidden()) hiddenTimer = setTimeout(unwatch, HIDDEN_STOP_MS);
    else {
      watch();
      flush();
    }
  };

  watch();
  flush();
  const retry = setInterval(flush, REPORT_EVERY_MS);
  const stopVisibility = env.onVisibilityChange(visibility);
  const stopOnline = env.onOnline(flush);
  return () => {
    unwatch();
    clearTimeout(hiddenTimer);
    clearInterval(retry);
    stopVisibility();
    stopOnline();
    flush();
  };
}
