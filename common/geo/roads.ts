// Road distances between the stops of a day: the miles a road network answered for each pair (an OSRM table,
// server/lib/roads/), and the straight line times the detour factor for any pair it did not. Pure: the solvers on the
// server's threads and workers take the table as plain data.
import { distanceMiles, type Point } from './distance';

/** Road miles from each point to each other, `miles[from][to]`, the points named by `roadKey`. */
export interface RoadTable {
  keys: string[];
  miles: (number | null)[][];
}

/** A point's name in a table: to the sixth decimal (about 10 cm), as the road service is asked for it. */
export const roadKey = (point: Point) => `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;

/** The miles of the leg from one point to another: the table's, else the straight line times the detour factor. */
export function legMiles(detourFactor: number, roads?: RoadTable | null): (from: Point, to: Point) => number {
  const straight = (from: Point, to: Point) => distanceMiles(from, to) * detourFactor;
  if (!roads?.keys.length) return straight;
  const indexOf = new Map(roads.keys.map((key, index) => [key, index]));
  // The solvers ask for the same point objects many times over: each one's place in the table is looked up once.
  const placeOf = new WeakMap<Point, number | undefined>();
  const place = (point: Point) => {
    if (!placeOf.has(point)) placeOf.set(point, indexOf.get(roadKey(point)));
    return placeOf.get(point);
  };
  return (from, to) => {
    const row = place(from);
    const column = place(to);
    const miles = row === undefined || column === undefined ? null : roads.miles[row]?.[column];
    return miles ?? straight(from, to);
  };
}

/**
 * The road miles over the straight miles of a table's legs longer than a tenth of a mile: the detour factor the road
 * network shows for these places, or null when the table has no such leg.
 */
export function tableDetourFactor(table: RoadTable): number | null {
  const points = table.keys.map((key) => {
    const [latitude, longitude] = key.split(',').map(Number);
    return { latitude, longitude };
  });
  let road = 0;
  let straight = 0;
  points.forEach((from, row) =>
    points.forEach((to, column) => {
      const miles = table.miles[row]?.[column];
      const line = distanceMiles(from, to);
      if (miles == null || line < 0.1) return;
      road += miles;
      straight += line;
    }),
  );
  return straight > 0 ? road / straight : null;
}
