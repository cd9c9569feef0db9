// The server's messages as the browser's catalogs key them: `messageKey` (with its parameters) replaces the English text.
import { type MessageKey, type MessageParams, withParams } from '../../common/i18n/keys';

type MessageBody = {
  message?: unknown;
  messageKey?: string;
  params?: MessageParams;
  errors?: Record<string, string>;
  errorParams?: Record<string, MessageParams>;
};

const keyed = (key: string, params?: MessageParams) => (params ? withParams(key as MessageKey, params) : key);

function keyedBody<T>(body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { messageKey, params, errors, errorParams, ...rest } = body as MessageBody;
  return {
    ...rest,
    ...(messageKey && { message: keyed(messageKey, params) }),
    ...(errors && { errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, keyed(key, errorParams?.[field])])) }),
  } as T;
}

/**
 * An answer whose `message` and field `errors` are what `translate` shows in the user's language: the key, or the key
 * with parameters in react-admin's encoding. Text without a key (a message written by a user) is left as it is.
 */
export function withTranslatableMessages<T>(json: T): T {
  const body = keyedBody(json);
  if (body && typeof body === 'object' && 'data' in body) return { ...body, data: keyedBody((body as { data: unknown }).data) };
  return body;
}
