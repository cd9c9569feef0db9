// Sign-in links (docs/security.md): a customer's message, or the sign-in page's "E-mail me a sign-in link", carries a
// link that signs that customer in once, to their portal account (made on first use), never to any other account.
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderMessage } from '../../../common/i18n/catalog';
import { businessNameOf } from '../../../common/schemas/settings';
import { emailOrPhoneInput, sessionUser } from '../../../common/schemas/auth';
import { envelope, messageFields, messageReply } from '../../../common/schemas/envelope';
import { SIGN_IN_LINK_DAYS, signInLinkInput } from '../../../common/schemas/signInLink';
import { signInLinks } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { issueToken } from '../../lib/sessionTokens';
import { readSettings } from '../../lib/settings';
import { openSignInLink, signInLinkUrl, useSignInLink } from '../../lib/signInLinks';
import { findCustomerByContact, portalAccountOf } from './portalAccounts';
import { describeUser } from './sessionUser';

/** Links asked for one customer within the window, past which the page answers the same and sends nothing. */
const REQUESTS_PER_CUSTOMER = 3;
const REQUEST_WINDOW_MS = 15 * 60 * 1000;
/** Uses of a link per address: a token cannot be guessed, but nobody should be able to try. */
const USES_PER_ADDRESS = 30;

const refused = z.object({ status: z.number(), ...messageFields });

const signInLinkRoutes: FastifyPluginAsyncZod<{ recoveryRateLimit: number }> = async (app, { recoveryRateLimit }) => {
  const db = app.database.db;
  const tags = ['session'];

  app.post(
    '/users/login/sign-in-link',
    {
      config: { access: { public: true }, rateLimit: { max: recoveryRateLimit, timeWindow: '15 minutes' } },
      schema: { tags, body: emailOrPhoneInput, response: { 200: messageReply } },
    },
    async (request) => {
      const { emailOrPhone } = request.body;
      const customer = await findCustomerByContact(db, emailOrPhone);
      // The same answer, after the same statement, whether or not a customer matched: the link is made and sent after it.
      if (customer) {
        setImmediate(() =>
          sendLink(customer, emailOrPhone.includes('@')).catch((error: unknown) =>
            request.log.error({ err: error }, 'sending a sign-in link failed'),
          ),
        );
      }
      return { status: 200, message: 'server.sign_in_link.sent' };
    },
  );

  app.post(
    '/users/login/sign-in-link/use',
    {
      config: { access: { public: true }, rateLimit: { max: USES_PER_ADDRESS, timeWindow: '15 minutes' } },
      schema: { tags, body: signInLinkInput, response: { 200: envelope(sessionUser), 410: refused } },
    },
    async (request) => {
      const userId = await db.transaction(async (tx) => {
        const used = await useSignInLink(tx, request.body.token);
        if (!used.ok) throw new HttpProblem(410, `server.sign_in_link.${used.reason}`);
        const account = await portalAccountOf(tx, used.customerId);
        if (!account.ok) throw new HttpProblem(410, 'server.sign_in_link.account_closed');
        return account.userId;
      });
      const token = await issueToken(db, app.signingKey, userId, request.ip);
      const described = await describeUser(db, userId);
      return { status: 200, message: 'server.users.signed_in', data: { ...described!, token } };
    },
  );

  async function sendLink(customer: NonNullable<Awaited<ReturnType<typeof findCustomerByContact>>>, byEmail: boolean) {
    const to = byEmail ? customer.email : customer.mobile;
    if (!to || (await recentLinks(customer._id)) >= REQUESTS_PER_CUSTOMER) return;
    const link = signInLinkUrl(await app.site.required(), await openSignInLink(db, customer._id));
    const words = { name: customer.firstName, days: SIGN_IN_LINK_DAYS, link };
    const { business } = await readSettings(db, ['business']);
    await app.messenger.send({
      to,
      channel: byEmail ? 'email' : 'sms',
      subject: renderMessage(customer.language, 'server.emails.sign_in_link_subject', { business: businessNameOf(business) }),
      text: renderMessage(customer.language, 'server.emails.sign_in_link_text', words),
      sensitive: true,
    });
  }

  async function recentLinks(customerId: string) {
    const [row] = await db
      .select({ made: count() })
      .from(signInLinks)
      .where(and(eq(signInLinks.customerId, customerId), gt(signInLinks.createdAt, new Date(Date.now() - REQUEST_WINDOW_MS))));
    return row.made;
  }
};

export default signInLinkRoutes;
