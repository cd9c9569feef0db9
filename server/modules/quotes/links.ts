// The public quote page's token (docs/security.md "Public links"): 32 bytes, unguessable, for one quote only. The
// token is an HMAC of the quote's id under the server's signing key, so staff can copy the link again later while the
// database keeps only its SHA-256; a token of any other shape is not looked up.
import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { QUOTE_TOKEN } from '../../../common/schemas/quote';
import { SCREEN } from '../../../common/screens';
import type { Db } from '../../db/client';
import type { Executor } from '../../lib/history';
import { loadSigningKey } from '../../lib/sessionTokens';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const quoteTokenOf = (key: Uint8Array, quoteId: string) => createHmac('sha256', key).update(`quote-link:${quoteId}`).digest('base64url');

export const quoteToken = (app: FastifyInstance, quoteId: string) => quoteTokenOf(app.signingKey, quoteId);

/** A demo quote's token hash under the key the server signs with when none is configured (JWT_SECRET unset). */
export async function demoQuoteTokenHash(executor: Executor, quoteId: string): Promise<string> {
  return hashOf(quoteTokenOf(await loadSigningKey(executor as Db), quoteId));
}

export const isQuoteToken = (token: string) => QUOTE_TOKEN.test(token);

/**
 * The page's absolute address for a quote whose link was made; null when none was, or the key changed since (no copy to
 * give). A 409 when the site has no address (server/lib/siteAddress.ts): a link is never a bare path.
 */
export async function quoteLink(app: FastifyInstance, quote: { _id: string; tokenHash: string | null }): Promise<string | null> {
  if (!quote.tokenHash) return null;
  const token = quoteToken(app, quote._id);
  if (hashOf(token) !== quote.tokenHash) return null;
  return app.site.linkTo(SCREEN.publicQuote.path.replace(':token', token));
}
