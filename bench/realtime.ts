// `npm run bench:realtime`: 1,000 signed-in sockets on one node, then spread over two nodes sharing Redis. Each property
// status change made through the API notifies every csr, so each round is 1,000 deliveries; prints latency and the count.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { buildApp, type App } from '../server/app';
import type { Config } from '../server/config';
import { roles, users } from '../server/db/schema';
import { issueToken } from '../server/lib/sessionTokens';
import { recreateDatabase } from './database';
import { percentile } from './measure';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** Rounds run first and not counted: the first queries and emits of a fresh process pay for compilation. */
const WARMUP_ROUNDS = 3;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The listeners: csr accounts made straight in the database, each with a session token. */
async function listenerTokens(app: App) {
  const { db } = app.database;
  const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
  const [template] = await db.select().from(users).where(eq(users.username, 'demo-csr'));
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: SOCKETS }, (_, index) => ({
        username: `bench-csr-${index}`,
        firstName: 'Bench',
        lastName: `Csr ${index}`,
        passwordHash: template.passwordHash,
        type: 'csr' as const,
        roleId: csrRole._id,
      })),
    )
    .returning({ _id: users._id });
  const tokens: string[] = [];
  for (const row of rows) tokens.push(await issueToken(db, app.signingKey, row._id, '127.0.0.1'));
  return tokens;
}

/** Starts the sockets in a worker thread; resolves once all are connected. */
async function startListeners(urls: string[], tokens: string[]) {
  // Worker threads do not inherit tsx's loader: the bootstrap registers it before importing the TypeScript module.
  const script = new URL('./socketClients.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { urls, tokens } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  /** Epoch milliseconds at which each delivery of the round arrived, once all have or after 10 s. */
  const nextRound = () =>
    new Promise<number[]>((resolve) => {
      const timer = setTimeout(() => worker.postMessage('flush'), 10_000);
      worker.once('message', ({ arrivals }: { arrivals: number[] }) => {
        clearTimeout(timer);
        worker.postMessage('reset');
        resolve(arrivals);
      });
    });
  return { nextRound, stop: () => worker.terminate() };
}

async function run(label: string, nodes: App[]) {
  const urls = [];
  for (const node of nodes) urls.push(await node.listen({ port: 0, host: '127.0.0.1' }));
  const [apiNode] = nodes;
  const tokens = await listenerTokens(apiNode);
  const listeners = await startListeners(urls, tokens);
  const login = await apiNode.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { id: 'demo-admin', password: 'Lawn#2026', loginRole: 'admin' },
  });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  const [property] = (await apiNode.inject({ url: '/api/v1/properties?range=[0,0]', headers })).json() as { _id: string }[];

  const latencies: number[] = [];
  const answers: number[] = [];
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    const status = round % 2 === 0 ? 'declined' : 'active';
    const arrived = listeners.nextRound();
    const startedAt = performance.timeOrigin + performance.now();
    const response = await fetch(`${urls[0]}/api/v1/customers/properties/${property._id}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status, pastCustomerType: null, statusReason: null }),
    });
    if (!response.ok) throw new Error(`status change: ${response.status} ${await response.text()}`);
    const answeredAt = performance.timeOrigin + performance.now();
    const arrivals = await arrived;
    if (round < 0) continue;
    answers.push(answeredAt - startedAt);
    latencies.push(...arrivals.map((at) => at - startedAt));
  }
  await listeners.stop();
  latencies.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  return {
    setup: label,
    sockets: SOCKETS,
    delivered: `${latencies.length} of ${SOCKETS * ROUNDS}`,
    'API answer p50 ms': percentile(answers, 50).toFixed(1),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    'max ms': (latencies.at(-1) ?? NaN).toFixed(1),
  };
}

const baseConfig = (databaseUrl: string): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl,
  logLevel: 'silent',
  staticDir: '/nonexistent',
  seedDemo: true,
  loginFailureLimit: 1000,
  recoveryRateLimit: 1000,
  jwtSecret: 'bench-realtime',
});

const results = [];
{
  const node = await buildApp(baseConfig(await recreateDatabase('lawndesk_bench_rt1')));
  results.push(await run('one node', [node]));
  await node.close();
}
{
  const databaseUrl = await recreateDatabase('lawndesk_bench_rt2');
  const first = await buildApp({ ...baseConfig(databaseUrl), redisUrl });
  const second = await buildApp({ ...baseConfig(databaseUrl), redisUrl });
  results.push(await run('two nodes + Redis', [first, second]));
  await second.close();
  await first.close();
}
console.log(`\nDelivery latency from the API call to each socket, ${ROUNDS} status changes, clients in a worker thread`);
console.table(results);
