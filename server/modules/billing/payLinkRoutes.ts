// /pay/{token}: the pay link's public page (no sign-in). Whichever payment's message sent it, a link opens its customer's
// page: everything they owe, each payable one chosen or not, paid with one card entered in the gateway's hosted fields.
// Each chosen payment is charged as its own payment through chargePayment's one lock, so a retry, staff's "charge now"
// and a second click charge it once between them; the card is kept as the default only when the auto-pay box was
// ticked and it paid without a decline (docs/billing.md "Pay link").
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../../common/i18n/catalog';
import { declineReason } from '../../../common/declines';
import { AUTOPAY_CONSENT_VERSION, cardFieldsSession } from '../../../common/schemas/card';
import { envelope } from '../../../common/schemas/envelope';
import {
  PAY_LINK_LISTED,
  type PayLinkOwing,
  type PayLinkState,
  payLinkInput,
  payLinkParams,
  payLinkResult,
  payLinkSummary,
} from '../../../common/schemas/payLink';
import { cards, payLinks, payments, properties } from '../../db/schema';
import { readCustomer } from '../customers/reads';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { customerForWrite } from '../../lib/customerGuards';
import { readSettings } from '../../lib/settings';
import { addCardForOnePayment, settleCardAfterTry } from './cardRepository';
import { asCardProblem } from './cardGuards';
import { chargePayment } from './charge';
import { billingClock, isClosed } from './closed';
import { configuredGateway, type GatewayHosts } from './gateway';
import { payableInvoicePayments } from './invoices';
import { PAYABLE, payLinkState, SET_ASIDE, splitOwed } from './payLinkRules';
import { findPayLink, hashOf, type PayLink, paymentRef } from './payLinks';

const tags = ['pay link'];
/**
 * Reads per address (a page reads its summary a few times); pays per link, from whatever address, like the portal's pay:
 * each is a gateway call, and a link must not become a way to test stolen cards.
 */
export const PAY_LINK_LIMITS = { reads: 60, pays: 10 } as const;
const reading = { access: { public: true }, rateLimit: { max: PAY_LINK_LIMITS.reads, timeWindow: '15 minutes' } } as const;
const paying = {
  access: { public: true } as const,
  rateLimit: {
    max: PAY_LINK_LIMITS.pays,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `pay-link:${hashOf((request.params as { token?: string }).token ?? '')}`,
  },
};
/** A pay through the link that has not finished in this long is taken for a node that died during it. */
const PAYING_STALE_MS = 2 * 60 * 1000;

const REFUSALS: Record<Exclude<PayLinkState, 'open'>, { status: number; message: Message }> = {
  used: { status: 409, message: 'server.pay_links.used' },
  paid: { status: 409, message: 'server.pay_links.paid' },
  unavailable: { status: 409, message: 'server.pay_links.unavailable' },
  expired: { status: 410, message: 'server.pay_links.expired' },
  invalid: { status: 404, message: 'server.pay_links.invalid' },
};
const refusal = (state: Exclude<PayLinkState, 'open'>) => new HttpProblem(REFUSALS[state].status, REFUSALS[state].message);

/** Everything the link's customer owes, the oldest first: what the page may pay (with its refs) and what it may not. */
async function owingOf(executor: Executor, link: PayLink) {
  const rows = await executor
    .select({
      _id: payments._id,
      status: payments.status,
      attempts: payments.attempts,
      address: properties.address,
      item: payments.item,
      date: payments.date,
      // What is left to pay: a quote's deposit paid part of it already (deposits.ts).
      amountCents: sql<number>`${payments.amountCents} - ${payments.depositCents}`.mapWith(Number),
      failureCode: payments.failureCode,
      failureMessage: payments.failureMessage,
    })
    .from(payments)
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .where(and(eq(payments.customerId, link.customerId), inArray(payments.status, [...PAYABLE, ...SET_ASIDE])))
    .orderBy(asc(payments.date), asc(payments._id));
  const [clock, invoiced] = await Promise.all([billingClock(executor), payableInvoicePayments(executor, link.customerId)]);
  const owed = rows.map((row) => ({ ...row, invoiced: row.status === 'manual' && invoiced.has(row._id) }));
  const { payable, setAside } = splitOwed(owed, (date) => isClosed(date, clock));
  const listed = payable.slice(0, PAY_LINK_LISTED).map((row) => ({ ...row, ref: paymentRef(link, row._id) }));
  return { payable: listed, setAside, clock };
}

