import { describe, expect, it } from 'vitest';
import type { ShownCrewDay } from '../../ui/offline/crewDayOverlay';
import { crewMapStops, routeLine } from './crewMapLayers';

const stop = (_id: string, latitude: number | null, longitude: number | null) =>
  ({ _id, latitude, longitude, status: 'pending', waiting: false, address: `${_id} Oak St` }) as unknown as ShownCrewDay['stops'][number];

const day = {
  crew: { startLatitude: 30.2, startLongitude: -97.7 },
  stops: [stop('a', 30.21, -97.71), stop('unplaced', null, null), stop('b', 30.22, -97.69)],
  nextStopId: 'a',
} as unknown as ShownCrewDay;

const straight = [
  [30.2, -97.7],
  [30.21, -97.71],
  [30.22, -97.69],
];
const roads: [number, number][] = [
  [30.2, -97.7],
  [30.21, -97.7],
  [30.21, -97.71],
  [30.22, -97.71],
  [30.22, -97.69],
];

describe('the crew map’s route line', () => {
  it('follows the roads drawn for the stops in the order shown', () => {
    const stops = crewMapStops(day);
    expect(routeLine(stops, { path: roads, stopIds: ['a', 'b'] })).toEqual(roads);
    expect(stops.markers.map((marker) => marker.number)).toEqual([1, 3]);
    // The bounds are the start and the stops, whatever the roads between them.
    expect(stops.bounds).toEqual(straight);
  });

  it('draws straight legs without roads, and when the roads were drawn for another order', () => {
    const stops = crewMapStops(day);
    expect(routeLine(stops)).toEqual(straight);
    expect(routeLine(stops, { path: null, stopIds: ['a', 'b'] })).toEqual(straight);
    expect(routeLine(stops, { path: roads, stopIds: ['b', 'a'] })).toEqual(straight);
    expect(routeLine(stops, { path: roads, stopIds: ['a'] })).toEqual(straight);
  });
});
