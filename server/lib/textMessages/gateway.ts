// The text-message port and its development adapter: the outbox table, which staff read in development.
import type { TextStatus } from '../../../common/schemas/textMessage';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

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
  send(text: OutgoingText): Promise<{ providerId: string; status: TextStatus }>;
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

/** The US numbers the app stores as 10 digits, as Twilio wants them. */
export const toE164 = (to: string) =>
  to.startsWith('+') ? to : to.replace(/\D/g, '').length === 10 ? `+1${to.replace(/\D/g, '')}` : `+${to.replace(/\D/g, '')}`;

export function outboxGateway(db: Db): TextGateway {
  return {
    name: 'outbox',
    async send(text) {
      const [row] = await db
        .insert(outbox)
        .values({ to: text.to, channel: 'sms', subject: '', text: text.shownBody, sensitive: text.shownBody !== text.body })
        .returning({ _id: outbox._id });
      return { providerId: `outbox:${row._id}`, status: 'sent' };
    },
  };
}
