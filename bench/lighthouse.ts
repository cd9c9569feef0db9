// `npm run bench:lighthouse [PATH …]`: Lighthouse's mobile audit (simulated slow 4G, 4 × CPU slowdown) of the pages a
// crew, a customer and the office open first (a visit's page among them), in the Chromium the tests use, on the built
// app and the demo business.
// Prints one JSON line per page: the median of BENCH_RUNS runs (3 by default) of each score and metric, the JavaScript
// the page loaded (scriptKB, bytes over the network, gzip on plain HTTP) and the machine's load average, which these
// figures depend on. Figures only, no assertions (docs/performance.md). BENCH_LH_REPORTS=dir keeps the full reports.
// A PATH that is no target here (a public page's address with its token, `/visit/…`) is audited as it is, signed out.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { freePort, startDemoServer } from './demoServer';
import { startTileStub } from './tileStub';

const WORK_DIR = path.resolve('data/bench-lighthouse');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_LH_REPORTS=dir keeps each run's full report there (what blocks the main thread, which audit failed). */
const REPORTS = process.env.BENCH_LH_REPORTS;
const PASSWORD = 'Lawn#2026';

interface Target {
  path: string;
  /** Who is signed in when the page opens; nobody on the sign-in pages. */
  username?: string;
  loginRole?: 'admin' | 'crew';
  /** A page whose address is made for the run, as the public quote page's token is. */
  prepare?: (baseUrl: string) => Promise<string>;
}

const TARGETS: Target[] = [
  { path: '/crew/login' },
  { path: '/crew/dashboard', username: 'demo-crew', loginRole: 'crew' },
  { path: '/crew/map-crew', username: 'demo-crew', loginRole: 'crew' },
  { path: '/login' },
  { path: '/customers/dashboard', username: 'demo-customer', loginRole: 'admin' },
  { path: '/dashboard', username: 'demo-admin', loginRole: 'admin' },
  { path: '/quote', prepare: sentQuotePath },
  { path: '/pay', prepare: invoicePayPath },
  { path: '/visit', prepare: completedVisitPath },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

/**
 * The JavaScript a run loaded, in KB over the network (Lighthouse's resource summary): near 0 after a page's first run,
 * since the kept storage keeps the HTTP cache and the crew's service worker too.
 */
function scriptKB(audits: Record<string, { details?: unknown }>): number {
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return (items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN) / 1024;
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

/**
 * Total blocking time counted on the main thread's CPU time rather than its wall time: each task after the first
 * contentful paint, its thread time (`tdur`) times the 4 × CPU slowdown, less 50 ms. On a shared machine a task's wall
 * time grows with every process competing for a core; its thread time stays what the page cost, so this figure says
 * whether a change helped when Lighthouse's TBT cannot (it still moves with caches and the CPU's clock). Counted to the
 * trace's end rather than to the page's interactive time, so a little above Lighthouse's on a quiet machine.
 */
function cpuBlockingMs(events: readonly TraceEvent[]): number {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid)
    .filter((event) => event.ts >= paint.ts && event.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task run inside another's nested loop
    end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (4 * task.tdur!) / 1000 - 50);
  }
  return blocking;
}

