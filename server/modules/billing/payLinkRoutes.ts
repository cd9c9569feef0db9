// /pay/{token}: the pay link's public page (no sign-in). Its summary, the gateway's hosted fields for it, and paying the
// payment with a new card, charged through chargePayment's one lock, so a retry, staff's "charge now" and a second click
// charge it once between them; kept as the default only when it paid and the auto-pay box was ticked (docs/billing.md
// "Pay link").
import { and, asc, count, eq, inArray, ne, sum } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../../common/i18n/catalog';
import { declineReason } from '../../../common/declines';
import { AUTOPAY_CONSENT_VERSION, cardFieldsSession } from '../../../common/schemas/card';
import { envelope } from '../../../common/schemas/envelope';
import {
  type PayLinkState,
  payLinkInput,
  payLinkParams,
  payLinkResult,
  payLinkSummary,
  STILL_OWED_LISTED,
} from '../../../common/schemas/payLink';
import { CHARGEABLE } from '../../../common/schemas/payment';
import { cards, customers, payLinks, payments, properties } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { customerForWrite } from '../../lib/customerGuards';
import { readSettings } from '../../lib/settings';
import { addCardForOnePayment, settleCardAfterTry } from './cardRepository';
import { asCardProblem } from './cardGuards';
import { chargePayment } from './charge';
import { billingClock, isClosed } from './closed';
import { configuredGateway, type GatewayHosts } from './gateway';
import { payLinkState } from './payLinkRules';
import { findPayLink, hashOf, type PayLink } from './payLinks';

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

/** The link and its payment as they stand, and the state that makes of them. */
async function linkAndPayment(app: FastifyInstance, token: string) {
  const db = app.database.db;
  const link = await findPayLink(db, token);
  const [payment] = link ? await db.select().from(payments).where(eq(payments._id, link.paymentId)) : [];
  return { link, payment, state: payLinkState(link, payment?.status, new Date()) };
}

const NOTHING_OWED = { count: 0, amountCents: 0, payments: [] };

