// The customer's side of a quote: what its public page shows, and the approval. The approval is one transaction under
// the quote's row lock: the signature (typed name, time, IP address, the exact version and total), then the customer,
// property and services through the customers domain's door, their visits planned (a one-time job's on its vendor's
// next crew day with room, by the scheduling domain), and the lead won. A second approval,
// or one racing it, finds the quote approved and changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderMessage, withParams } from '../../../common/i18n/catalog';
import type { QuoteApprovalResult } from '../../../common/schemas/leadMatch';
import type { PublicQuote, PublicQuoteDecline, QuoteApproval, QuoteDepositInput, QuoteDepositResult } from '../../../common/schemas/quote';
import { CUSTOMER_SOURCES } from '../../../common/schemas/property';
import { type Quote, quotes } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { customerCards, depositCardFields, type GatewayHosts, paidDepositOf, payDeposit } from '../billing';
import { addWonWork, type WonWork } from '../customers';
import { placeOneTimeJobs } from '../scheduling';
import { workLogIdsOfServices } from '../workLogs';
import { joiningAccount, quoteAccountOf } from './accountMatch';
import { leadForWrite, setLeadStatus } from './leadRepository';
import { hashOf, isQuoteToken } from './links';
import { photosOf } from './photos';
import { latestVersion, recordDecline, signatureOf } from './quoteRepository';
import { versionTaxOf } from './quoteTax';
import { recipientOf } from './recipients';
import {
  approvalRefusal,
  chosenOptionalLines,
  declineRefusal,
  depositRefusal,
  nextWeekday,
  oneTimeServiceIndexes,
  publicState,
  quoteTotals,
  servicesFromLines,
} from './rules';

const invalid = () => new HttpProblem(404, 'server.quotes.invalid');

export async function quoteByToken(executor: Executor, token: string, lock = false): Promise<Quote> {
  if (!isQuoteToken(token)) throw invalid();
  const query = executor
    .select()
    .from(quotes)
    .where(eq(quotes.tokenHash, hashOf(token)));
  const [quote] = lock ? await query.for('update') : await query;
  if (!quote) throw invalid();
  return quote;
}

async function businessOf(app: FastifyInstance) {
  const { business, mail } = await readSettings(app.database.db, ['business', 'mail']);
  return { name: business.name, phone: business.phone, email: business.email || mail.from };
}

/** The page's view of the quote: its latest version, with no id, vendor, market or staff note. Opening it is recorded. */
export async function publicQuoteOf(app: FastifyInstance, token: string, signedInCustomerId: string | null = null): Promise<PublicQuote> {
  const { db } = app.database;
  const quote = await quoteByToken(db, token);
  const state = publicState(quote, await businessToday(db));
  if (state === 'invalid') throw invalid();
  if (state === 'open' && !quote.openedAt)
    await app.events.transaction(async (tx) => {
      // Only the first load counts: two tabs opening at once record one time and tell the office once.
      const [opened] = await tx
        .update(quotes)
        .set({ openedAt: new Date() })
        .where(and(eq(quotes._id, quote._id), isNull(quotes.openedAt)))
        .returning({ _id: quotes._id });
      if (opened) await app.events.emit(tx, 'quote.changed', { quoteId: quote._id, leadId: quote.leadId, change: 'opened' });
    });
  const [version, recipient, business] = await Promise.all([latestVersion(db, quote), recipientOf(db, quote), businessOf(app)]);
  const tax = await versionTaxOf(db, quote, version);
  const totals = quoteTotals(version.lines, tax.lineTaxCents);
  const signature = signatureOf(quote);
  return {
    state,
    firstName: recipient?.firstName ?? '',
    address: recipient?.address ?? '',
    language: recipient?.language ?? 'en',
    version: quote.version,
    lines: version.lines.map((line) => ({ ...line, frequency: line.frequency ?? null, description: line.description ?? null })),
    depositCents: version.depositCents,
    totalCents: version.totalCents,
    ...tax,
    taxCents: totals.taxCents,
    totalWithTaxCents: totals.totalCents,
    expiresOn: quote.expiresOn,
    terms: version.notes,
    business,
    signature: signature && { signedName: signature.signedName, signedAt: signature.signedAt, totalCents: signature.totalCents },
    depositPaid: state === 'approved' ? await paidDepositOf(db, quote._id) : null,
    photos: await photosOf(db, quote._id),
    account: state === 'open' ? await quoteAccountOf(db, quote, signedInCustomerId) : null,
  };
}

