// Catalog keys in answers become English text for API consumers, with the key (and parameters) beside it for the browser.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isMessageKey, type MessageParams, parseMessage, renderMessage } from '../../common/i18n/catalog';

type Body = Record<string, unknown>;

/** A message in the API's shape: `{message: English, messageKey, params?}`; text that is no key passes unchanged. */
export function localizedMessage(message: string): { message: string; messageKey?: string; params?: MessageParams } {
  const { key, params } = parseMessage(message);
  return isMessageKey(key) ? { message: renderMessage('en', message), messageKey: key, ...(params && { params }) } : { message };
}

/**
 * `{message: key}` → `{message: English, messageKey, params?}`; `{errors: {field: message}}` → keys only, with any
 * parameters in `errorParams`. Text that is no key (a user's own words) passes unchanged.
 */
export function localizedBody<T extends Body>(body: T): T {
  let result: Body = body;
  if (typeof body.message === 'string') {
    result = { ...result, ...localizedMessage(body.message) };
  }
  if (body.errors && typeof body.errors === 'object') {
    const errors: Record<string, string> = {};
    const errorParams: Record<string, MessageParams> = {};
    for (const [field, message] of Object.entries(body.errors as Record<string, string>)) {
      const { key, params } = parseMessage(message);
      errors[field] = key;
      if (params) errorParams[field] = params;
    }
    result = { ...result, errors, ...(Object.keys(errorParams).length > 0 && { errorParams }) };
  }
  return result as T;
}

export default fp(
  async function messagesPlugin(app: FastifyInstance) {
    app.addHook('preSerialization', async (_request, _reply, payload) =>
      payload && typeof payload === 'object' && !Array.isArray(payload) && ('message' in payload || 'errors' in payload)
        ? localizedBody(payload as Body)
        : payload,
    );
  },
  { name: 'messages' },
);
