// sendMoment: one message per consented channel for a moment of a customer's service (the day before a visit, on my
// way, visit done, a payment's receipt or failure, a visit moved, a card expiring, service paused or resumed), in the
// customer's language; an e-mail signed with the business's name and phone (a text opens with the name: the sender's).
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import { openSignInLink, signInLinkUrl } from '../../lib/signInLinks';
import type { NewText } from './textSender';
import { type NewEmail, queueEmails } from './emailQueue';
import type { Moment } from './moment';
import { momentWords } from './momentRules';
import { editedWordsOf, readEditedWords } from './momentWordsRepository';
import { claimsOf } from './sendCheck';
import { signature } from './signature';
import { queueTexts } from './textQueue';

/** The customer's columns a moment reads: a job sending many selects them with its own rows. */
export const momentCustomerColumns = {
  _id: customers._id,
  firstName: customers.firstName,
  email: customers.email,
  mobile: customers.mobile,
  language: customers.language,
  emailService: customers.emailService,
  textService: customers.textService,
  emailInvalidAt: customers.emailInvalidAt,
  mobileInvalidAt: customers.mobileInvalidAt,
};
export type { Moment, MomentCustomer } from './moment';

/**
 * The customer's way into the portal (where a card is fixed, preferences changed): a sign-in link of their own, which
 * signs them in once without a password and then opens the dashboard (docs/security.md, Sign-in links).
 */
export async function portalLink(app: FastifyInstance, customerId: string) {
  const site = await app.site.required();
  return signInLinkUrl(site, await openSignInLink(app.database.db, customerId));
}

/**
 * Sends each moment by e-mail (with `email_service` and an address) and by text (with `text_service` and a mobile),
 * neither flagged invalid, in as few statements as a batch allows. Its key makes it once per channel: a retry, or a
 * second node running the same job, sends nothing again; "on my way" is keyed by property and day, once per house. Each keeps what it is about and claims, checked again when it
 * is sent (sendCheck.ts). Answers how many messages were queued now.
 */
export async function sendMoments(app: FastifyInstance, moments: readonly Moment[]) {
  const ids = [...new Set(moments.map((moment) => moment.customer).filter((customer) => typeof customer === 'string'))];
  const read = ids.length ? await app.database.db.select(momentCustomerColumns).from(customers).where(inArray(customers._id, ids)) : [];
  const byId = new Map(read.map((customer) => [customer._id, customer]));
  const [edited, { business, moments: on }] = await Promise.all([
    readEditedWords(app.database.db),
    readSettings(app.database.db, ['business', 'moments']),
  ]);
  // A visit's words name its property's address, read with what the moment claims of the visit.
  const claims = await claimsOf(app.database.db, moments);
  // A "visit moved" of a move staff may undo waits the Undo out: an undone move is then never told (sendRules.ts).
  const queued = { now: { emails: [] as NewEmail[], texts: [] as NewText[] }, held: { emails: [] as NewEmail[], texts: [] as NewText[] } };
  for (const [index, { moment, customer: given, subjectId, attachment, undoable }] of moments.entries()) {
    const { emails, texts } = undoable && app.movedMessageHoldSeconds > 0 ? queued.held : queued.now;
    const customer = typeof given === 'string' ? byId.get(given) : given;
    // A moment staff switched off (System Settings) is not queued.
    if (!customer || on[moment] === false) continue;
    const { about, claim, variables: said, visit } = claims[index];
    const words = momentWords(moment, customer.language, customer.firstName, said, editedWordsOf(edited, moment, customer.language));
    // One "on my way" per house and day: a second service at the same property is the same crew arriving once.
    const key = moment === 'on-my-way' && visit ? `${moment}:${visit.propertyId}:${visit.date}` : `${moment}:${subjectId}`;
    // An address or number the provider refused for good is not tried again until it changes.
    if (customer.emailService && customer.email && !customer.emailInvalidAt)
      emails.push({
        to: customer.email,
        subject: words.subject,
        body: `${words.body}\n\n${signature(customer.language, business)}`,
        customerId: customer._id,
        moment: key,
        about,
        claim,
        ...(attachment && { attachment }),
      });
    if (customer.textService && customer.mobile && !customer.mobileInvalidAt)
      texts.push({
        to: customer.mobile,
        body: words.body,
        kind: 'service',
        language: customer.language,
        customerId: customer._id,
        moment: key,
        about,
        claim,
      });
  }
  const hold = app.movedMessageHoldSeconds;
  const counts = await Promise.all([
    queueEmails(app, queued.now.emails),
    queueTexts(app, queued.now.texts),
    queueEmails(app, queued.held.emails, hold),
    queueTexts(app, queued.held.texts, hold),
  ]);
  return { emails: counts[0] + counts[2], texts: counts[1] + counts[3] };
}

/** One moment: see sendMoments. */
export const sendMoment = (app: FastifyInstance, moment: Moment) => sendMoments(app, [moment]);
