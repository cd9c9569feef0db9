// The route-based crossover of the time-warp genetic search (hgsTw.ts): a selective route exchange after Nagata and
// Kobayashi's SREX as Kool et al. (2022) used it beside the ordered crossover for the VRPTW. A few neighbouring routes
// of one parent replace the routes of the other that share most of their clients; the other's clients left without a
// route are put back one at a time where they cost least under the search's penalties. Whole routes pass on intact,
// which the giant tour and its split cannot promise when windows shape the routes. Pure.
import type { TwData } from './hgsTwData';

export interface Penalties {
  load: number;
  warp: number;
}

/** A child of `a` and `b` (their routes, every client once each), or null when either has fewer than two routes. */
export function exchangeRoutes(
  data: TwData,
  a: readonly (readonly number[])[],
  b: readonly (readonly number[])[],
  routeCount: number,
  penalties: Penalties,
  random: () => number,
): number[][] | null {
  if (a.length < 2 || b.length < 2) return null;
  const n = data.clients;
  const count = 1 + Math.floor(random() * Math.floor(Math.min(a.length, b.length) / 2));
  // A's routes: a random one and those whose clients are most often among its clients' granular neighbours.
  const seed = Math.floor(random() * a.length);
  const near = new Uint8Array(n + 1);
  for (const client of a[seed]) for (const other of data.neighbours[client]) near[other] = 1;
  const closeness = a.map((route, index) => (index === seed ? Infinity : route.filter((client) => near[client]).length / route.length));
  const chosenA = a
    .map((_, index) => index)
    .sort((x, y) => closeness[y] - closeness[x] || x - y)
    .slice(0, count);
  const fromA = new Uint8Array(n + 1);
  for (const index of chosenA) for (const client of a[index]) fromA[client] = 1;
  // B's routes sharing most clients with those.
  const overlap = b.map((route) => route.filter((client) => fromA[client]).length);
  const chosenB = new Set(
    b
      .map((_, index) => index)
      .sort((x, y) => overlap[y] - overlap[x] || x - y)
      .slice(0, count),
  );
  const child: number[][] = chosenA.map((index) => [...a[index]]);
  const left: number[] = [];
  b.forEach((route, index) => {
    if (chosenB.has(index)) left.push(...route.filter((client) => !fromA[client]));
    else {
      const kept = route.filter((client) => !fromA[client]);
      if (kept.length) child.push(kept);
    }
  });
  for (let index = left.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [left[index], left[other]] = [left[other], left[index]];
  }
  for (const client of left) insertCheapest(data, child, client, routeCount, penalties);
  return child;
}

/** Puts `client` where the penalised cost rises least: any place of any route, or a route of its own while one is free. */
function insertCheapest(data: TwData, routes: number[][], client: number, routeCount: number, penalties: Penalties) {
  const { matrix, size, demand, capacity } = data;
  const d = (x: number, y: number) => matrix[x * size + y];
  let best = Infinity;
  let bestRoute = -1;
  let bestAt = 0;
  if (routes.length < routeCount) {
    best = d(0, client) + d(client, 0) + penalties.warp * walkWarp(data, [], client, 0);
    bestRoute = routes.length;
  }
  for (let index = 0; index < routes.length; index++) {
    const route = routes[index];
    const load = route.reduce((total, node) => total + demand[node], 0);
    const excess = Math.max(0, load + demand[client] - capacity) - Math.max(0, load - capacity);
    const fixed = penalties.load * excess;
    if (fixed >= best) continue;
    const warp = walkWarp(data, route, -1, 0);
    for (let at = 0; at <= route.length; at++) {
      const before = at ? route[at - 1] : 0;
      const after = at < route.length ? route[at] : 0;
      const added = fixed + d(before, client) + d(client, after) - d(before, after);
      // Adding a client never lowers a route's time warp, so distance and load alone may rule a place out.
      if (added >= best) continue;
      const cost = added + penalties.warp * (walkWarp(data, route, client, at) - warp);
      if (cost < best) {
        best = cost;
        bestRoute = index;
        bestAt = at;
      }
    }
  }
  if (bestRoute === routes.length) routes.push([client]);
  else routes[bestRoute].splice(bestAt, 0, client);
}

/** The time warp of `route` with `extra` (when ≥ 0) inserted before position `at`, waiting when early. */
function walkWarp(data: TwData, route: readonly number[], extra: number, at: number): number {
  const { matrix, size, ready, due, service } = data;
  let time = ready[0];
  let warp = 0;
  let last = 0;
  const visit = (node: number) => {
    time = Math.max(time + matrix[last * size + node], ready[node]);
    if (time > due[node]) {
      warp += time - due[node];
      time = due[node];
    }
    time += node ? service[node] : 0;
    last = node;
  };
  for (let index = 0; index < route.length; index++) {
    if (index === at && extra >= 0) visit(extra);
    visit(route[index]);
  }
  if (at >= route.length && extra >= 0) visit(extra);
  visit(0);
  return warp;
}
