// The text-message port: what the messaging domain hands a text provider (Twilio, twilio.ts; in development the outbox
// table, messaging's textSender.ts) and what it answers.
import type { TextStatus } from '../../../common/schemas/textMessage';

export interface OutgoingText {
  /** 10 digits (the app's form) or +E.164. */
  to: string;
  body: string;
  /** The body the outbox may keep: a recovery code's is redacted. */
  shownBody: string;
}

export interface TextGateway {
  name: 'twilio' | 'outbox';
  /** Answers the provider's id and status, or throws a TextSendError. */
  send(text: OutgoingText): Promise<SentText>;
  /**
   * The text the provider already has for this number with these words, created at `since` or later: asked before a
   * text that a stopped try left `sending` is handed over again. Throws a TextSendError when the provider cannot say.
   * The outbox matches the words exactly; Twilio by their start, since a messaging service may add its opt-out line.
   */
  findSent(text: { to: string; body: string; since: Date }): Promise<SentText | undefined>;
}

export interface SentText {
  providerId: string;
  status: TextStatus;
  /** When the provider took it (a text found again). */
  at?: Date;
}

/** The provider refused or could not be reached; `retriable` says whether trying again may change that. */
export class TextSendError extends Error {
  constructor(
    readonly retriable: boolean,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Any error a gateway threw, as a TextSendError: an unexpected one is retriable. */
export const asSendError = (error: unknown): TextSendError =>
  error instanceof TextSendError ? error : new TextSendError(true, undefined, String(error));

/** The US numbers the app stores as 10 digits, as Twilio wants them. */
export const toE164 = (to: string) =>
  to.startsWith('+') ? to : to.replace(/\D/g, '').length === 10 ? `+1${to.replace(/\D/g, '')}` : `+${to.replace(/\D/g, '')}`;
