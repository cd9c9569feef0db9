// Errors a route throws to answer with a status, a catalog message and optional field messages (keys, see plugins/messages).
import type { catalogEn, Message } from '../../common/i18n/catalog';

export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: Message,
    readonly errors?: Record<string, Message>,
    /** What went wrong underneath, for the log; the caller sees only the message. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export const MESSAGES = {
  unauthenticated: 'server.common.you_are_not_allowed_or_logged_out',
  forbidden: 'server.common.you_are_not_authorized_to_access_that',
  serverError: 'server.common.something_went_wrong',
} as const;

export type RecordName = keyof typeof catalogEn.server.not_found;

export const notFound = (record: RecordName = 'record') => new HttpProblem(404, `server.not_found.${record}`);