type Figures = Record<string, number>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function sessionOf(baseUrl: string, target: Target): Promise<Record<string, string>> {
  if (!target.username) return {};
  const response = await fetch(`${baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: target.username, password: PASSWORD, loginRole: target.loginRole }),
  });
  if (!response.ok) throw new Error(`${target.username} could not sign in: ${response.status}`);
  const { token, ...user } = (await response.json()).data as { token: string };
  return { token, user: JSON.stringify(user), loginRole: target.loginRole ?? 'admin' };
}

async function adminCall(baseUrl: string, token: string, route: string, body: object) {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The page a lead opens from the office's e-mail: a quote of weekly mowing, a bed clean-up and an optional line. */
async function sentQuotePath(baseUrl: string): Promise<string> {
  const { token } = await sessionOf(baseUrl, { path: '', username: 'demo-admin', loginRole: 'admin' });
  const lead = await adminCall(baseUrl, token, '/leads', {
    name: { first: 'Riley', last: 'Bench' },
    email: `riley.bench.${Date.now()}@example.com`,
    mobile: '512-555-0177',
    address: '1204 Barton Hills Dr',
    city: 'Austin',
    zipcode: '78704',
    source: 'none',
    lotSize: 6200,
    asked: 'Weekly mowing and a spring bed clean-up',
  });
  const expiresOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const quote = await adminCall(baseUrl, token, '/quotes', {
    leadId: lead._id,
    lines: [
      { type: 'mow', frequency: 1, priceCents: 4500 },
      { type: 'one-time', description: 'Spring bed clean-up', priceCents: 18000 },
      { type: 'bnb', frequency: 4, priceCents: 6000, optional: true },
    ],
    depositCents: 5000,
    expiresOn,
  });
  const sent = await adminCall(baseUrl, token, `/quotes/${quote.data._id}/send`, {});
  return new URL(sent.data.link as string, baseUrl).pathname;
}

/**
 * The pay page an invoiced customer opens from the invoice's mail: a customer of its own (invoiced, with a billable call
 * log), its invoice issued, and the page's link made as the portal's Pay button makes it.
 */
async function invoicePayPath(baseUrl: string): Promise<string> {
  const { token } = await sessionOf(baseUrl, { path: '', username: 'demo-admin', loginRole: 'admin' });
  const call = async (method: string, route: string, body?: object) => {
    const response = await fetch(`${baseUrl}/api/v1${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    // A list answers with its rows, anything else with its envelope.
    const answer = await response.json();
    return Array.isArray(answer) ? answer : answer.data;
  };
  const stamp = Date.now();
  const created = await call('POST', '/customers', {
    name: { first: 'Ivy', last: `Bench${stamp}` },
    email: `ivy.bench.${stamp}@example.com`,
    mobile: `737${String(stamp).slice(-7)}`,
    emergencyPhone: `737${String(stamp + 1).slice(-7)}`,
    language: 'en',
    property: {
      address: `${stamp % 10000} Invoice Way`,
      city: 'Austin',
      zipcode: '78701',
      lotSize: 5200,
      cornerLot: false,
      petsAndSecurity: 'None',
      backyardLockCode: '0',
      subdivisionCode: 'IV',
      duplexUnit: 'N/A',
    },
  });
  const propertyId = created.property._id as string;
  const customerId = (await call('GET', `/customers/properties/${propertyId}`)).customer._id as string;
  await call('PUT', `/customers/${customerId}/invoicing`, { method: 'invoice', termsDays: 30 });
  await call('POST', '/call-logs', { propertyId, code: 'C', text: 'Bench: an extra trip.', billable: true });
  const filter = encodeURIComponent(JSON.stringify({ propertyId, item: 'call-log' }));
  const [payment] = await call('GET', `/payments?filter=${filter}&range=[0,9]`);
  const issued = (await call('POST', '/invoices/issue', { through: payment.date })) as { id: string; customerId: string }[];
  const invoice = issued.find((candidate) => candidate.customerId === customerId)!;
  return (await call('POST', `/invoices/${invoice.id}/pay-link`, {})).path as string;
}

/** The page a customer opens from "visit done": one of the demo crew's stops of today, started and completed. */
async function completedVisitPath(baseUrl: string): Promise<string> {
  const call = async (token: string, method: string, route: string, body?: object) => {
    const response = await fetch(`${baseUrl}/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    const answer = await response.json();
    return Array.isArray(answer) ? answer : answer.data;
  };
  // "visit done" goes after the completion's commit; the demo keeps its e-mails and texts in the outbox. Quiet hours
  // are off meanwhile (a text in them waits for the morning, not in the outbox).
  const { token } = await sessionOf(baseUrl, { path: '', username: 'demo-admin', loginRole: 'admin' });
  const settings = (await call(token, 'GET', '/settings')) as { textMessages: object };
  await call(token, 'PUT', '/settings', { textMessages: { ...settings.textMessages, authToken: '', quietStart: 0, quietEnd: 0 } });
  const crew = await sessionOf(baseUrl, { path: '', username: 'demo-crew', loginRole: 'crew' });
  type Day = { date: string; stops: { _id: string; status: string }[] };
  const left = (day: Day) => day.stops.find((candidate) => candidate.status === 'pending' || candidate.status === 'started');
  const today = (await call(crew.token, 'GET', '/crew/day')) as Day;
  let stop = left(today);
  if (!stop) {
    // In the evening the demo's day is done (seeded up to its clock): one of the next day's stops is moved to today.
    const next = new Date(`${today.date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    stop = left((await call(crew.token, 'GET', `/crew/day?date=${next.toISOString().slice(0, 10)}`)) as Day);
    if (!stop) throw new Error('the demo crew has no stop left to complete today or tomorrow');
    await call(token, 'POST', '/work-logs/move', { ids: [stop._id], date: today.date });
    stop = { ...stop, status: 'pending' };
  }
  const at = { latitude: 30.27, longitude: -97.74 };
  if (stop.status === 'pending') await call(crew.token, 'PUT', `/work-logs/${stop._id}/status`, { action: 'start', ...at });
  await call(crew.token, 'PUT', `/work-logs/${stop._id}/status`, { action: 'complete', ...at });
  const query = `filter=${encodeURIComponent(JSON.stringify({ q: '/visit/' }))}&sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,0]`;
  for (let tries = 0; tries < 60; tries++) {
    const [message] = (await call(token, 'GET', `/outbox?${query}`)) as { text: string }[];
    const link = message && /\/visit\/[\w-]+/.exec(message.text);
    if (link) return link[0];
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no "visit done" message with its link came');
}

async function main() {
  const only = process.argv.slice(2);
  const named = TARGETS.filter((target) => only.includes(target.path));
  const given = only
    .filter((pagePath) => !TARGETS.some((target) => target.path === pagePath))
    .map((pagePath): Target => ({ path: pagePath }));
  const targets = only.length ? [...named, ...given] : TARGETS;
  // The map's tiles from a stand-in on loopback, as a phone in the field has OpenStreetMap's: the app is built with its
  // address and the server's CSP admits it (both read VITE_MAP_TILE_URL).
  // Whatever was started is stopped however the run ends (a demo that did not start in time included).
  const started: (() => unknown)[] = [];
  try {
    await auditPages(targets, started);
  } finally {
    for (const stop of started.reverse()) await stop();
  }
}

async function auditPages(targets: Target[], started: (() => unknown)[]) {
  const tiles = await startTileStub();
  started.push(() => tiles.server.close());
  process.env.VITE_MAP_TILE_URL = tiles.url;
  console.log('Building the app…');
  await build({ logLevel: 'warn' });
  // The sandbox payment gateway, as the browser tests have it: the pay page's card fields come from it (without one
  // they answer 503, an error in the console that costs the page its best practices).
  const gatewayPort = await freePort();
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandboxGateway.ts'], {
    env: { ...process.env, SANDBOX_GATEWAY_PORT: String(gatewayPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(() => gateway.kill());
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  for (
    let tries = 0;
    !(await fetch(`${gatewayUrl}/protect.js`).then(
      (response) => response.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 240) throw new Error('the sandbox gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const port = await freePort();
  const server = await startDemoServer(port, path.join(WORK_DIR, 'db'), { SANDBOX_GATEWAY_URL: gatewayUrl });
  started.push(() => server.kill());
  const baseUrl = `http://127.0.0.1:${port}`;
  const debuggingPort = await freePort();
  // A persistent context is the browser's default one, the context Lighthouse opens its tab in: the session stored here
  // is the one the audited page reads.
  const browser = await chromium.launchPersistentContext(path.join(WORK_DIR, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
  });
  started.push(() => browser.close());
  for (const target of targets) {
    const storage = await sessionOf(baseUrl, target);
    const setup = await browser.newPage();
    await setup.goto(`${baseUrl}/robots.txt`);
    await setup.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await setup.close();
    const pagePath = target.prepare ? await target.prepare(baseUrl) : target.path;
    const runs: Figures[] = [];
    for (let run = 0, failed = 0; run < RUNS; run++) {
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: debuggingPort,
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
      // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) has no metrics: it is run again.
      if (result.lhr.runtimeError) {
        console.error(`${target.path}: run ${run + 1} failed (${result.lhr.runtimeError.code}), run again`);
        if (++failed > 3) throw new Error(`Lighthouse failed ${failed} times on ${target.path}`);
        run--;
        continue;
      }
      const { categories, audits } = result.lhr;
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${target.path.replaceAll('/', '_')}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      const figures: Figures = {};
      for (const category of CATEGORIES) figures[category] = Math.round((categories[category]?.score ?? 0) * 100);
      for (const [name, audit] of Object.entries(METRICS)) figures[name] = audits[audit]?.numericValue ?? NaN;
      figures.scriptKB = scriptKB(audits);
      figures.cpuTbtMs = cpuBlockingMs((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]);
      runs.push(figures);
    }
    const summary: Figures = {};
    for (const name of Object.keys(runs[0]))
      summary[name] = Number(median(runs.map((figures) => figures[name])).toFixed(name === 'cls' ? 3 : 0));
    console.log(JSON.stringify({ page: target.path, runs: RUNS, ...summary, load: Number(loadavg()[0].toFixed(1)) }));
  }
}

await main();
