// Sends e-mail through the configured mail server; only a server without one keeps messages, in the outbox table.
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpSettings } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { type MailError, mailFailure, type MailFailure, type MailSender, mailSender } from '../../lib/mailRules';
import { readSettings } from '../../lib/settings';
import { recordAccountUse } from '../../lib/systemAccountUse';
import { mailPools, type SmtpServer } from '../../plugins/transports/smtp';
import type { TextSender } from './textSender';

export interface Message {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  /** An HTML alternative to the text (a newsletter); the outbox keeps the text. */
  html?: string;
  /** Files sent with it (an invoice's PDF); the outbox keeps only the text. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** A recovery code or username: only its recipient may read it, so the outbox keeps a redacted line instead. */
  sensitive?: boolean;
  /** The recorded e-mail it is: its Message-ID, the same on every try (messageIdOf). */
  recordId?: string;
}

/**
 * The Message-ID of a recorded e-mail, the same on every try: a try after a node stopped between the mail server's
 * answer and the `sent` mark may hand it over again, and a mailbox that already has that Message-ID (Gmail's) shows
 * it once; a bounce that quotes it names the row.
 */
export const messageIdOf = (recordId: string, from: string) => `<${recordId}@${from.split('@')[1] || 'lawndesk.invalid'}>`;

export const REDACTED_TEXT = 'Hidden: only its recipient may read this message. Configure a mail server to receive it.';

/** How a delivery awaited to the end went: `reason` is the mail server's own words, `failure` what they mean. */
export type Delivery = { delivered: true } | { delivered: false; reason: string; failure?: MailFailure };

export interface MailServer extends SmtpServer {
  source: 'settings' | 'environment';
  /** The sending address (the system accounts page shows it). */
  from: string;
  /** The business as every e-mail names it: the From header's name, and the Reply-To. */
  sender: MailSender;
}

/** Read per message, so a change in System Settings applies to the next one without a restart. */
async function mailServerFor(db: Db, environment?: SmtpSettings): Promise<MailServer | undefined> {
  const { mail, business } = await readSettings(db, ['mail', 'business']);
  if (mail.host) {
    const user = mail.user || undefined;
    const sender = mailSender({ mail, business }, mail.user || environment?.from);
    return {
      source: 'settings',
      host: mail.host,
      port: mail.port,
      secure: mail.secure,
      user,
      pass: mail.password || undefined,
      from: sender.from.address,
      sender,
    };
  }
  if (!environment) return undefined;
  const sender = mailSender({ mail, business }, environment.from);
  return { source: 'environment', ...environment, secure: environment.port === 465, from: sender.from.address, sender };
}

export function createMessenger(db: Db, log: FastifyBaseLogger, texts: TextSender, environmentSmtp?: SmtpSettings) {
  const inFlight = new Set<Promise<unknown>>();
  const pools = mailPools();

  async function attempt(server: MailServer, message: Message): Promise<Delivery> {
    const smtp = { source: server.source, host: server.host, port: server.port };
    try {
      await pools.transportFor(server).sendMail({
        from: server.sender.from,
        replyTo: server.sender.replyTo,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        ...(message.recordId && { messageId: messageIdOf(message.recordId, server.from) }),
      });
      log.info({ to: message.to, subject: message.subject, smtp }, 'mail sent');
      await recordAccountUse(db, 'mail-sender', server.from).catch((error) =>
        log.warn({ err: error }, 'recording the mail sender use failed'),
      );
      return { delivered: true };
    } catch (error) {
      log.error({ err: error, to: message.to, smtp }, 'sending mail failed');
      return {
        delivered: false,
        reason: error instanceof Error ? error.message : String(error),
        failure: mailFailure((error ?? {}) as MailError),
      };
    }
  }

  async function keep(message: Message) {
    const { sensitive = false, html: _html, attachments: _attachments, recordId: _recordId, ...shown } = message;
    await db.insert(outbox).values({ ...shown, sensitive, text: sensitive ? REDACTED_TEXT : message.text });
    log.info({ to: message.to, channel: message.channel, subject: message.subject }, 'message recorded in the outbox (no mail server)');
  }

  return {
    /** The mail server the next message would go through (the system accounts page shows it, without its password). */
    mailServer: () => mailServerFor(db, environmentSmtp),

    /**
     * Starts the delivery and returns, so a slow or failing mail server never shows in how long a request (a password
     * recovery, say) takes to answer. With a mail server nothing is stored: the log says how delivery went.
     */
    async send(message: Message): Promise<void> {
      if (message.channel === 'sms') {
        // An account's own message (a recovery code): no consent or quiet hours hold it, and it is tried once.
        const id = await texts.record({
          to: message.to,
          body: message.text,
          kind: 'account',
          language: 'en',
          sensitive: message.sensitive,
        });
        if (id) await texts.attempt(id);
        return;
      }
      const server = await mailServerFor(db, environmentSmtp);
      if (!server) return keep(message);
      const sending = attempt(server, message);
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },

    /**
     * Sends once the current request has been answered: not even the mail server's look-up runs before, so an answer
     * takes as long whether or not it sends anything (recovery must not tell which accounts exist).
     */
    sendAfterAnswer(message: Message): void {
      const sending = new Promise((resolve) => setImmediate(resolve))
        .then(() => this.send(message))
        .catch((error) => log.error({ err: error, to: message.to }, 'sending mail failed'));
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },

    /**
     * Sends one e-mail and waits for the mail server's answer (a newsletter records each recipient's outcome). Without a
     * mail server the message is kept in the outbox, which counts as delivered.
     */
    async deliver(message: Message): Promise<Delivery> {
      const server = await mailServerFor(db, environmentSmtp);
      if (!server) {
        await keep(message);
        return { delivered: true };
      }
      return attempt(server, message);
    },

    /** Resolves once every mail under way has been tried: before shutting down, and in tests. */
    async idle(): Promise<void> {
      // A deferred send adds its delivery only once it starts: wait until nothing is left.
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    /** Closes the mail server connections once nothing is under way (the app's shutdown). */
    async close(): Promise<void> {
      await this.idle();
      pools.close();
    },
  };
}

export type Messenger = ReturnType<typeof createMessenger>;
