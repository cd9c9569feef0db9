// Who an e-mail is from (the business, as System Settings names it) and what a mail server's refusal means for the
// message (nodemailer's error: `responseCode` is the server's reply, `command` the step it refused, `code` nodemailer's
// own class). No I/O.
import { businessNameOf, type SettingsValues } from '../../common/schemas/settings';

export interface MailError {
  code?: string;
  responseCode?: number;
  command?: string;
}

export interface MailFailure {
  /** Worth another try later: a 4xx reply (greylisting, a full mailbox for now, a busy server) or no connection. */
  temporary: boolean;
  /** The server said the recipient does not exist or cannot receive: nothing more should go to that address. */
  invalidAddress: boolean;
}

/** Nodemailer's classes that no later try mends: bad credentials, an address it cannot even write, a broken message. */
const PERMANENT = new Set(['EAUTH', 'EENVELOPE', 'EMESSAGE']);
/** Replies to RCPT TO that name the mailbox itself: no such user, not local, bad mailbox name, bad address syntax. */
const NO_MAILBOX = new Set([501, 550, 551, 553]);

export function mailFailure(error: MailError): MailFailure {
  const reply = error.responseCode;
  if (reply !== undefined && reply >= 400 && reply < 500) return { temporary: true, invalidAddress: false };
  if (reply !== undefined && reply >= 500)
    return { temporary: false, invalidAddress: /^RCPT/i.test(error.command ?? '') && NO_MAILBOX.has(reply) };
  return { temporary: !PERMANENT.has(error.code ?? ''), invalidAddress: false };
}

/** The wait before each next try of a temporarily refused e-mail, in seconds: 1, 5, 15 and 60 minutes. */
export const EMAIL_RETRY_SECONDS = [60, 300, 900, 3600] as const;
/** Tries per e-mail, the first included. */
export const EMAIL_TRIES = EMAIL_RETRY_SECONDS.length + 1;

export interface MailSender {
  /** The From header: the business's name on the sending address. */
  from: { name: string; address: string };
  /** Where a customer's reply goes: the office's e-mail, else the From address of System Settings. */
  replyTo?: string;
}

/** The address of a From such as `LawnDesk <no-reply@lawndesk.test>`, or the address given bare. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * Every e-mail names the business, whichever mail server sends it: System Settings' business name (the product's when
 * blank), on System Settings' From address, else the server's own (SMTP_FROM, or the settings' user).
 */
export function mailSender({ business, mail }: Pick<SettingsValues, 'business' | 'mail'>, serverFrom: string | undefined): MailSender {
  const address = mail.from || addressOf(serverFrom ?? '') || mail.user;
  const replyTo = business.email || mail.from;
  return { from: { name: businessNameOf(business), address }, ...(replyTo && { replyTo }) };
}
