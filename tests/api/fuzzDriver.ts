// Drives every route of the app's route table with generated requests: bad input answers 4xx, never 500. A route the
// OpenAPI document describes gets inputs shaped by its schema; one it leaves out (hidden) gets its path's ids and raw
// bodies. A route added later is driven without editing this file; only FUZZ_EXCLUDED stays out, each with its reason.
// Each fuzz*.test.ts file drives one group of routes (FUZZ_GROUPS), so the groups run side by side, each on its own app
// and fixture.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness } from './fixtures/business';
import { type SandboxHost, startSandboxHost } from '../../server/modules/billing';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { encodeQueryValue, type JsonSchema, kindOf, listQueryValueOf, pathSegmentOf, type Pools, rawBody, valueOf } from './fuzzInputs';

/** Runs per route (reads get a quarter): every route is driven each pass; FUZZ_RUNS=200 searches deeper. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
interface Attempt {
  caller: 'admin' | 'anonymous';
  path: Record<string, string>;
  query: Partial<Record<string, string>>;
  body: unknown;
  /** Now and then a body that is not JSON: multipart without a boundary or cut short, or text in another type's clothes. */
  raw?: { contentType: string; payload: string };
}
interface Failure {
  route: string;
  status: number;
  url: string;
  caller: string;
  body: string;
  answer: string;
}

/**
 * Routes of the route table the sweep does not drive, and why. Kept short: a test fails when one is no longer a route,
 * and every other route (under /api/v1, HEAD twins aside) is driven.
 */
export const FUZZ_EXCLUDED: Record<string, string> = {
  'GET /api/v1/openapi.json': 'the document itself: the sweep reads it to shape every other route’s inputs',
};

/** `/quotes/:id` as the OpenAPI document spells it: `/quotes/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The route table's routes the document leaves out, as operations with their path's parameters and no body schema. */
function undescribedOperations(routes: readonly { method: string; url: string }[], described: readonly Operation[]): Operation[] {
  const known = new Set(described.map((operation) => `${operation.method} ${operation.path}`));
  return routes
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/v1/'))
    .filter((route) => !FUZZ_EXCLUDED[`${route.method} ${route.url}`])
    .map((route) => ({ method: route.method.toLowerCase(), path: openApiPath(route.url) }))
    .filter((route) => !known.has(`${route.method} ${route.path}`))
    .map((route) => ({
      ...route,
      parameters: [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ in: 'path' as const, name })),
    }));
}

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Every `_id` in a reply, by the kind of record that holds it: the list's own, or the key of a nested record. */
function collectIds(value: unknown, kind: string, into: Map<string, Set<string>>) {
  if (Array.isArray(value)) value.forEach((item) => collectIds(item, kind, into));
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === '_id' && typeof field === 'string') into.set(kind, (into.get(kind) ?? new Set()).add(field));
      else collectIds(field, key === 'data' ? kind : kindOf(key), into);
    }
  }
}

/** The kind of record a path parameter names: `{propertyId}` a property, `/customers/{id}` a customer. */
function kindOfParameter(path: string, name: string) {
  if (name !== 'id') return kindOf(name);
  const before = path
    .slice(0, path.indexOf(`{${name}}`))
    .split('/')
    .filter(Boolean);
  return kindOf(before[before.length - 1] ?? '');
}

function attemptsOf(operation: Operation, pools: Pools): fc.Arbitrary<Attempt> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc.record({
    caller: fc.constantFrom<Attempt['caller']>('admin', 'admin', 'admin', 'anonymous'),
    path: fc.record(
      Object.fromEntries(
        pathParameters.map((parameter) => [parameter.name, pathSegmentOf(pools, kindOfParameter(operation.path, parameter.name))]),
      ),
    ),
    query: fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, listQueryValueOf(parameter.name, pools)])), {
      requiredKeys: [],
    }),
    body: operation.body ? valueOf(operation.body, pools) : fc.constant(undefined),
    raw: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: rawBody }),
  });
}

/** Route groups by the first segment after /api/v1; `other` takes every route no group names. */
export const FUZZ_GROUPS = {
  vendors: ['vendors', 'vendor', 'crew', 'markets', 'zipcodes'],
  customers: ['customers', 'properties', 'customer-signup', 'locked-customers', 'contact-requests', 'call-logs', 'notes', 'reminders'],
  users: ['users', 'user', 'time-sheets', 'notifications', 'settings'],
  other: [],
} as const satisfies Record<string, readonly string[]>;
export type FuzzGroup = keyof typeof FUZZ_GROUPS;

