// Pay links (docs/billing.md "Pay link"): a random token sent in the customer's message, kept only as its hash, one per
// payment and purpose; the newest replaces the older ones of its payment. Each opens its customer's page (everything
// they owe); a customer with a link still open from the last day gets no second one, so several declines send one.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAY_LINK_TOKEN } from '../../../common/schemas/payLink';
import { SCREEN } from '../../../common/screens';
import { payLinks, payments } from '../../db/schema';
import { lockCustomer } from '../customers/reads';
import type { Executor } from '../../lib/history';
import { PAY_LINK_DAYS, PAYABLE } from './payLinkRules';

export type PayLink = typeof payLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link made this recently and still open covers every payment of its customer: no second message and link. */
export const ONE_LINK_PER_CUSTOMER_MS = DAY_MS;
/**
 * The expiry of a link that works until what it pays is settled (an invoice's: until it is paid or credited in full,
 * when its page has nothing left to pay). Such a link is never replaced by a newer one either: the invoice's first
 * e-mail still pays it after a resend.
 */
export const UNTIL_SETTLED = new Date('9999-12-31T00:00:00Z');
/** What is kept of a token, and the key it is counted under by the rate limit. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** How the page names a payment to its link's holder: not its id, and a different name behind every link. */
export const paymentRef = (link: { tokenHash: string }, paymentId: string) =>
  createHash('sha256').update(`${link.tokenHash}:${paymentId}`).digest('base64url').slice(0, 22);

/** The page's absolute address for a token, on the site's address (server/lib/siteAddress.ts). */
export const payLinkUrl = (app: FastifyInstance, token: string) => app.site.linkTo(SCREEN.payLink.path.replace(':token', token));

/**
 * Makes the payment's link for `purpose` (`failed:<try>`, `reminder:<day>`) and replaces its older ones; answers the
 * token, or null when that purpose's link was made already (a rerun, another node): its message went with the first.
 * Also null when the customer has another link made in the last day, still open and for a payment still owed: its
 * page lists this payment too, so no message is sent (three declines in one morning make one message and one link),
 * unless `ownMessage`: a message that must carry a link whatever was sent before (service paused) always gets one.
 * `untilSettled`: the link works until nothing is left to pay on its page (an invoice's), not PAY_LINK_DAYS.
 * The customer's row lock orders the makers, so concurrent declines cannot each make one.
 */
export async function openPayLink(
  app: FastifyInstance,
  payment: { _id: string; customerId: string },
  purpose: string,
  {
    now = new Date(),
    ownMessage = false,
    inPage = false,
    untilSettled = false,
  }: { now?: Date; ownMessage?: boolean; inPage?: boolean; untilSettled?: boolean } = {},
): Promise<string | null> {
  // A link made is a message owed: without a site address to write it with, none is made (the send is refused). A
  // link opened from the portal (`inPage`) is followed as a path in the customer's own browser.
  if (!inPage) await app.site.required();
  const token = randomBytes(32).toString('base64url');
  return app.database.db.transaction(async (tx) => {
    await lockCustomer(tx, payment.customerId);
    const [recent] = ownMessage
      ? []
      : await tx
          .select({ _id: payLinks._id })
          .from(payLinks)
          .innerJoin(payments, eq(payments._id, payLinks.paymentId))
          .where(
            and(
              inArray(payments.status, [...PAYABLE]),
              eq(payLinks.customerId, payment.customerId),
              ne(payLinks.paymentId, payment._id),
              isNull(payLinks.usedAt),
              isNull(payLinks.replacedAt),
              gt(payLinks.expiresAt, now),
              gt(payLinks.createdAt, new Date(now.getTime() - ONE_LINK_PER_CUSTOMER_MS)),
            ),
          )
          .limit(1);
    if (recent) return null;
    const [made] = await tx
      .insert(payLinks)
      .values({
        paymentId: payment._id,
        customerId: payment.customerId,
        tokenHash: hashOf(token),
        purpose,
        expiresAt: untilSettled ? UNTIL_SETTLED : new Date(now.getTime() + PAY_LINK_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ _id: payLinks._id });
    if (!made) return null;
    await tx
      .update(payLinks)
      .set({ replacedAt: now })
      .where(
        and(
          eq(payLinks.paymentId, payment._id),
          ne(payLinks._id, made._id),
          isNull(payLinks.replacedAt),
          isNull(payLinks.usedAt),
          lt(payLinks.expiresAt, UNTIL_SETTLED),
        ),
      );
    return token;
  });
}

/** The link a token names, if any; `lock` holds its row for the caller's transaction. */
export async function findPayLink(executor: Executor, token: string, lock = false): Promise<PayLink | undefined> {
  if (!PAY_LINK_TOKEN.test(token)) return undefined;
  const query = executor
    .select()
    .from(payLinks)
    .where(eq(payLinks.tokenHash, hashOf(token)));
  const [link] = lock ? await query.for('update') : await query;
  return link;
}
