// The node's road distances (ROUTING_URL, docs/routing.md "Road distances"): the tables of the days planned lately kept
// for a day, so Generate Route, its preview and a skip's re-ordering of one day ask the road service once; a day whose
// stops change asks again (a table is named by its points). Each table also teaches the detour factor the road network
// shows for the business's places, which the straight-line fallback could use in its place (System Settings shows it).
import type { Point } from '../../../common/geo/distance';
import { type RoadTable, roadKey, tableDetourFactor } from '../../../common/geo/roads';
import type { RoadSettings } from '../../config';
import { osrmRoads, type RoadDistances } from './osrm';

const KEPT_TABLES = 500;
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

let port: RoadDistances | null = null;
const kept = new Map<string, { table: RoadTable | null; until: number }>();
const keptPaths = new Map<string, { path: [number, number][] | null; until: number }>();
const learned = { roadMiles: 0, tables: 0, factors: [] as number[] };

/** At the server's start: the OSRM adapter when ROUTING_URL is set, else none (straight lines). */
export function configureRoads(settings: RoadSettings | undefined, adapter?: RoadDistances) {
  port = adapter ?? (settings ? osrmRoads(settings) : null);
  kept.clear();
  keptPaths.clear();
  learned.tables = 0;
  learned.factors = [];
}

/** The road table of a day's points, or null without a road service (or when it did not answer). */
export async function roadTable(points: readonly (Point | null)[]): Promise<RoadTable | null> {
  if (!port) return null;
  const known = points.filter((point): point is Point => point !== null);
  const name = [...new Set(known.map(roadKey))].sort().join(';');
  const now = Date.now();
  const hit = kept.get(name);
  if (hit && hit.until > now) return hit.table;
  const table = await port.table(known);
  if (kept.size >= KEPT_TABLES) kept.delete(kept.keys().next().value!);
  // A failed call is kept a minute only: the service may be back for the next plan.
  kept.set(name, { table, until: now + (table ? KEPT_FOR_MS : 60_000) });
  const factor = table && tableDetourFactor(table);
  if (factor) {
    learned.tables++;
    learned.factors = [...learned.factors.slice(-99), factor];
  }
  return table;
}

/**
 * The roads a crew drives through its day's points in their order (for its map), or null without a road service or
 * when it did not answer: the map then draws straight legs. Kept a day per order of points, as the tables.
 */
export async function roadPath(points: readonly Point[]): Promise<[number, number][] | null> {
  if (!port) return null;
  const name = points.map(roadKey).join(';');
  const now = Date.now();
  const hit = keptPaths.get(name);
  if (hit && hit.until > now) return hit.path;
  const path = await port.path(points);
  if (keptPaths.size >= KEPT_TABLES) keptPaths.delete(keptPaths.keys().next().value!);
  keptPaths.set(name, { path, until: now + (path ? KEPT_FOR_MS : 60_000) });
  return path;
}

/** The median detour factor of the last hundred tables, or null before the first (or without a road service). */
export function learnedDetourFactor(): { factor: number; tables: number } | null {
  if (!learned.factors.length) return null;
  const sorted = [...learned.factors].sort((a, b) => a - b);
  return { factor: Math.round(sorted[Math.floor(sorted.length / 2)] * 100) / 100, tables: learned.tables };
}
