// Nothing lost (docs/messages.md "Nothing lost"): a text or e-mail whose jobs all ended while it waits is sent a new one
// by the message sweep and goes once; one with a live job is left alone; two tries of one message at once send it once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { emailMessages, outbox, textMessages } from '../../../server/db/schema';
import { writeSettings } from '../../../server/lib/settings';
import { sweepLostMessages } from '../../../server/modules/messaging';
import { deliverEmail } from '../../../server/modules/messaging/emailQueue';
import { attemptQueued } from '../../../server/modules/messaging/textQueue';
import type { NewText } from '../../../server/modules/messaging/textSender';
import { JOB_SCHEMA } from '../../../server/plugins/jobs';
import { type FakeTwilio, startFakeTwilio } from '../../fakeTwilio';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let twilio: FakeTwilio;
const db = () => t.app.database.db;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    jobs: true,
    jobsPollSeconds: 0.5,
    twilio: { apiUrl: twilio.url, accountSid: 'AC0001', authToken: 'token', from: '+15125550000' },
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(() => writeSettings(db(), { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } }));

let numbers = 0;
const newMobile = () => `51255${String(++numbers).padStart(5, '0')}`;
const requestsTo = (mobile: string) => twilio.requests.filter((request) => request.form.To === `+1${mobile}`);
const mailsTo = (to: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.channel, 'email')));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const textStatus = (id: string) =>
  db()
    .select({ status: textMessages.status })
    .from(textMessages)
    .where(eq(textMessages._id, id))
    .then(([row]) => row.status);
/** A text's status once it is `sent`, or when waiting gave up. */
const textSentSoon = (id: string) =>
  waitFor(
    () => textStatus(id),
    (status) => status === 'sent',
  );
const emailStatus = (id: string) =>
  db()
    .select({ status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages._id, id))
    .then(([row]) => row.status);

