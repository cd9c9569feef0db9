// Sends e-mail through SMTP when it is configured; every message, sent or not, is kept in the outbox table.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { readSettings } from '../settings/repository';

export interface Message {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
}

interface MailServer {
  source: 'settings' | 'environment';
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

/** A mail server that does not answer must not hold a request (a password recovery) for nodemailer's 2-minute default. */
const TIMEOUT_MS = 10_000;

/** Read per message, so a change in System Settings applies to the next one without a restart. */
async function mailServerFor(db: Db, environment?: SmtpSettings): Promise<MailServer | undefined> {
  const { mail } = await readSettings(db, ['mail']);
  if (mail.host) {
    const user = mail.user || undefined;
    return { source: 'settings', host: mail.host, port: mail.port, secure: mail.secure, user, pass: mail.password, from: mail.from || mail.user || environment?.from || '' };
  }
  return environment && { source: 'environment', ...environment, secure: environment.port === 465 };
}

async function deliver(server: MailServer, message: Message): Promise<void> {
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: server.user ? { user: server.user, pass: server.pass ?? '' } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: server.from, to: message.to, subject: message.subject, text: message.text });
  } finally {
    transport.close();
  }
}

export function createMessenger(db: Db, log: FastifyBaseLogger, environmentSmtp?: SmtpSettings) {
  const inFlight = new Set<Promise<unknown>>();

  async function attempt(server: MailServer, message: Message, outboxId: string) {
    let delivery: 'smtp' | 'failed' = 'smtp';
    try {
      await deliver(server, message);
    } catch (error) {
      delivery = 'failed';
      log.error({ err: error, to: message.to, smtp: { source: server.source, host: server.host, port: server.port } }, 'sending mail failed');
    }
    await db.update(outbox).set({ delivery }).where(eq(outbox._id, outboxId));
  }

  return {
    /**
     * Records the message and returns; the mail server is tried afterwards, so a slow or failing one never shows in
     * how long a request (a password recovery, say) takes to answer.
     */
    async send(message: Message): Promise<void> {
      const server = message.channel === 'email' ? await mailServerFor(db, environmentSmtp) : undefined;
      const [row] = await db.insert(outbox).values({ ...message, delivery: 'outbox' }).returning({ _id: outbox._id });
      log.info({ to: message.to, channel: message.channel, subject: message.subject, smtp: server?.source }, 'message recorded in the outbox');
      if (!server) return;
      const sending = attempt(server, message, row._id).catch((error) => log.error({ err: error }, 'recording the mail delivery failed'));
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },

    /** Resolves once every mail under way has been tried: before shutting down, and in tests. */
    async idle(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type Messenger = ReturnType<typeof createMessenger>;
