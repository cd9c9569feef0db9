// The checks every route's input passes, whatever its schema: text holding a card number answers 400 before the schema
// reads it (LawnDesk stores none, docs/security.md), and text PostgreSQL cannot store (NUL, lone surrogates) after.
import type { Message } from '../../common/i18n/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cardDataFields } from '../../common/cardData';
import { containsCardNumber, maskCardNumbers } from '../../common/cardNumbers';
import { unstorableReason } from '../../common/schemas/fields';
import { HttpProblem } from '../lib/httpErrors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form beside the gateway's hosted card fields: card data is refused under any name too (common/cardData.ts). */
    cardForm?: boolean;
    /**
     * An outside service's webhook (Twilio's inbound texts and status callbacks): never refused for a card number, since
     * the sender cannot retry without it (a customer's "STOP 4111 …" would be lost); its text is masked instead, after
     * the route's own signature check read it as sent.
     */
    webhook?: boolean;
  }
}

const API_PREFIX = '/api/';

export const CARD_NUMBER_IN_TEXT = 'validation.card.card_number_in_text';

interface Finding {
  path: string;
  reason: Message;
}

type ReasonOf = (text: string) => Message | undefined;

/** The first key or string in a parsed request part `reasonOf` refuses; iterative, so deep nesting cannot exhaust the stack. */
function findRefused(value: unknown, root: string, reasonOf: ReasonOf): Finding | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const reason = reasonOf(current);
      if (reason) return { path, reason };
    } else if (current && typeof current === 'object') {
      for (const [key, field] of Object.entries(current)) {
        const fieldPath = path ? `${path}.${key}` : key;
        const reason = reasonOf(key);
        if (reason) return { path: fieldPath, reason };
        pending.push({ value: field, path: fieldPath });
      }
    }
  }
  return undefined;
}

const cardNumberReason: ReasonOf = (text) => (containsCardNumber(text) ? CARD_NUMBER_IN_TEXT : undefined);

/** 400 beside the first of `parts`' fields (a multipart upload's text fields, say) that holds a card number. */
export const refuseCardNumbers = (parts: unknown) => refuse(findRefused(parts, '', cardNumberReason));

function refuse(finding: Finding | undefined) {
  if (finding) throw new HttpProblem(400, finding.reason, { [finding.path || 'body']: finding.reason });
}

const refuseIn = (request: FastifyRequest, reasonOf: ReasonOf) =>
  refuse(findRefused(request.params, '', reasonOf) ?? findRefused(request.query, '', reasonOf) ?? findRefused(request.body, '', reasonOf));

/** A card form's body answers every card field it carries at once, with the card form's own messages. */
function refuseCardData(request: FastifyRequest) {
  const found = request.routeOptions.config.cardForm ? cardDataFields(request.body) : {};
  const [first] = Object.values(found);
  if (first) throw new HttpProblem(400, first as Message, found as Record<string, Message>);
  refuseIn(request, cardNumberReason);
}

/** `value` with every card number in its strings and keys masked (common/cardNumbers.ts). */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (Array.isArray(value)) return value.map(masked);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [maskCardNumbers(key), masked(field)]));
}

export default fp(
  async function storableInputPlugin(app: FastifyInstance) {
    // On every API route, before its schema: no route can take a card number, and no schema's message can echo one. The
    // web app's pages store nothing: a list's URL holding a search for one still opens, and its API call is refused.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.url?.startsWith(API_PREFIX) && !request.routeOptions.config.webhook) refuseCardData(request);
    });
    // A webhook's own preValidation checks its signature over the text as sent; the route reads it masked.
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.webhook) return;
      request.body = masked(request.body);
      request.query = masked(request.query);
    });
    // After validation, so the field schemas' own messages come first; this catches what a route left unchecked.
    app.addHook('preHandler', async (request) => refuseIn(request, unstorableReason));
  },
  { name: 'storable-input' },
);