/** A text recorded with no job, as one whose jobs all failed leaves it; `minutesAgo` its last change. */
async function waitingText(
  status: 'queued' | 'retrying' | 'held' | 'sending',
  minutesAgo: number,
  urgent = false,
  about?: Pick<NewText, 'moment' | 'about' | 'claim'>,
) {
  const mobile = newMobile();
  const id = (await t.app.texts.record({ to: mobile, body: 'Your visit is tomorrow.', kind: 'service', language: 'en', ...about }))!;
  await db()
    .update(textMessages)
    .set({ status, urgent, updatedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(textMessages._id, id));
  return { id, mobile };
}

async function waitingEmail(minutesAgo: number) {
  const to = `lost${++numbers}@example.com`;
  const [{ _id: id }] = await db()
    .insert(emailMessages)
    .values({ to, subject: 'Your invoice', body: 'Hello', customerId: null, updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning({ _id: emailMessages._id });
  return { id, to };
}

/** A job of pg-boss's as its state would be: `failed` (its retries spent) or `created` (waiting to start). */
const addJob = (queue: string, data: object, state: 'failed' | 'created', startAfterHours = 0) =>
  db().execute(
    sql.raw(
      `insert into ${JOB_SCHEMA}.job (name, data, state, start_after) values ('${queue}', '${JSON.stringify(data)}', '${state}',
       now() + interval '${startAfterHours} hours')`,
    ),
  );

describe('the message sweep', () => {
  it('sends a text and an e-mail whose jobs failed or were deleted a new job, and each goes once', async () => {
    const text = await waitingText('retrying', 15);
    await addJob('text-send', { textId: text.id }, 'failed');
    const email = await waitingEmail(15);

    const swept = await sweepLostMessages(t.app);
    expect(swept.texts).toBeGreaterThanOrEqual(1);
    expect(swept.emails).toBeGreaterThanOrEqual(1);
    expect(await textSentSoon(text.id)).toBe('sent');
    expect(
      await waitFor(
        () => emailStatus(email.id),
        (status) => status === 'sent',
      ),
    ).toBe('sent');

    // A second sweep finds nothing of theirs left, and a stray job of the text's sends nothing again.
    await sweepLostMessages(t.app);
    await attemptQueued(t.app, text.id);
    await deliverEmail(t.app, email.id);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(requestsTo(text.mobile)).toHaveLength(1);
    expect(await mailsTo(email.to)).toHaveLength(1);
  });

  it('leaves a message with a live job, and one changed in the last 10 minutes', async () => {
    const held = await waitingText('held', 60);
    await addJob('text-send', { textId: held.id, urgent: false }, 'created', 2);
    const fresh = await waitingText('queued', 2);
    const freshEmail = await waitingEmail(2);
    // Left `sending` by a stopped node: it may have gone, so it is counted, not sent again.
    const unsure = await waitingEmail(30);
    await db()
      .update(emailMessages)
      .set({ status: 'sending', updatedAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(emailMessages._id, unsure.id));

    const swept = await sweepLostMessages(t.app);
    expect(swept.unsure).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await textStatus(held.id)).toBe('held');
    expect(await textStatus(fresh.id)).toBe('queued');
    expect(await emailStatus(unsure.id)).toBe('sending');
    expect(await emailStatus(freshEmail.id)).toBe('queued');
    expect([...requestsTo(held.mobile), ...requestsTo(fresh.mobile)]).toHaveLength(0);
    expect([...(await mailsTo(freshEmail.to)), ...(await mailsTo(unsure.to))]).toHaveLength(0);
  });

  it('sends a job to a text a stopped node left sending: Twilio is asked, and only the one it lacks goes', async () => {
    const missed = await waitingText('sending', 30);
    const reached = await waitingText('sending', 30);
    // Twilio took this one before its node stopped.
    const [{ body }] = await db().select({ body: textMessages.body }).from(textMessages).where(eq(textMessages._id, reached.id));
    const taken = await fetch(`${twilio.url}/2010-04-01/Accounts/AC0001/Messages.json`, {
      method: 'POST',
      body: new URLSearchParams({ To: `+1${reached.mobile}`, From: '+15125550000', Body: body }),
    });
    const { sid } = (await taken.json()) as { sid: string };

    const swept = await sweepLostMessages(t.app);
    expect(swept.texts).toBeGreaterThanOrEqual(2);
    for (const text of [missed, reached]) {
      expect(await textSentSoon(text.id)).toBe('sent');
    }
    expect(requestsTo(missed.mobile)).toHaveLength(1);
    expect(requestsTo(reached.mobile)).toHaveLength(1);
    const [{ providerId }] = await db()
      .select({ providerId: textMessages.providerId })
      .from(textMessages)
      .where(eq(textMessages._id, reached.id));
    expect(providerId).toBe(sid);
  });

  it('sends a held text whose job was lost once its turn comes: urgent first', async () => {
    const urgent = await waitingText('held', 30, true);
    await sweepLostMessages(t.app);
    const {
      rows: [job],
    } = await db().execute<{ priority: number }>(
      sql.raw(`select priority from ${JOB_SCHEMA}.job where name = 'text-send' and data->>'textId' = '${urgent.id}'`),
    );
    expect(job.priority).toBe(1);
    expect(await textSentSoon(urgent.id)).toBe('sent');
    expect(requestsTo(urgent.mobile)).toHaveLength(1);
  });

  it('checks a swept text as any other: one about a visit deleted since is dropped, not sent', async () => {
    const gone = await waitingText('queued', 30, false, {
      moment: 'visit-eve:deleted-visit',
      about: 'visit:deleted-visit',
      claim: { date: '2026-11-29', crewId: null },
    });
    await sweepLostMessages(t.app);
    expect(
      await waitFor(
        () => textStatus(gone.id),
        (status) => status === 'dropped',
      ),
    ).toBe('dropped');
    const [row] = await db().select({ dropReason: textMessages.dropReason }).from(textMessages).where(eq(textMessages._id, gone.id));
    expect(row.dropReason).toBe('visit_gone');
    expect(requestsTo(gone.mobile)).toHaveLength(0);
  });
});

describe('two tries of one message at once', () => {
  it('sends a text once', async () => {
    const text = await waitingText('queued', 0);
    const outcomes = await Promise.all([attemptQueued(t.app, text.id), attemptQueued(t.app, text.id)]);
    // One sends; the other finds it being sent (and waits) or, when the first was quicker, already sent.
    const [sent, other] = outcomes.map((result) => result.outcome).sort((a, b) => Number(b === 'sent') - Number(a === 'sent'));
    expect(sent).toBe('sent');
    expect(['wait', 'done', 'dropped']).toContain(other);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await textStatus(text.id)).toBe('sent');
    expect(requestsTo(text.mobile)).toHaveLength(1);
  });

  it('sends an e-mail once', async () => {
    const email = await waitingEmail(0);
    await Promise.all([deliverEmail(t.app, email.id), deliverEmail(t.app, email.id)]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await emailStatus(email.id)).toBe('sent');
    expect(await mailsTo(email.to)).toHaveLength(1);
  });
});
