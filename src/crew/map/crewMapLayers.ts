// What the crew map draws, worked out without Leaflet: numbered stops, the route line from the start point (along the
// roads when the server drew them for this order of stops, else straight legs), the bounds.
import { DEFAULT_MAP_POSITION, type Point, pointOf } from '../../../common/geo/distance';
import type { CrewDayPath } from '../../../common/schemas/crewDay';
import type { ShownCrewDay } from '../../ui/offline/crewDayOverlay';

export interface StopMarker {
  id: string;
  number: number;
  position: [number, number];
  done: boolean;
  /** An action on it waits to be sent. */
  waiting: boolean;
  isNext: boolean;
  address: string;
  status: ShownCrewDay['stops'][number]['status'];
}

const latLng = (point: Point): [number, number] => [point.latitude, point.longitude];

/** The day's numbered stops, the start point and the bounds: the same objects while the day is, whatever its roads. */
export function crewMapStops(day: ShownCrewDay) {
  const markers: StopMarker[] = [];
  day.stops.forEach((stop, index) => {
    const point = pointOf(stop);
    if (point)
      markers.push({
        id: stop._id,
        number: index + 1,
        position: latLng(point),
        done: stop.status !== 'pending' && stop.status !== 'started',
        waiting: stop.waiting,
        isNext: stop._id === day.nextStopId,
        address: stop.address,
        status: stop.status,
      });
  });
  const start = pointOf({ latitude: day.crew.startLatitude, longitude: day.crew.startLongitude });
  const straight = [...(start ? [latLng(start)] : []), ...markers.map((marker) => marker.position)];
  return { markers, start: start ? latLng(start) : null, straight, bounds: straight.length ? straight : null };
}

export type CrewMapStops = ReturnType<typeof crewMapStops>;

/** The route line: along the roads when they were drawn for the stops in the order shown, else straight legs. */
export function routeLine({ markers, straight }: CrewMapStops, roads?: CrewDayPath): [number, number][] {
  // A reorder the phone has not sent yet, or a day changed since, is drawn straight rather than along an old order.
  const sameOrder = roads?.stopIds.length === markers.length && roads.stopIds.every((id, index) => id === markers[index].id);
  return roads?.path && sameOrder ? roads.path : straight;
}

export const DEFAULT_CENTER: [number, number] = [DEFAULT_MAP_POSITION.latitude, DEFAULT_MAP_POSITION.longitude];
