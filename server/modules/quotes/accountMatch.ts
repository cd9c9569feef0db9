// The existing account a new lead's quote may join (issue 65, docs/security.md "Won quotes"). An e-mail or a phone typed
// on a public form proves nothing: the approval joins an account only when staff confirmed the match on the lead, or
// when the customer of that account approves signed in (their portal session, or a sign-in link sent to the e-mail on
// file, never to an address the page's visitor types). Only that signed-in customer chooses the card the new address is
// charged to; otherwise none is.
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderMessage } from '../../../common/i18n/catalog';
import type { QuoteAccount } from '../../../common/schemas/leadMatch';
import { SIGN_IN_LINK_DAYS } from '../../../common/schemas/signInLink';
import { businessNameOf } from '../../../common/schemas/settings';
import { SCREEN_PATH } from '../../../common/screenPaths';
import { customers, type Lead, leads, type Quote, signInLinks } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { openSignInLink, signInLinkUrl } from '../../lib/signInLinks';
import { customerCards } from '../billing';
import { customersMatching } from '../customers';

/** Links one customer may be sent from quote pages within the window: past it the page answers the same, sends nothing. */
const LINKS_PER_CUSTOMER = 3;
const LINK_WINDOW_MS = 15 * 60 * 1000;

/** The customer whose portal session the request carries, if any: the quote page is public, a session is optional. */
export async function signedInCustomerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) return null;
  const user = await app.verifyToken(token);
  return user?.type === 'customer' ? user.customerId : null;
}

/** The customers the lead may be: the one staff (or the customer's own portal request) named, else those it matches. */
async function candidatesOf(executor: Executor, lead: Lead) {
  const ids = lead.customerId ? [lead.customerId] : (await customersMatching(executor, lead)).map((match) => match._id);
  if (!ids.length) return [];
  return executor
    .select({ _id: customers._id, firstName: customers.firstName, email: customers.email, language: customers.language })
    .from(customers)
    .where(inArray(customers._id, ids))
    .orderBy(asc(customers.createdAt));
}

/**
 * The account the approval joins and who chose it: the customer staff confirmed (or who asked in the portal), or the
 * signed-in customer the lead matches; none (a new customer) otherwise, whatever the e-mail typed on the lead.
 */
export async function joiningAccount(executor: Executor, lead: Lead, signedInCustomerId: string | null) {
  if (lead.customerId) return { customerId: lead.customerId, byCustomer: signedInCustomerId === lead.customerId };
  if (!signedInCustomerId) return { customerId: null, byCustomer: false };
  const candidates = await candidatesOf(executor, lead);
  return candidates.some((candidate) => candidate._id === signedInCustomerId)
    ? { customerId: signedInCustomerId, byCustomer: true }
    : { customerId: null, byCustomer: false };
}

/** `jane.doe@example.com` → `j•••@example.com`: enough to recognise one's own, not to learn a stranger's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

async function leadOfQuote(executor: Executor, quote: Quote) {
  if (quote.propertyId || !quote.leadId) return null;
  const [lead] = await executor.select().from(leads).where(eq(leads._id, quote.leadId));
  return lead ?? null;
}

/** The page's view of the account (see QuoteAccount); null when there is none to join. */
export async function quoteAccountOf(executor: Executor, quote: Quote, signedInCustomerId: string | null): Promise<QuoteAccount | null> {
  const lead = await leadOfQuote(executor, quote);
  if (!lead) return null;
  const candidates = await candidatesOf(executor, lead);
  if (!candidates.length) return null;
  const join = await joiningAccount(executor, lead, signedInCustomerId);
  const cards = join.byCustomer && join.customerId ? await customerCards(executor, join.customerId) : [];
  const withEmail = candidates.find((candidate) => candidate.email);
  return {
    matches: true,
    confirmedByStaff: Boolean(lead.matchConfirmedById),
    emailOnFile: withEmail?.email ? maskEmail(withEmail.email) : null,
    signedIn: join.byCustomer,
    cards: cards.map((card) => ({ _id: card._id, brand: card.brand, last4: card.last4, isDefault: card.isDefault })),
  };
}

async function recentLinks(executor: Executor, customerId: string) {
  const [row] = await executor
    .select({ made: count() })
    .from(signInLinks)
    .where(and(eq(signInLinks.customerId, customerId), gt(signInLinks.createdAt, new Date(Date.now() - LINK_WINDOW_MS))));
  return row.made;
}

/**
 * "This is my account": a sign-in link to the e-mail on file of each customer the open quote's lead may be, which signs
 * that customer in and opens this quote again. The visitor names no address; the answer is the same whether or not one
 * was sent (a customer past their links' limit is sent none).
 */
export async function sendQuoteSignInLinks(app: FastifyInstance, quote: Quote, quoteToken: string) {
  const { db } = app.database;
  const lead = await leadOfQuote(db, quote);
  if (!lead || lead.status === 'won') throw new HttpProblem(409, 'server.quotes.no_account_to_join');
  const candidates = (await candidatesOf(db, lead)).filter((candidate) => candidate.email);
  if (!candidates.length) throw new HttpProblem(409, 'server.quotes.no_account_to_join');
  const site = await app.site.required();
  const { business } = await readSettings(db, ['business']);
  const back = `?next=${encodeURIComponent(SCREEN_PATH.publicQuote.replace(':token', quoteToken))}`;
  for (const candidate of candidates) {
    if ((await recentLinks(db, candidate._id)) >= LINKS_PER_CUSTOMER) continue;
    const link = signInLinkUrl(site, await openSignInLink(db, candidate._id)) + back;
    const words = { name: candidate.firstName, address: lead.address, days: SIGN_IN_LINK_DAYS, link };
    await app.messenger.send({
      to: candidate.email!,
      channel: 'email',
      subject: renderMessage(candidate.language, 'server.emails.quote_sign_in_subject', { business: businessNameOf(business) }),
      text: renderMessage(candidate.language, 'server.emails.quote_sign_in_text', words),
      sensitive: true,
    });
  }
}
