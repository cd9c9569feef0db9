// Sign-in links (docs/security.md, Sign-in links): a random token sent in a customer's message, kept only as its hash,
// bound to that customer, used once within SIGN_IN_LINK_DAYS. Messaging makes them; the accounts domain redeems them.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { SCREEN } from '../../common/screens';
import { SIGN_IN_LINK_DAYS, SIGN_IN_LINK_TOKEN } from '../../common/schemas/signInLink';
import { signInLinks } from '../db/schema';
import type { Executor } from './history';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired links are kept this long, so that one opened late says it expired rather than that it is unknown. */
const KEEP_EXPIRED_MS = 30 * DAY_MS;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page's absolute address for a token on the site's address (`siteUrl`, server/lib/siteAddress.ts). */
export const signInLinkUrl = (siteUrl: string, token: string) => `${siteUrl}${SCREEN.signInLink.path.replace(':token', token)}`;

/** Makes a link for the customer and answers its token; the customer's links expired long ago are dropped. */
export async function openSignInLink(executor: Executor, customerId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor
    .delete(signInLinks)
    .where(and(eq(signInLinks.customerId, customerId), lt(signInLinks.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS))));
  await executor
    .insert(signInLinks)
    .values({ customerId, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + SIGN_IN_LINK_DAYS * DAY_MS) });
  return token;
}

export type SignInLinkUse = { ok: true; customerId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Spends a link in the caller's transaction: answers its customer once; a second use, an expired link or a token
 * nobody was sent answers why not. The update's condition makes two concurrent uses end in one sign-in.
 */
export async function useSignInLink(executor: Executor, token: string, now = new Date()): Promise<SignInLinkUse> {
  if (!SIGN_IN_LINK_TOKEN.test(token)) return { ok: false, reason: 'unknown' };
  const [link] = await executor
    .select()
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, hashOf(token)));
  if (!link) return { ok: false, reason: 'unknown' };
  if (link.usedAt) return { ok: false, reason: 'used' };
  if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  const [spent] = await executor
    .update(signInLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInLinks._id, link._id), isNull(signInLinks.usedAt)))
    .returning({ customerId: signInLinks.customerId });
  return spent ? { ok: true, customerId: spent.customerId } : { ok: false, reason: 'used' };
}