/** The customer's other payments still owed (CHARGEABLE), the oldest first: what remains once this one is paid. */
async function stillOwedBy(app: FastifyInstance, payment: { _id: string; customerId: string }) {
  const { db } = app.database;
  const owed = and(eq(payments.customerId, payment.customerId), ne(payments._id, payment._id), inArray(payments.status, CHARGEABLE));
  const [total] = await db
    .select({ count: count(), amountCents: sum(payments.amountCents).mapWith(Number) })
    .from(payments)
    .where(owed);
  const first = await db
    .select({ address: properties.address, item: payments.item, date: payments.date, amountCents: payments.amountCents })
    .from(payments)
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .where(owed)
    .orderBy(asc(payments.date), asc(payments._id))
    .limit(STILL_OWED_LISTED);
  return { count: total?.count ?? 0, amountCents: total?.amountCents ?? 0, payments: first };
}

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
      const { link, payment, state } = await linkAndPayment(app, request.params.token);
      const business = await businessOf(app);
      if (!link || !payment || state === 'invalid' || state === 'expired')
        return { status: 200, data: { state, business, language: null, payment: null, stillOwed: NOTHING_OWED } };
      const [customer] = await db.select({ language: customers.language }).from(customers).where(eq(customers._id, payment.customerId));
      const [property] = await db.select({ address: properties.address }).from(properties).where(eq(properties._id, payment.propertyId));
      const owed = state === 'open' || state === 'unavailable';
      return {
        status: 200,
        data: {
          state,
          business,
          language: customer?.language ?? null,
          payment: {
            address: property?.address ?? '',
            item: payment.item,
            date: payment.date,
            amountCents: payment.amountCents,
            reason: owed && payment.failureCode ? declineReason(payment.failureCode, payment.failureMessage ?? '') : null,
            paidAt: owed ? null : ((payment.chargedAt ?? link.usedAt)?.toISOString() ?? null),
          },
          stillOwed: await stillOwedBy(app, payment),
        },
      };
    },
  );

  /** The hosted fields' script and a key, for an open link only. */
  app.post(
    '/pay/:token/card-fields',
    { config: reading, schema: { tags, params: payLinkParams, response: { 200: envelope(cardFieldsSession) } } },
    async (request) => {
      const { state } = await linkAndPayment(app, request.params.token);
      if (state !== 'open') throw refusal(state);
      const gateway = await configuredGateway(db, gatewayHosts);
      const access = await gateway.cardFields().catch(asCardProblem);
      return { status: 200, data: { gateway: gateway.name, ...access } };
    },
  );

  /** One pay through a link at a time: claimed in its row, so a second click answers "under way" and charges nothing. */
  const claim = (token: string) =>
    db.transaction(async (tx) => {
      const link = await findPayLink(tx, token, true);
      const [payment] = link ? await tx.select().from(payments).where(eq(payments._id, link.paymentId)) : [];
      const now = new Date();
      const state = payLinkState(link, payment?.status, now);
      if (state !== 'open' || !link || !payment) throw refusal(state === 'open' ? 'invalid' : state);
      if (payment.status === 'in-progress' || (link.payingAt && now.getTime() - link.payingAt.getTime() < PAYING_STALE_MS))
        throw new HttpProblem(409, 'server.payments.charge_in_progress');
      await tx.update(payLinks).set({ payingAt: now }).where(eq(payLinks._id, link._id));
      return { link, payment };
    });

  const pay = async (link: PayLink, payment: typeof payments.$inferSelect, body: typeof payLinkInput._output, ip: string) => {
    const clock = await billingClock(db);
    if (isClosed(payment.date, clock)) throw new HttpProblem(409, 'server.payments.closed');
    // The auto-pay box decides: ticked, a card that pays becomes the default for automatic charges; unticked, or
    // declined, it pays (or tries) this once and is not kept (settleCardAfterTry). makeDefault is not the page's to ask.
    const { makeDefault: _asked, autoPayConsent, ...card } = body;
    await customerForWrite(db, payment.customerId);
    const gateway = await configuredGateway(db, gatewayHosts);
    const vaulted = await gateway.vaultCard(card).catch(asCardProblem);
    // The agreement is the customer's own, given on the page: no user signed in, so it names the customer.
    const consent = autoPayConsent
      ? { version: AUTOPAY_CONSENT_VERSION, at: new Date(), ip, by: 'customer' as const, byId: payment.customerId }
      : null;
    const saved = await db.transaction(async (tx) => {
      await customerForWrite(tx, payment.customerId);
      return addCardForOnePayment(tx, payment.customerId, gateway.name, vaulted, consent);
    });
    const result = await chargePayment(app, payment._id, {
      force: true,
      today: clock.today,
      userId: null,
      expectedAttempts: payment.attempts,
      customerPresent: true,
      cardId: saved._id,
    });
    if (!result.charged) {
      await db.transaction((tx) => settleCardAfterTry(tx, saved._id, false));
      // Another try holds the payment (a retry, staff), or ended it meanwhile: the link says which.
      const [current] = await db.select({ status: payments.status }).from(payments).where(eq(payments._id, payment._id));
      const state = payLinkState(link, current?.status, new Date());
      throw state === 'open' ? new HttpProblem(409, 'server.payments.charge_in_progress') : refusal(state);
    }
    const charged = result.payment;
    if (charged.status !== 'success')
      return { paid: false, reason: declineReason(charged.failureCode, charged.failureMessage ?? ''), receipt: null };
    await db.update(payLinks).set({ usedAt: new Date() }).where(eq(payLinks._id, link._id));
    const [settled] = await db.select({ discardedAt: cards.discardedAt }).from(cards).where(eq(cards._id, saved._id));
    return {
      paid: true,
      reason: null,
      receipt: {
        amountCents: charged.amountCents,
        paidAt: (charged.chargedAt ?? new Date()).toISOString(),
        brand: saved.brand,
        last4: saved.last4,
        kept: settled ? !settled.discardedAt : false,
      },
    };
  };

  app.post(
    '/pay/:token',
    {
      config: { ...paying, cardForm: true },
      schema: { tags, params: payLinkParams, body: payLinkInput, response: { 200: envelope(payLinkResult) } },
    },
    async (request) => {
      const { link, payment } = await claim(request.params.token);
      try {
        const data = await pay(link, payment, request.body, request.ip);
        return { status: 200, message: data.paid ? 'server.pay_links.paid_now' : 'server.pay_links.declined', data };
      } finally {
        await db.update(payLinks).set({ payingAt: null }).where(eq(payLinks._id, link._id));
      }
    },
  );
};

export default payLinkRoutes;