export function groupOf(path: string): FuzzGroup {
  const segment = path.replace(/^\/api\/v1\//, '').split('/')[0];
  const named = (Object.keys(FUZZ_GROUPS) as FuzzGroup[]).find((group) => (FUZZ_GROUPS[group] as readonly string[]).includes(segment));
  return named ?? 'other';
}

const reportOf = (list: Failure[]) =>
  `seed ${SEED}, FUZZ_RUNS=${RUNS}; reproduce with FUZZ_SEED=${SEED}\n${list
    .slice(0, 20)
    .map((failure) => JSON.stringify(failure))
    .join('\n')}`;

/** Defines the suite for one group: its own app, fixture, id pools and failure list. */
export function describeFuzz(group: FuzzGroup) {
  const inGroup = (path: string) => groupOf(path) === group;
  let testApp: TestApp;
  let adminUsername: string;
  let token: string;
  let operations: Operation[];
  const pools: Pools = { ids: [], byKind: new Map() };
  /** One id of each list, for the read routes that take one. */
  let sampleIds: string[] = [];
  const failures: Failure[] = [];
  const statuses = new Map<number, number>();
  let tried = 0;

  async function signInAdmin() {
    token = (await signIn(testApp.app, adminUsername)).token;
  }

  function urlOf(operation: Operation, attempt: Attempt) {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => attempt.path[name] ?? pools.ids[0]);
    const query = Object.entries(attempt.query)
      .map(([name, value]) => `${name}=${encodeQueryValue(value ?? '')}`)
      .join('&');
    return query ? `${path}?${query}` : path;
  }

  function payloadOf(operation: Operation, attempt: Attempt): { contentType: string; payload: string } | undefined {
    if (operation.method === 'get') return undefined;
    if (attempt.raw) return attempt.raw;
    return attempt.body === undefined ? undefined : { contentType: 'application/json', payload: JSON.stringify(attempt.body) };
  }

  async function send(operation: Operation, attempt: Attempt) {
    const url = urlOf(operation, attempt);
    const body = payloadOf(operation, attempt);
    const request = () =>
      testApp.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url,
        // A fresh address each time keeps the sign-in and sign-up limits from hiding the validation behind 429s.
        remoteAddress: `10.${tried % 250}.${(tried >> 8) % 250}.${(tried >> 16) % 250}`,
        headers: { ...(attempt.caller === 'admin' ? bearer(token) : {}), ...(body && { 'content-type': body.contentType }) },
        ...(body && { payload: body.payload }),
      });
    tried += 1;
    let response = await request();
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode === 401 && attempt.caller === 'admin') {
      // A fuzzed sign-out or password change ends the admin's session: sign in again and repeat the call.
      await signInAdmin();
      response = await request();
    }
    if (response.statusCode >= 500) {
      const sent = body ? `${body.contentType}: ${body.payload}` : '';
      failures.push({
        route: `${operation.method.toUpperCase()} ${operation.path}`,
        status: response.statusCode,
        url: url.slice(0, 300),
        caller: attempt.caller,
        body: sent.length > 300 ? `${sent.slice(0, 300)}… (${sent.length} chars)` : sent,
        answer: response.body.slice(0, 200),
      });
    }
    return response;
  }

  /** Drives one route with a seeded sample of requests; every 500 is kept with its input, so one run reports them all. */
  async function fuzz(operation: Operation, runs: number) {
    for (const attempt of fc.sample(attemptsOf(operation, pools), { seed: SEED, numRuns: runs })) await send(operation, attempt);
  }

  /** Lists every record the admin can list (up to 1,000 a list), which also reads each one back through its response schema. */
  async function harvestIds(excluded: string[]) {
    const byKind = new Map<string, Set<string>>();
    const samples = new Set<string>();
    for (const operation of operations.filter((candidate) => candidate.method === 'get' && !candidate.path.includes('{'))) {
      const response = await send(operation, {
        caller: 'admin',
        path: {},
        query: operation.parameters.some((parameter) => parameter.name === 'range') ? { range: '[0,999]' } : {},
        body: undefined,
      });
      if (response.statusCode !== 200 || !response.headers['content-type']?.toString().includes('json')) continue;
      const listKind = kindOf(operation.path.split('/').pop() ?? '');
      const before = byKind.get(listKind)?.size ?? 0;
      collectIds(response.json(), listKind, byKind);
      const [first] = [...(byKind.get(listKind) ?? [])].slice(before);
      if (first) samples.add(first);
    }
    const isExcluded = (id: string) => excluded.includes(id);
    pools.byKind = new Map(
      [...byKind].map(([kind, ids]) => [kind, [...ids].filter((id) => !isExcluded(id))] as const).filter(([, ids]) => ids.length > 0),
    );
    const all = new Set([...pools.byKind.values()].flat());
    pools.ids = all.size ? [...all] : [randomUUID()];
    sampleIds = [...samples].filter((id) => !isExcluded(id));
  }

  let adminIds: string[] = [];

  let gateway: SandboxHost | undefined;

  beforeAll(async () => {
    // The card routes meet a gateway as a deployment's would: a 503 for a missing one is not what the fuzz looks for.
    gateway = await startSandboxHost();
    testApp = await createTestApp({ gatewayHosts: { sandboxUrl: gateway.url } });
    adminUsername = (await buildBusiness(testApp.app)).users.admin.username;
    await signInAdmin();
    // Read as the admin, so the document stays reachable whatever access it is given.
    const described = operationsOf((await testApp.app.inject({ url: '/api/v1/openapi.json', headers: bearer(token) })).json());
    operations = [...described, ...undescribedOperations(testApp.app.registeredRoutes, described)];
    // The admin's own account and role stay out of reach, so a fuzzed call cannot lock the fuzzer out.
    const me = (await testApp.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json().data;
    const adminRecord = (await testApp.app.inject({ url: `/api/v1/users/${me._id}`, headers: bearer(token) })).json();
    adminIds = [me._id, adminRecord.role];
    await harvestIds(adminIds);
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
    await gateway?.close();
  });

  describe(`generated requests on the ${group} routes`, () => {
    it('drive every route of the route table but the listed exclusions', () => {
      const driven = new Set(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
      const routes = testApp.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/v1/'));
      const undriven = routes
        .map((route) => `${route.method} ${route.url}`)
        .filter((route) => !FUZZ_EXCLUDED[route] && !driven.has(route.replace(/:(\w+)/g, '{$1}')));
      expect(undriven).toEqual([]);
      const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
      expect(Object.keys(FUZZ_EXCLUDED).filter((route) => !registered.has(route))).toEqual([]);
    });

    it('never answer 500 on a write route, as admin or anonymously', async () => {
      const writes = operations.filter((operation) => WRITE_METHODS.includes(operation.method) && inGroup(operation.path));
      expect(writes.length).toBeGreaterThan(5);
      // Deletes go last so that the other routes meet the seeded records.
      const ordered = [
        ...writes.filter((operation) => operation.method !== 'delete'),
        ...writes.filter((operation) => operation.method === 'delete'),
      ];
      for (const operation of ordered) await fuzz(operation, RUNS);
      const failingRoutes = new Set(failures.map((failure) => failure.route)).size;
      console.info(
        `fuzz ${group}: ${ordered.length} write routes, ${tried} requests, ${failures.length} answered 500 on ${failingRoutes} routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(failures, reportOf(failures)).toEqual([]);
    }, 600_000);

    it('never answer 500 on a read route, and every stored record still reads back through its schema', async () => {
      const before = failures.length;
      await harvestIds(adminIds);
      const reads = operations.filter((operation) => operation.method === 'get' && inGroup(operation.path));
      for (const operation of reads.filter((candidate) => candidate.path.includes('{'))) {
        for (const id of sampleIds)
          await send(
            { ...operation, path: operation.path.replace(/\{\w+\}/g, id) },
            { caller: 'admin', path: {}, query: {}, body: undefined },
          );
      }
      for (const operation of reads) await fuzz(operation, Math.ceil(RUNS / 4));
      const readFailures = failures.slice(before);
      console.info(`fuzz ${group}: ${reads.length} read routes, ${tried} requests in all, ${readFailures.length} answered 500`);
      expect(readFailures, reportOf(readFailures)).toEqual([]);
    }, 600_000);
  });
}
