// `npm run bench:messages`: 10,000 customers with a visit tomorrow, the day-before job run by two app nodes at once on
// PostgreSQL, against the fake Twilio and the SMTP sink of the tests. Prints the time until every e-mail and text has
// reached its fake, and how many customers got one twice. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { addDays } from '../server/lib/calendar';
import { writeSettings } from '../server/lib/settings';
import { remindTomorrowsVisits } from '../server/modules/messaging';
import { planContext } from '../server/modules/scheduling';
import { startFakeTwilio } from '../tests/fakeTwilio';
import { startSmtpSink } from '../tests/smtpSink';
import { benchConfig, insertBenchVendor } from './benchApp';
import { recreateDatabase } from './database';
import { secondsSince } from './measure';
import { DEFAULT_SETTINGS } from '../common/schemas/settings';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
/** One customer in five reads Spanish. */
const SPANISH_EVERY = 5;
const TIMEOUT_MS = 10 * 60 * 1000;

const twilio = await startFakeTwilio();
let mailed = 0;
const mailbox = await startSmtpSink(0, () => (mailed += 1));
const url = await recreateDatabase('bench_moments');
const nodeConfig = benchConfig(url, {
  jobs: true,
  jobsPollSeconds: 1,
  smtp: { host: '127.0.0.1', port: mailbox.port, from: 'no-reply@lawndesk.test' },
  twilio: { apiUrl: twilio.url, accountSid: 'AC0001', authToken: 'bench-token', from: '+15125550000' },
});
const first = await buildApp(nodeConfig);
const { db } = first.database;
await writeSettings(db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } });
const { today } = await planContext(db);
const tomorrow = addDays(today, 1);

let started = performance.now();
await insertBenchVendor(db);
await db.execute(sql`
  insert into customers (_id, first_name, last_name, status, source, email, mobile, language)
  select 'bench-' || i, 'Bench', 'Customer ' || i, 'active', 'none', 'bench' || i || '@example.com', '512' || lpad(i::text, 7, '0'),
    case when i % ${SPANISH_EVERY} = 0 then 'es' else 'en' end
  from generate_series(1, ${CUSTOMERS}) i`);
await db.execute(sql`
  insert into properties (_id, customer_id, address, city, zipcode, market_id, status)
  select 'bench-p' || i, 'bench-' || i, (100 + i) || ' Bench St', 'Austin', '78701', 'bench-m', 'active' from generate_series(1, ${CUSTOMERS}) i`);
await db.execute(sql`
  insert into services (_id, customer_id, property_id, type, frequency, price, start_date, status)
  select 'bench-s' || i, 'bench-' || i, 'bench-p' || i, 'mow', 1, 45, ${today}::date - 6, 'started' from generate_series(1, ${CUSTOMERS}) i`);
await db.execute(sql`
  insert into work_logs (_id, property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date, status, price)
  select 'bench-w' || i, 'bench-p' || i, 'bench-' || i, 'bench-s' || i, 'mow', 'bench-v', 'bench-c', ${tomorrow}, ${tomorrow}, 'pending', 45
  from generate_series(1, ${CUSTOMERS}) i`);
await db.execute(sql`vacuum analyze`);
console.log(`Loaded ${CUSTOMERS.toLocaleString('en-US')} customers with a visit tomorrow in ${secondsSince(started)} s`);

const second = await buildApp(nodeConfig);
started = performance.now();
const [queuedByFirst, queuedBySecond] = await Promise.all([remindTomorrowsVisits(first, today), remindTomorrowsVisits(second, today)]);
console.log(`The day-before job on two nodes at once: ${queuedByFirst} + ${queuedBySecond} messages queued in ${secondsSince(started)} s`);
const expected = 2 * CUSTOMERS;
/** Messages still to be tried: a mail server's refusal ends an e-mail `failed`, which never reaches the sink. */
const waiting = async () =>
  Number(
    (
      await db.execute<{ n: number }>(sql`
        select (select count(*) from text_messages where status in ('queued', 'retrying'))
          + (select count(*) from email_messages where status = 'queued') as n`)
    ).rows[0].n,
  );
while (twilio.requests.length + mailed < expected && performance.now() - started < TIMEOUT_MS) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  if (twilio.requests.length + mailed > 0 && (await waiting()) === 0) break;
}
const seconds = (performance.now() - started) / 1000;
// A late duplicate would come after the last expected message: wait a little for it.
await new Promise((resolve) => setTimeout(resolve, 3_000));
console.log(
  `Delivered: ${twilio.requests.length.toLocaleString('en-US')} texts to the fake Twilio, ${mailed.toLocaleString('en-US')} e-mails to the SMTP sink in ${seconds.toFixed(1)} s (${Math.round((twilio.requests.length + mailed) / seconds)} messages/s)`,
);

const duplicates = (keys: string[]) => keys.length - new Set(keys).size;
const textDuplicates = duplicates(twilio.requests.map((request) => request.form.To));
const mailDuplicates = duplicates(mailbox.mails.filter((mail) => mail.data).flatMap((mail) => mail.recipients));
console.log(`Duplicates: ${textDuplicates} texts, ${mailDuplicates} e-mails`);
const failed = (
  await db.execute<{ channel: string; n: number }>(sql`
    select 'sms' as channel, count(*)::int as n from text_messages where status = 'failed'
    union all select 'email', count(*)::int from email_messages where status = 'failed'`)
).rows;
console.log(`Failed: ${failed.map((row) => `${row.n} ${row.channel}`).join(', ')}`);
const spanish = twilio.requests.filter((request) => request.form.Body.startsWith('Hola')).length;
console.log(
  `Spanish texts: ${spanish.toLocaleString('en-US')} (expected ${Math.floor(CUSTOMERS / SPANISH_EVERY).toLocaleString('en-US')})`,
);

await Promise.all([first.close(), second.close()]);
await Promise.all([twilio.close(), mailbox.close()]);
