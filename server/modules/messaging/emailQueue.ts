// The `email-send` queue: a moment's e-mail is recorded first (its moment key unique), then delivered by a job, so a
// slow mail server never holds the request or job that wrote it, and a node stopping mid-way leaves the job for another;
// a temporary refusal sends the job again later.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailMessages } from '../../db/schema';
import { EMAIL_RETRY_SECONDS, EMAIL_TRIES } from '../../lib/mailRules';
import { fewAtATime } from '../../lib/fewAtATime';
import { type JobQueue, workInBatches } from '../../plugins/jobs';
import { checkBeforeSending } from './sendCheck';
import type { WorkLogClaim } from './sendRules';
import type { EmailAttachment } from '../../../common/schemas/customerMessage';
import { MESSAGE_CONCURRENCY } from './textQueue';
import { claimEmailSend } from './textRate';
import { readSettings } from '../../lib/settings';
import { dueOnOutboundClock, outboundNow } from '../../lib/outboundClock';

export const EMAIL_QUEUE = 'email-send';
const EMAIL_BATCH = 20;
/** Seconds an e-mail waits while an earlier one about the same visit or payment is being sent. */
const WAIT_SECONDS = 2;

interface EmailJob {
  emailId: string;
}

/** An e-mail's job as pg-boss inserts it, many at once. */
export const emailJobRow = (emailId: string, startAfterSeconds = 0) => ({
  name: EMAIL_QUEUE,
  data: { emailId } satisfies EmailJob,
  ...dueOnOutboundClock(startAfterSeconds),
});

export interface NewEmail {
  to: string;
  subject: string;
  body: string;
  customerId: string | null;
  /** `<moment>:<subject id>`: the second e-mail for one moment is not recorded (`:email` is added). */
  moment?: string;
  /** What it is about and claims of it, checked again when it is sent (sendCheck.ts). */
  about?: string | null;
  claim?: WorkLogClaim | null;
  attachment?: EmailAttachment | null;
}

/**
 * One try of a recorded e-mail. A temporary refusal (a 4xx reply, no connection) leaves it `retrying` and answers when
 * to try again (EMAIL_RETRY_SECONDS, until EMAIL_TRIES); a final one keeps the mail server's words as its reason, and a
 * recipient the server says does not exist flags the customer's address. Staff may resend either.
 */
export async function deliverEmail(app: FastifyInstance, emailId: string, now = new Date()): Promise<{ retryAfter?: number }> {
  const db = app.database.db;
  const [email] = await db.select().from(emailMessages).where(eq(emailMessages._id, emailId));
  if (email?.status !== 'queued' && email?.status !== 'retrying' && email?.status !== 'sending') return {};
  const verdict = await checkBeforeSending(db, 'email', email, now);
  if (verdict === 'wait') return { retryAfter: WAIT_SECONDS };
  if (verdict === 'dropped') return {};
  // The mail server's rate (System Settings → Mail, "E-mails a minute"): without a turn it waits, queued, for a later
  // minute. Without jobs nothing would come back for it, so it goes.
  if (app.hasDecorator('jobs')) {
    const { mail } = await readSettings(db, ['mail']);
    const turn = await claimEmailSend(db, now, mail.perMinute);
    if (turn !== true) {
      await db.update(emailMessages).set({ status: 'queued' }).where(eq(emailMessages._id, emailId));
      return { retryAfter: Math.ceil((turn.getTime() - now.getTime()) / 1000) };
    }
  }
  const { subject, body } = typeof verdict === 'object' ? verdict : email;
  const attempts = email.attempts + 1;
  const attachments = email.attachment && [
    {
      filename: email.attachment.filename,
      contentType: email.attachment.contentType,
      content: Buffer.from(email.attachment.contentBase64, 'base64'),
    },
  ];
  const delivery = await app.messenger.deliver({
    to: email.to,
    channel: 'email',
    subject,
    text: body,
    recordId: email._id,
    ...(attachments && { attachments }),
  });
  if (delivery.delivered) {
    await db
      .update(emailMessages)
      .set({ status: 'sent', sentAt: new Date(), errorMessage: null, attempts })
      .where(eq(emailMessages._id, emailId));
    return {};
  }
  const again = delivery.failure?.temporary && attempts < EMAIL_TRIES && app.hasDecorator('jobs');
  const errorMessage = delivery.reason.slice(0, 500);
  const { customerId } = email;
  // The address that does not exist is the customers domain's to flag (email.undeliverable), with the e-mail's failure.
  await app.events.transaction(async (tx) => {
    await tx
      .update(emailMessages)
      .set({ status: again ? 'retrying' : 'failed', errorMessage, attempts })
      .where(eq(emailMessages._id, emailId));
    if (delivery.failure?.invalidAddress && customerId)
      await app.events.emit(tx, 'email.undeliverable', { customerId, email: email.to, reason: errorMessage });
  });
  return again ? { retryAfter: EMAIL_RETRY_SECONDS[attempts - 1] } : {};
}

async function deliverQueued(app: FastifyInstance, emailId: string) {
  // A time on the outbound clock, not seconds from the job's sending: bench:scale's clock runs ahead of the real one.
  const now = outboundNow();
  const { retryAfter } = await deliverEmail(app, emailId, now);
  if (retryAfter)
    await app.jobs.send(EMAIL_QUEUE, { emailId } satisfies EmailJob, { startAfter: new Date(now.getTime() + retryAfter * 1000) });
}

export const emailQueue: JobQueue = {
  name: EMAIL_QUEUE,
  options: { policy: 'standard', retryLimit: 2, expireInSeconds: 5 * 60 },
  work: (boss, app, pollSeconds) =>
    workInBatches<EmailJob>(boss, EMAIL_QUEUE, { pollSeconds, batchSize: EMAIL_BATCH }, (jobs) =>
      fewAtATime(jobs, MESSAGE_CONCURRENCY, (job) => deliverQueued(app, job.data.emailId)),
    ),
};

/**
 * Records e-mails for their moments and queues the delivery of those whose moment was free (a retry or a second node
 * sends nothing again), due `startAfterSeconds` from now (a "visit moved" waiting out the Undo). Without jobs they are
 * delivered at once. Answers how many were queued.
 */
export async function queueEmails(app: FastifyInstance, emails: readonly NewEmail[], startAfterSeconds = 0): Promise<number> {
  if (!emails.length) return 0;
  const rows = await app.database.db
    .insert(emailMessages)
    .values(emails.map((email) => ({ ...email, moment: email.moment && `${email.moment}:email` })))
    .onConflictDoNothing()
    .returning({ _id: emailMessages._id });
  if (app.hasDecorator('jobs')) await app.jobs.insert(rows.map((row) => emailJobRow(row._id, startAfterSeconds)));
  else for (const row of rows) await deliverEmail(app, row._id);
  return rows.length;
}
