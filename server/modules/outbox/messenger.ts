// Sends e-mail through SMTP when it is configured; every message, sent or not, is kept in the outbox table.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface Message {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
}

export function createMessenger(db: Db, log: FastifyBaseLogger, smtp?: SmtpSettings) {
  const transport = smtp
    ? nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: smtp.port === 465, auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined })
    : undefined;

  return {
    async send(message: Message): Promise<void> {
      let delivery: 'outbox' | 'smtp' | 'failed' = 'outbox';
      if (transport && smtp && message.channel === 'email') {
        try {
          await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
          delivery = 'smtp';
        } catch (error) {
          delivery = 'failed';
          log.error({ err: error, to: message.to }, 'sending mail failed');
        }
      }
      await db.insert(outbox).values({ ...message, delivery });
      log.info({ to: message.to, channel: message.channel, subject: message.subject, delivery }, 'message recorded in the outbox');
    },
  };
}

export type Messenger = ReturnType<typeof createMessenger>;