const shownOwing = ({ payable, setAside }: Awaited<ReturnType<typeof owingOf>>): PayLinkOwing => ({
  owed: payable.map((row) => ({
    ref: row.ref,
    address: row.address,
    item: row.item,
    date: row.date,
    amountCents: row.amountCents,
    reason: row.failureCode ? declineReason(row.failureCode, row.failureMessage ?? '') : null,
  })),
  setAside,
});

/** The link, what its customer owes, and the state that makes of them. */
async function linkAndOwing(executor: Executor, token: string, lock = false) {
  const link = await findPayLink(executor, token, lock);
  const owing = link ? await owingOf(executor, link) : null;
  const counts = { payable: owing?.payable.length ?? 0, setAside: owing?.setAside.count ?? 0 };
  return { link, owing, state: payLinkState(link, counts, new Date()) };
}

const NOTHING: PayLinkOwing = { owed: [], setAside: { count: 0, amountCents: 0 } };

async function businessOf(app: FastifyInstance) {
  const { business, mail } = await readSettings(app.database.db, ['business', 'mail']);
  return { name: business.name, phone: business.phone, email: business.email || mail.from };
}

const payLinkRoutes: FastifyPluginAsyncZod<{ gatewayHosts: GatewayHosts }> = async (app, { gatewayHosts }) => {
  const { db } = app.database;

  app.get(
    '/pay/:token',
    { config: reading, schema: { tags, params: payLinkParams, response: { 200: envelope(payLinkSummary) } } },
    async (request) => {
      const { link, owing, state } = await linkAndOwing(db, request.params.token);
      const business = await businessOf(app);
      // Only an open link speaks of its customer: a used, replaced or expired one may be in anyone's hands now.
      if (state !== 'open' || !link || !owing) return { status: 200, data: { state, business, language: null, ...NOTHING } };
      const customer = await readCustomer(db, link.customerId, 'language');
      return { status: 200, data: { state, business, language: customer?.language ?? null, ...shownOwing(owing) } };
    },
  );

  /** The hosted fields' script and a key, for an open link only. */
  app.post(
    '/pay/:token/card-fields',
    { config: reading, schema: { tags, params: payLinkParams, response: { 200: envelope(cardFieldsSession) } } },
    async (request) => {
      const { state } = await linkAndOwing(db, request.params.token);
      if (state !== 'open') throw refusal(state);
      const gateway = await configuredGateway(db, gatewayHosts);
      const access = await gateway.cardFields().catch(asCardProblem);
      return { status: 200, data: { gateway: gateway.name, ...access } };
    },
  );

  /**
   * One pay through a link at a time: claimed in its row, so a second click answers "under way" and charges nothing.
   * Answers the chosen payments, oldest first; a choice that is no longer payable (paid meanwhile) is refused whole.
   */
  const claim = (token: string, refs: readonly string[]) =>
    db.transaction(async (tx) => {
      const { link, owing, state } = await linkAndOwing(tx, token, true);
      if (state !== 'open' || !link || !owing) throw refusal(state === 'open' ? 'invalid' : state);
      const now = new Date();
      if (link.payingAt && now.getTime() - link.payingAt.getTime() < PAYING_STALE_MS)
        throw new HttpProblem(409, 'server.payments.charge_in_progress');
      const chosen = owing.payable.filter((row) => refs.includes(row.ref));
      if (chosen.length !== refs.length) throw new HttpProblem(409, 'server.pay_links.changed');
      await tx.update(payLinks).set({ payingAt: now }).where(eq(payLinks._id, link._id));
      return { link, chosen, clock: owing.clock };
    });
  type Claimed = Awaited<ReturnType<typeof claim>>;

  const pay = async ({ link, chosen, clock }: Claimed, body: typeof payLinkInput._output, ip: string) => {
    // The auto-pay box decides: ticked, a card that pays becomes the default for automatic charges; unticked, or
    // declined, it pays (or tries) this once and is not kept (settleCardAfterTry). makeDefault is not the page's to ask.
    const { makeDefault: _asked, autoPayConsent, payments: _chosen, ...card } = body;
    await customerForWrite(db, link.customerId);
    const gateway = await configuredGateway(db, gatewayHosts);
    const vaulted = await gateway.vaultCard(card).catch(asCardProblem);
    // The agreement is the customer's own, given on the page: no user signed in, so it names the customer.
    const consent = autoPayConsent
      ? { version: AUTOPAY_CONSENT_VERSION, at: new Date(), ip, by: 'customer' as const, byId: link.customerId }
      : null;
    const saved = await db.transaction(async (tx) => {
      await customerForWrite(tx, link.customerId);
      return addCardForOnePayment(tx, link.customerId, gateway.name, vaulted, consent);
    });
    // One card entry, one charge per payment: each keeps its own record, transaction id and refund. The first decline
    // ends the run (the same card would most likely be declined again); what was paid before it stays paid.
    const paid: typeof chosen = [];
    let reason: string | null = null;
    let busy = false;
    for (const payment of chosen) {
      const result = await chargePayment(app, payment._id, {
        force: true,
        today: clock.today,
        userId: null,
        expectedAttempts: payment.attempts,
        customerPresent: true,
        cardId: saved._id,
        cardSettledByCaller: true,
        invoice: payment.invoiced,
      });
      // Another try holds it (a retry, staff, another of the customer's links) or ended it: left to that one.
      if (!result.charged) {
        busy = true;
        continue;
      }
      if (result.payment.status === 'success') {
        paid.push({ ...payment, amountCents: result.payment.amountCents - result.payment.depositCents });
        continue;
      }
      reason = declineReason(result.payment.failureCode, result.payment.failureMessage ?? '');
      break;
    }
    const remaining = await db.transaction(async (tx) => {
      await settleCardAfterTry(tx, saved._id, paid.length > 0 && reason === null);
      const owing = await owingOf(tx, link);
      // Used once it paid the last of what the page could pay: from then on it says only that.
      if (paid.length && !owing.payable.length) await tx.update(payLinks).set({ usedAt: new Date() }).where(eq(payLinks._id, link._id));
      return shownOwing(owing);
    });
    if (!paid.length && !reason && busy) throw new HttpProblem(409, 'server.payments.charge_in_progress');
    const [settled] = await db.select({ discardedAt: cards.discardedAt }).from(cards).where(eq(cards._id, saved._id));
    const receipt = paid.length
      ? {
          amountCents: paid.reduce((sum, payment) => sum + payment.amountCents, 0),
          paidAt: new Date().toISOString(),
          brand: saved.brand,
          last4: saved.last4,
          kept: settled ? !settled.discardedAt : false,
          payments: paid.map(({ address, item, date, amountCents }) => ({ address, item, date, amountCents })),
        }
      : null;
    return { paid: paid.length > 0, reason, receipt, remaining };
  };

  app.post(
    '/pay/:token',
    {
      config: { ...paying, cardForm: true },
      schema: { tags, params: payLinkParams, body: payLinkInput, response: { 200: envelope(payLinkResult) } },
    },
    async (request) => {
      const claimed = await claim(request.params.token, request.body.payments);
      try {
        const data = await pay(claimed, request.body, request.ip);
        return { status: 200, message: data.paid ? 'server.pay_links.paid_now' : 'server.pay_links.declined', data };
      } finally {
        await db.update(payLinks).set({ payingAt: null }).where(eq(payLinks._id, claimed.link._id));
      }
    },
  );
};

export default payLinkRoutes;
