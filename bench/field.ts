// `npm run bench:field`: what comes in from the field, in parts (`npm run bench:field -- inbox` runs one). Figures only,
// no assertions; DATABASE_URL a PostgreSQL server (each part makes a database of its own).
//
// inbox: Twilio's signed inbound webhook over HTTP at 500 texts a minute (BENCH_INBOX_PER_MINUTE) for
// BENCH_INBOX_MINUTES (default 1), from 2,000 customers and one number in ten unknown (a lead's thread), one text in ten
// sent twice (Twilio's replay); one staff tab reads the thread list every second meanwhile. Prints the webhook's p50,
// p95 and p99, the list's p95, and how many texts were lost or doubled. Then a burst as fast as the server takes it:
// texts a second, lost and doubled.
// photos (bench/fieldPhotos.ts): visit photo uploads a second.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { writeSettings } from '../server/lib/settings';
import { twilioSignature } from '../server/modules/messaging';
import { DEFAULT_SETTINGS } from '../common/schemas/settings';
import { startFakeTwilio } from '../tests/fakeTwilio';
import { adminToken, buildBenchApp } from './benchApp';
import { recreateDatabase } from './database';
import { percentile, secondsSince } from './measure';
import { photos } from './fieldPhotos';

type Part = () => Promise<void>;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function inbox() {
  const perMinute = Number(process.env.BENCH_INBOX_PER_MINUTE ?? 500);
  const minutes = Number(process.env.BENCH_INBOX_MINUTES ?? 1);
  const customers = 2_000;
  const token = 'bench-token';
  const publicUrl = 'https://bench.example.com';
  const twilio = await startFakeTwilio();
  const url = await recreateDatabase('bench_field_inbox');
  let started = performance.now();
  const app = await buildBenchApp(url, {
    jobs: true,
    jobsPollSeconds: 1,
    publicUrl,
    twilio: { apiUrl: twilio.url, accountSid: 'AC0001', authToken: token, from: '+15125550000' },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = app.database;
  await writeSettings(db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } });
  await db.execute(sql`
    insert into customers (_id, first_name, last_name, status, source, email, mobile, language)
    select 'bench-' || i, 'Bench', 'Customer ' || i, 'active', 'none', 'bench' || i || '@example.com', '513' || lpad(i::text, 7, '0'), 'en'
    from generate_series(1, ${customers}) i`);
  await db.execute(sql`vacuum analyze`);
  const staff = await adminToken(address);
  console.log(`inbox: the demo business and ${customers.toLocaleString('en-US')} customers ready in ${secondsSince(started)} s`);

  const total = Math.round(perMinute * minutes);
  const gapMs = 60_000 / perMinute;
  /** Every tenth text comes from a number no customer has; every tenth is sent again after it. */
  const texts = Array.from({ length: total }, (_, index) => ({
    sid: `SMbench${String(index).padStart(8, '0')}`,
    from:
      index % 10 === 3
        ? `+1514${String(index % 500).padStart(7, '0')}`
        : `+1513${String(((index * 7919) % customers) + 1).padStart(7, '0')}`,
    body: `Bench text ${index}: can you skip Friday?`,
  }));
  const webhookTimes: number[] = [];
  const failures: number[] = [];
  const post = async (text: (typeof texts)[number]) => {
    const form = { MessageSid: text.sid, From: text.from, To: '+15125550000', Body: text.body };
    const path = '/api/v1/messages/sms/inbound';
    const begun = performance.now();
    const answer = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(token, `${publicUrl}${path}`, form),
      },
      body: new URLSearchParams(form).toString(),
    });
    await answer.arrayBuffer();
    webhookTimes.push(performance.now() - begun);
    if (answer.status !== 200) failures.push(answer.status);
    return answer.status;
  };
  const listTimes: number[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const begun = performance.now();
      const answer = await fetch(`${address}/api/v1/conversations?length=30`, { headers: { authorization: `Bearer ${staff}` } });
      await answer.arrayBuffer();
      listTimes.push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();

  started = performance.now();
  const calls: Promise<number>[] = [];
  for (const [index, text] of texts.entries()) {
    const due = started + index * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(post(text));
    if (index % 10 === 0) calls.push(post(text));
  }
  await Promise.all(calls);
  reading = false;
  await reader;
  const seconds = (performance.now() - started) / 1000;

  const [kept] = (
    await db.execute<{ texts: number; counted: number; threads: number; leads: number }>(sql`
      select (select count(*)::int from inbound_texts where message_sid like 'SMbench%') as texts,
             (select coalesce(sum(inbound_count), 0)::int from conversations) as counted,
             (select count(*)::int from conversations) as threads,
             (select count(*)::int from leads where channel = 'text') as leads`)
  ).rows;
  webhookTimes.sort((a, b) => a - b);
  listTimes.sort((a, b) => a - b);
  console.log(
    `inbox: ${total} texts (+${Math.ceil(total / 10)} replays) in ${seconds.toFixed(1)} s (${Math.round((total / seconds) * 60)} a minute)`,
  );
  console.log(
    `inbox: webhook p50 ${ms(percentile(webhookTimes, 50))}, p95 ${ms(percentile(webhookTimes, 95))}, p99 ${ms(percentile(webhookTimes, 99))}, max ${ms(webhookTimes.at(-1) ?? NaN)}; refused ${failures.length}`,
  );
  console.log(`inbox: thread list (30 threads) p95 ${ms(percentile(listTimes, 95))} over ${listTimes.length} reads`);
  console.log(
    `inbox: kept ${kept.texts} of ${total} (lost ${total - kept.texts}), counted in threads ${kept.counted} (doubled ${Math.max(kept.counted - kept.texts, 0)}), ${kept.threads} threads, ${kept.leads} leads`,
  );
  await burst(db, post);
  await app.close();
  await twilio.close();
}

