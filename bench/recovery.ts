// `npm run bench:recovery`: how long password and username recovery take to answer for an address that has an account
// and for one that has none, with a mail server configured (a loopback sink). The two must not differ: the figures say
// by how much they do. Each call comes from its own address, as an attacker rotating addresses would. Figures only.
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { users } from '../server/db/schema';
import { startSmtpSink } from '../tests/smtpSink';
import { performance } from 'node:perf_hooks';
import { percentile } from './measure';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const sink = await startSmtpSink();
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  inMemory: true,
  logLevel: 'silent',
  staticDir: '/nonexistent',
  seedDemo: true,
  loginFailureLimit: 100,
  recoveryRateLimit: 10_000,
  jwtSecret: 'bench',
  smtp: { host: '127.0.0.1', port: sink.port, from: 'bench@lawndesk.test' },
});
const [known] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.type, 'customer')).limit(1);

let address = 0;
const ask = (path: string, emailOrPhone: string) => () =>
  app.inject({
    method: path === 'forgot-password' ? 'PUT' : 'POST',
    url: `/api/v1/users/login/${path}`,
    payload: { emailOrPhone },
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });

/** p50 and p95 of each way, alternating which goes first; each call starts once the mail of the one before has gone. */
async function timesOf(ways: (() => Promise<unknown>)[]) {
  const times = ways.map(() => [] as number[]);
  for (let run = 0; run < RUNS + 10; run++) {
    for (const way of run % 2 ? [1, 0] : [0, 1]) {
      await app.messenger.idle();
      const started = performance.now();
      await ways[way]();
      if (run >= 10) times[way].push(performance.now() - started);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)).map((sorted) => ({ p50: percentile(sorted, 50), p95: percentile(sorted, 95) }));
}

console.log(`Recovery answer times, ${RUNS} calls each after 10 warm-up calls, alternating (ms)`);
for (const path of ['forgot-password', 'forgot-username']) {
  const [existing, unknown] = await timesOf([ask(path, known.email!), ask(path, 'nobody-here@example.com')]);
  const gap = existing.p50 - unknown.p50;
  console.log(
    `${path.padEnd(16)} existing p50 ${existing.p50.toFixed(2)} p95 ${existing.p95.toFixed(2)} | unknown p50 ${unknown.p50.toFixed(2)} p95 ${unknown.p95.toFixed(2)} | p50 gap ${gap.toFixed(2)}`,
  );
}
await app.messenger.idle();
console.log(`mails received by the sink: ${sink.mails.length}`);
await app.close();
await sink.close();