/**
 * The card the signed-in customer chose for the new address: one of their kept cards, or none. Nobody else chooses one
 * (accountMatch.ts): an approval that joins an account without its customer signed in charges no card.
 */
async function chosenCard(tx: Executor, join: { customerId: string | null; byCustomer: boolean }, cardId: string | null | undefined) {
  if (!join.byCustomer || !join.customerId || !cardId) return null;
  if (!(await customerCards(tx, join.customerId)).some((card) => card._id === cardId))
    throw new HttpProblem(400, 'validation.quote.card_not_yours', { cardId: 'validation.quote.card_not_yours' });
  return cardId;
}

/** Approves the quote the token names; answers the services made. Refusals: see rules.approvalRefusal. */
export async function approveQuote(
  app: FastifyInstance,
  token: string,
  approval: QuoteApproval,
  ipAddress: string,
  signedInCustomerId: string | null = null,
): Promise<QuoteApprovalResult> {
  let joinedLead: { leadId: string; name: string; address: string } | null = null;
  const result = await app.events.transaction(async (tx) => {
    const quote = await quoteByToken(tx, token, true);
    const today = await businessToday(tx);
    const refusal = approvalRefusal(quote, today, approval.version);
    if (refusal) throw new HttpProblem(refusal.status, refusal.message);
    const version = await latestVersion(tx, quote);
    const ticked = chosenOptionalLines(version.lines, approval.optionalLines);
    // The signature keeps the total with tax the customer read: the version's.
    const { totalCents } = quoteTotals(version.lines, (await versionTaxOf(tx, quote, version)).lineTaxCents, ticked);
    const startDate = nextWeekday(today);
    const services = servicesFromLines(version.lines, ticked).map((service) => ({ ...service, startDate }));
    const lead = quote.leadId ? await leadForWrite(tx, quote.leadId) : null;
    const join = lead && !quote.propertyId ? await joiningAccount(tx, lead, signedInCustomerId) : { customerId: null, byCustomer: false };
    const work: WonWork = quote.propertyId
      ? { propertyId: quote.propertyId, services }
      : {
          services,
          // The lead is an existing customer only when staff confirmed the match side by side (leadRoutes' PUT
          // /leads/{id}/customer) or its customer approves signed in (accountMatch.ts); a typed e-mail makes a new one.
          customerId: join.customerId,
          cardId: await chosenCard(tx, join, approval.cardId),
          person: {
            firstName: lead!.firstName,
            lastName: lead!.lastName,
            email: lead!.email,
            mobile: lead!.mobile,
            language: lead!.language,
            textConsent: lead!.textConsent,
            source: CUSTOMER_SOURCES.find((source) => source === lead!.source) ?? 'none',
          },
          place: { address: lead!.address, city: lead!.city, zipcode: lead!.zipcode, lotSize: lead!.lotSize },
        };
    const won = await addWonWork(tx, work, null);
    // The scheduler planned each one-time job as a service done once; the scheduling domain moves it to a crew day with room.
    const oneTimeJobs = await placeOneTimeJobs(
      tx,
      oneTimeServiceIndexes(version.lines, ticked).map((index) => won.serviceIds[index]),
      null,
    );
    await tx
      .update(quotes)
      .set({
        status: 'approved',
        approvedAt: new Date(),
        signedName: approval.signedName,
        signedIp: ipAddress,
        signedVersion: quote.version,
        signedTotalCents: totalCents,
        signedOptionalLines: ticked,
        oneTimeJobs,
        customerId: won.customerId,
        propertyId: won.propertyId,
      })
      .where(eq(quotes._id, quote._id));
    if (lead) await setLeadStatus(tx, lead._id, { status: 'won', customerId: won.customerId });
    const workLogIds = await workLogIdsOfServices(tx, won.serviceIds);
    await app.events.emit(tx, 'quote.changed', { quoteId: quote._id, leadId: quote.leadId, change: 'approved', workLogIds });
    if (lead && join.customerId && won.autoCharge === 'none')
      joinedLead = { leadId: lead._id, name: `${lead.firstName} ${lead.lastName}`, address: lead.address };
    return { totalCents, services: won.serviceIds.length, joinedAccount: Boolean(join.customerId), autoCharge: won.autoCharge };
  });
  if (joinedLead) await tellOfficeOfNoCard(app, joinedLead);
  return result;
}