/**
 * As fast as the server takes them: BENCH_INBOX_BURST (default 1,000) new texts, BENCH_INBOX_CONCURRENCY (16) at once.
 * Prints texts a second and whether any was lost or doubled.
 */
async function burst(
  db: Awaited<ReturnType<typeof buildBenchApp>>['database']['db'],
  post: (text: { sid: string; from: string; body: string }) => Promise<number>,
) {
  const count = Number(process.env.BENCH_INBOX_BURST ?? 1_000);
  const concurrency = Number(process.env.BENCH_INBOX_CONCURRENCY ?? 16);
  const before = await counts(db);
  const started = performance.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const status = await post({
          sid: `SMburst${String(index).padStart(8, '0')}`,
          from: `+1513${String(((index * 104_729) % 2_000) + 1).padStart(7, '0')}`,
          body: `Burst text ${index}`,
        });
        if (status !== 200) refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await counts(db);
  const kept = after.texts - before.texts;
  console.log(
    `inbox burst: ${count} texts, ${concurrency} at once, in ${seconds.toFixed(1)} s: ${(kept / seconds).toFixed(1)} texts/s kept; refused ${refused}, lost ${count - kept}, doubled ${Math.max(after.counted - before.counted - kept, 0)}`,
  );
}

async function counts(db: Awaited<ReturnType<typeof buildBenchApp>>['database']['db']) {
  const [row] = (
    await db.execute<{ texts: number; counted: number }>(sql`
      select (select count(*)::int from inbound_texts) as texts, (select coalesce(sum(inbound_count), 0)::int from conversations) as counted`)
  ).rows;
  return row;
}

/** The parts, in the order `npm run bench:field` runs them. */
const PARTS: Record<string, Part> = { photos, inbox };

const chosen = process.argv.slice(2).filter((name) => name in PARTS);
for (const name of chosen.length ? chosen : Object.keys(PARTS)) await PARTS[name]();
process.exit(0);
