// The SMTP adapter: nodemailer's pooled connections to the mail server the messaging domain's messenger names.
import nodemailer, { type Transporter } from 'nodemailer';

/** Where and as whom to connect (the messenger's MailServer). */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

/** A mail server that does not answer must not hold a request (a password recovery) for nodemailer's 2-minute default. */
const TIMEOUT_MS = 10_000;

/**
 * One pooled connection set per mail server: a newsletter or a morning's reminders reuse a few open connections instead
 * of a handshake per message. A change of server in System Settings opens a new pool and closes the old one.
 */
export function mailPools() {
  let current: { key: string; transport: Transporter } | undefined;
  return {
    transportFor(server: SmtpServer): Transporter {
      const key = JSON.stringify([server.host, server.port, server.secure, server.user, server.pass]);
      if (current?.key === key) return current.transport;
      current?.transport.close();
      const transport = nodemailer.createTransport({
        pool: true,
        maxConnections: 5,
        maxMessages: 100,
        host: server.host,
        port: server.port,
        secure: server.secure,
        auth: server.user ? { user: server.user, pass: server.pass ?? '' } : undefined,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      });
      current = { key, transport };
      return transport;
    },
    close() {
      current?.transport.close();
      current = undefined;
    },
  };
}
