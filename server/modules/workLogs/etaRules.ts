// When the crew should reach its next stop, as the customer's message says it: pure.
import { type Point, routeEstimate, type RouteEstimateOptions } from '../../../common/geo/distance';
import { dateTimeFormat } from '../../../common/format';

/** An estimate is a promise: it is rounded up to the next 5 minutes, so the crew is more often early than late. */
const ROUND_MINUTES = 5;

/** The arrival instant after driving from `from` to `to`, or undefined when either has no position. */
export function arrivalAt(from: Point | null, to: Point | null, routing: RouteEstimateOptions, now: Date): Date | undefined {
  if (!from || !to) return undefined;
  const { minutes } = routeEstimate([from, to], routing);
  const at = now.getTime() + minutes * 60_000;
  const step = ROUND_MINUTES * 60_000;
  return new Date(Math.ceil(at / step) * step);
}

/** 10:45 AM on the business's clock. */
export const etaText = (instant: Date, timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(instant);