/** The office learns that a won quote joined an account with no card for its address: someone must ask for one. */
async function tellOfficeOfNoCard(app: FastifyInstance, lead: { leadId: string; name: string; address: string }) {
  await app.notifier.transaction((_tx, notify) =>
    notify.staff({
      type: 'quote-joined-no-card',
      title: withParams('notifications.quote_joined_no_card_title', { name: lead.name }),
      message: withParams('notifications.quote_joined_no_card_message', { name: lead.name, address: lead.address }),
      additionalData: { others: { leadId: lead.leadId } },
    }),
  );
}

/** The customer declines on the page, with a reason from the list and words: as staff's Declined, the lead lost. */
export async function declineQuoteByCustomer(app: FastifyInstance, token: string, decline: PublicQuoteDecline) {
  await app.events.transaction(async (tx) => {
    const quote = await quoteByToken(tx, token, true);
    const refusal = declineRefusal(quote, await businessToday(tx));
    if (refusal) throw new HttpProblem(refusal.status, refusal.message);
    // The office reads the reason in its words (English), the customer's own words after it.
    const reason = renderMessage('en', `server.quotes.decline_reasons.${decline.reason}`);
    await recordDecline(app, tx, quote, decline.note ? `${reason}: ${decline.note}` : reason);
  });
}

/** The approved quote the token names, with its deposit still to pay; refused otherwise (rules.depositRefusal). */
async function quoteOwingDeposit(app: FastifyInstance, token: string) {
  const { db } = app.database;
  const quote = await quoteByToken(db, token);
  const version = await latestVersion(db, quote);
  const refusal = depositRefusal(quote, await businessToday(db), version.depositCents);
  if (refusal) throw new HttpProblem(refusal.status, refusal.message);
  return { quote, depositCents: version.depositCents };
}

/** The hosted fields for the deposit's card: only while an approved quote's deposit is owed. */
export async function quoteDepositCardFields(app: FastifyInstance, hosts: GatewayHosts, token: string) {
  const { quote } = await quoteOwingDeposit(app, token);
  if (await paidDepositOf(app.database.db, quote._id)) throw new HttpProblem(409, 'server.quotes.deposit_paid');
  return depositCardFields(app, hosts);
}

/**
 * Pays the approved quote's deposit through billing (its door: the quotes domain writes none of billing's tables). Paid
 * once: a second call answers the same receipt and charges nothing. A decline answers its reason; the deposit stays owed.
 */
export async function payQuoteDeposit(
  app: FastifyInstance,
  hosts: GatewayHosts,
  token: string,
  card: QuoteDepositInput,
  ip: string,
): Promise<QuoteDepositResult> {
  const { quote, depositCents } = await quoteOwingDeposit(app, token);
  const outcome = await payDeposit(app, hosts, {
    quoteId: quote._id,
    customerId: quote.customerId!,
    propertyId: quote.propertyId,
    amountCents: depositCents,
    card,
    ip,
  });
  if (!outcome.paid) return { paid: false, reason: outcome.reason, receipt: null };
  await app.events.transaction((tx) =>
    app.events.emit(tx, 'quote.changed', { quoteId: quote._id, leadId: quote.leadId, change: 'deposit-paid' }),
  );
  return { paid: true, reason: null, receipt: outcome.deposit };
}
