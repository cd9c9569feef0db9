// The `email-send` queue: a moment's e-mail is recorded first (its moment key unique), then delivered by a job, so a
// slow mail server never holds the request or job that wrote it, and a node stopping mid-way leaves the job for another.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailMessages } from '../../db/schema';
import { type JobQueue, workInBatches } from '../../plugins/jobs';

export const EMAIL_QUEUE = 'email-send';
const EMAIL_BATCH = 20;

interface EmailJob {
  emailId: string;
}

export interface NewEmail {
  to: string;
  subject: string;
  body: string;
  customerId: string | null;
  /** `<moment>:<subject id>`: the second e-mail for one moment is not recorded (`:email` is added). */
  moment?: string;
}

/** One delivery of a recorded e-mail; the mail server's refusal is kept as its reason (staff may resend it). */
export async function deliverEmail(app: FastifyInstance, emailId: string): Promise<void> {
  const db = app.database.db;
  const [email] = await db.select().from(emailMessages).where(eq(emailMessages._id, emailId));
  if (email?.status !== 'queued') return;
  const delivery = await app.messenger.deliver({ to: email.to, channel: 'email', subject: email.subject, text: email.body });
  await db
    .update(emailMessages)
    .set(
      delivery.delivered
        ? { status: 'sent', sentAt: new Date(), errorMessage: null }
        : { status: 'failed', errorMessage: delivery.reason.slice(0, 500) },
    )
    .where(eq(emailMessages._id, emailId));
}

export const emailQueue: JobQueue = {
  name: EMAIL_QUEUE,
  options: { policy: 'standard', retryLimit: 2, expireInSeconds: 5 * 60 },
  work: (boss, app, pollSeconds) =>
    workInBatches<EmailJob>(boss, EMAIL_QUEUE, { pollSeconds, batchSize: EMAIL_BATCH }, (jobs) =>
      Promise.all(jobs.map((job) => deliverEmail(app, job.data.emailId))),
    ),
};

/**
 * Records e-mails for their moments and queues the delivery of those whose moment was free (a retry or a second node
 * sends nothing again). Without jobs they are delivered at once. Answers how many were queued.
 */
export async function queueEmails(app: FastifyInstance, emails: readonly NewEmail[]): Promise<number> {
  if (!emails.length) return 0;
  const rows = await app.database.db
    .insert(emailMessages)
    .values(emails.map((email) => ({ ...email, moment: email.moment && `${email.moment}:email` })))
    .onConflictDoNothing()
    .returning({ _id: emailMessages._id });
  if (app.hasDecorator('jobs'))
    await app.jobs.insert(rows.map((row) => ({ name: EMAIL_QUEUE, data: { emailId: row._id } satisfies EmailJob })));
  else for (const row of rows) await deliverEmail(app, row._id);
  return rows.length;
}
