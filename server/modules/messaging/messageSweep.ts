// The `message-sweep`, every 5 minutes (docs/messages.md "Nothing lost"): a text or e-mail still waiting whose pg-boss
// jobs have all ended (their retries spent on a loaded database, say) would wait for good, so it is sent a new job. The
// job tries it as any other (consent, quiet hours, the check of what it speaks of, the claim): never sent twice. A text
// a stopped node left `sending` is sent a job too: its try asks the provider whether it already has it (textSender.ts).
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailMessages, textMessages } from '../../db/schema';
import { JOB_SCHEMA } from '../../plugins/jobs';
import { EMAIL_QUEUE, emailJobRow } from './emailQueue';
import { TEXT_QUEUE, textJobRow } from './textQueue';

/** A message untouched this long with no job alive is lost; a fresh one may be between its recording and its job. */
export const LOST_AFTER_MS = 10 * 60_000;
/** Messages sent a job per sweep: the next sweep takes the rest. */
const SWEEP_BATCH = 2_000;

const jobTable = sql.raw(`${JOB_SCHEMA}.job`);

/** No job of `queue` waiting (created, retry) or running (active) names this message in `key` (pg-boss 10's states). */
const noLiveJob = (queue: string, key: 'textId' | 'emailId', id: typeof textMessages._id | typeof emailMessages._id) =>
  sql`not exists (select 1 from ${jobTable} job where job.name = ${queue} and job.state in ('created', 'retry', 'active')
      and job.data->>${key} = ${id})`;

/**
 * Sends a new job to each text and e-mail waiting (queued, retrying, held; a text also `sending`) for over LOST_AFTER_MS
 * with none alive; a time-critical text's first. A recovery code is tried once, in its request, never by a job: it is
 * left. Answers how many were sent again, and how many e-mails were left `sending` by a stopped node with no job (they
 * may have gone: not sent again, counted in the log).
 */
export async function sweepLostMessages(app: FastifyInstance, now = new Date()) {
  const db = app.database.db;
  const lostBefore = new Date(now.getTime() - LOST_AFTER_MS);
  const texts = await db
    .select({ _id: textMessages._id, urgent: textMessages.urgent })
    .from(textMessages)
    .where(
      and(
        inArray(textMessages.status, ['queued', 'retrying', 'held', 'sending']),
        eq(textMessages.sensitive, false),
        ne(textMessages.kind, 'account'),
        lt(textMessages.updatedAt, lostBefore),
        noLiveJob(TEXT_QUEUE, 'textId', textMessages._id),
      ),
    )
    .orderBy(sql`${textMessages.urgent} desc`, textMessages.createdAt)
    .limit(SWEEP_BATCH);
  const emails = await db
    .select({ _id: emailMessages._id })
    .from(emailMessages)
    .where(
      and(
        inArray(emailMessages.status, ['queued', 'retrying']),
        lt(emailMessages.updatedAt, lostBefore),
        noLiveJob(EMAIL_QUEUE, 'emailId', emailMessages._id),
      ),
    )
    .orderBy(emailMessages.createdAt)
    .limit(SWEEP_BATCH);
  if (texts.length) await app.jobs.insert(texts.map((text) => textJobRow(text._id, text.urgent)));
  if (emails.length) await app.jobs.insert(emails.map((email) => emailJobRow(email._id)));

  const unsure = await db.$count(
    emailMessages,
    and(eq(emailMessages.status, 'sending'), lt(emailMessages.updatedAt, lostBefore), noLiveJob(EMAIL_QUEUE, 'emailId', emailMessages._id)),
  );
  const swept = { texts: texts.length, emails: emails.length, unsure };
  if (swept.texts || swept.emails || swept.unsure) app.log.warn(swept, 'message sweep: lost messages sent a new job');
  return swept;
}
