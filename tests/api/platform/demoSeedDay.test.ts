// The demo's today follows the seed's clock: a crew is where its route puts it at that hour, never ahead of it.
import { describe, expect, it } from 'vitest';
import { routeAtClock } from '../../../server/demo/workLogs';

const route = [1, 2, 3, 4, 5].map((routePosition) => ({ _id: `stop${routePosition}`, routePosition }));
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe("the demo's day at the seed's hour", () => {
  it('has nothing done or started before the crews start at 8:00 (a seed at 2 am)', () => {
    expect(routeAtClock(route, at(2))).toEqual({ done: [], started: [] });
    expect(routeAtClock(route, at(7, 59))).toEqual({ done: [], started: [] });
  });

  it('has the first stop under way from 8:00 and done once its 30 minutes of work end', () => {
    expect(routeAtClock(route, at(8))).toEqual({ done: [], started: ['stop1'] });
    expect(routeAtClock(route, at(8, 30))).toEqual({ done: ['stop1'], started: [] });
  });

  it('is part done mid-morning: stops 40 minutes apart, one under way', () => {
    // 9:25: stop 1 (8:00–8:30) and stop 2 (8:40–9:10) done, stop 3 (9:20–9:50) under way.
    expect(routeAtClock(route, at(9, 25))).toEqual({ done: ['stop1', 'stop2'], started: ['stop3'] });
  });

  it('has the whole route done in the evening', () => {
    expect(routeAtClock(route, at(21))).toEqual({ done: route.map((stop) => stop._id), started: [] });
  });
});
