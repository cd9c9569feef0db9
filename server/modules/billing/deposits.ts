// A quote's deposit (docs/quotes.md "Deposit"): the customer pays it on the quote's public page with a card entered in
// the gateway's hosted fields. Each try is a row of `deposits`, charged with the key `deposit:<id>` outside any
// transaction; the unique index lets one try per quote be under way or succeed, so two clicks charge it once. A paid
// deposit is the customer's credit: each payment made afterwards takes what is left of it first (`depositTakenBy`).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { declineReason } from '../../../common/declines';
import { AUTOPAY_CONSENT_VERSION, type CardBrand, type CardInput } from '../../../common/schemas/card';
import { withParams } from '../../../common/i18n/catalog';
import type { RefundInput } from '../../../common/schemas/payment';
import { cards, depositRefunds, deposits, payments } from '../../db/schema';
import type { Executor, Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { customerForWrite } from '../../lib/customerGuards';
import { addCardForOnePayment, settleCardAfterTry } from './cardRepository';
import { asCardProblem } from './cardGuards';
import { configuredGateway, type GatewayHosts } from './gateway';
import type { GatewayResult } from './gateway/port';
import { dollars } from './notices';
import { refundThroughGateway } from './gatewayRefund';

/** A paid deposit as the page and staff see it. */
export interface PaidDeposit {
  amountCents: number;
  paidAt: string;
  brand: CardBrand;
  last4: string;
  /** Given back through the gateway so far. */
  refundedCents: number;
  /** What is left of it: not refunded nor taken by visits' payments; what a refund may still give back. */
  leftCents: number;
}

export interface DepositRequest {
  quoteId: string;
  customerId: string;
  propertyId: string | null;
  amountCents: number;
  card: CardInput;
  ip: string;
}

export type DepositOutcome = { paid: true; deposit: PaidDeposit } | { paid: false; reason: string };

/** A try under way this recently is another click's or tab's: answered "under way", nothing charged. */
const TRYING_STALE_MS = 2 * 60 * 1000;

/** The quote's paid deposit, if it was paid. */
/** A deposit row's refunds so far, in cents (select it beside `deposits`). */
export const depositRefundedCents = sql<number>`(select coalesce(sum(${depositRefunds.amountCents}), 0)::int from ${depositRefunds} where ${depositRefunds.depositId} = ${deposits._id})`;

export async function paidDepositOf(executor: Executor, quoteId: string): Promise<PaidDeposit | null> {
  const [row] = await executor
    .select({
      customerId: deposits.customerId,
      amountCents: deposits.amountCents,
      chargedAt: deposits.chargedAt,
      brand: cards.brand,
      last4: cards.last4,
      refundedCents: depositRefundedCents,
    })
    .from(deposits)
    .leftJoin(cards, eq(cards._id, deposits.cardId))
    .where(and(eq(deposits.quoteId, quoteId), eq(deposits.status, 'success')));
  if (!row) return null;
  const refundedCents = Number(row.refundedCents);
  const [{ paidCents }] = await executor
    .select({ paidCents: sql<number>`coalesce(sum(${deposits.amountCents}), 0)::int` })
    .from(deposits)
    .where(and(eq(deposits.customerId, row.customerId), eq(deposits.status, 'success')));
  const { leftCents } = await creditLeft(executor, row.customerId, Number(paidCents));
  return {
    amountCents: row.amountCents,
    paidAt: (row.chargedAt ?? new Date()).toISOString(),
    brand: row.brand ?? 'other',
    last4: row.last4 ?? '',
    refundedCents,
    leftCents: Math.max(0, Math.min(row.amountCents - refundedCents, leftCents)),
  };
}

/** The hosted fields' script and a key, for the deposit's card form. */
export async function depositCardFields(app: FastifyInstance, hosts: GatewayHosts) {
  const gateway = await configuredGateway(app.database.db, hosts);
  const access = await gateway.cardFields().catch(asCardProblem);
  return { gateway: gateway.name, ...access };
}

/** Claims the try: the customer's row lock orders the claims, the unique index keeps one live try per quote. */
async function claim(
  tx: Tx,
  request: DepositRequest,
  gatewayName: Parameters<typeof addCardForOnePayment>[2],
  vaulted: Parameters<typeof addCardForOnePayment>[3],
) {
  await customerForWrite(tx, request.customerId);
  const [live] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.quoteId, request.quoteId), ne(deposits.status, 'declined')));
  if (live?.status === 'success') return { done: true as const };
  if (live && Date.now() - live.createdAt.getTime() < TRYING_STALE_MS) throw new HttpProblem(409, 'server.payments.charge_in_progress');
  // A try left under way by a node that died during it: its answer is asked again below with its own key.
  const { autoPayConsent } = request.card;
  const consent = autoPayConsent
    ? { version: AUTOPAY_CONSENT_VERSION, at: new Date(), ip: request.ip, by: 'customer' as const, byId: request.customerId }
    : null;
  const card = await addCardForOnePayment(tx, request.customerId, gatewayName, vaulted, consent);
  if (live) {
    await tx.update(deposits).set({ cardId: card._id }).where(eq(deposits._id, live._id));
    return { done: false as const, depositId: live._id, cardId: card._id };
  }
  const [row] = await tx
    .insert(deposits)
    .values({
      customerId: request.customerId,
      propertyId: request.propertyId,
      quoteId: request.quoteId,
      amountCents: request.amountCents,
      cardId: card._id,
    })
    .returning({ _id: deposits._id });
  return { done: false as const, depositId: row._id, cardId: card._id };
}

/**
 * Charges the quote's deposit with the card entered on its page. Answers paid (also when it was paid before: nothing is
 * charged twice) or the decline's reason in the customer's words; a declined try leaves the deposit payable.
 */
export async function payDeposit(app: FastifyInstance, hosts: GatewayHosts, request: DepositRequest): Promise<DepositOutcome> {
  const { db } = app.database;
  const paidBefore = await paidDepositOf(db, request.quoteId);
  if (paidBefore) return { paid: true, deposit: paidBefore };
  const gateway = await configuredGateway(db, hosts);
  const vaulted = await gateway.vaultCard(request.card).catch(asCardProblem);
  const claimed = await db.transaction((tx) => claim(tx, request, gateway.name, vaulted));
  if (claimed.done) return { paid: true, deposit: (await paidDepositOf(db, request.quoteId))! };
  let result: GatewayResult;
  try {
    result = await gateway.charge({
      token: vaulted.token,
      amountCents: request.amountCents,
      idempotencyKey: `deposit:${claimed.depositId}`,
      description: 'LawnDesk quote deposit',
    });
  } catch (error) {
    // The charge may have happened: the try stays under way, and the next one asks again with the same key.
    app.log.warn({ err: error, depositId: claimed.depositId }, 'deposit charge failed: left in-progress');
    throw new HttpProblem(409, 'server.payments.charge_in_progress');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(deposits)
      .set(
        result.approved
          ? { status: 'success', gatewayTransactionId: result.transactionId, chargedAt: new Date() }
          : { status: 'declined', failureCode: result.code, failureMessage: result.message },
      )
      .where(and(eq(deposits._id, claimed.depositId), eq(deposits.status, 'in-progress')));
    await settleCardAfterTry(tx, claimed.cardId, result.approved);
  });
  if (!result.approved) return { paid: false, reason: declineReason(result.code, result.message) };
  return { paid: true, deposit: (await paidDepositOf(db, request.quoteId))! };
}

/**
 * The customer's paid deposits, locked so two payments (or a payment and a refund) made at once cannot both take the
 * same credit, and what is left of them: their amounts less their refunds and the parts payments took.
 */
async function creditOf(tx: Tx, customerId: string) {
  const paid = await tx
    .select({ _id: deposits._id, amountCents: deposits.amountCents })
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'success')))
    .for('update');
  if (!paid.length) return { paid, leftCents: 0 };
  return {
    paid,
    ...(await creditLeft(
      tx,
      customerId,
      paid.reduce((sum, row) => sum + row.amountCents, 0),
    )),
  };
}

/** Of `paidCents` of the customer's deposits, what payments took, what was refunded and what is left. */
export async function creditLeft(executor: Executor, customerId: string, paidCents: number) {
  const [{ taken }] = await executor
    .select({ taken: sql<number>`coalesce(sum(${payments.depositCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.customerId, customerId));
  const [{ refunded }] = await executor
    .select({ refunded: sql<number>`coalesce(sum(${depositRefunds.amountCents}), 0)::int` })
    .from(depositRefunds)
    .innerJoin(deposits, eq(deposits._id, depositRefunds.depositId))
    .where(eq(deposits.customerId, customerId));
  return { leftCents: paidCents - Number(taken) - Number(refunded) };
}

/** What is left of the customer's paid deposits, taken for a payment of `amountCents` being made in `tx`. */
export async function depositTakenBy(tx: Tx, customerId: string, amountCents: number): Promise<number> {
  if (amountCents <= 0) return 0;
  const { leftCents } = await creditOf(tx, customerId);
  return Math.max(0, Math.min(leftCents, amountCents));
}

/**
 * Gives back all or part of a quote's paid deposit through the gateway, as a payment's refund does, and writes the
 * refund once: at most what is left of it (not what its refunds and the visits it paid took). The gateway is asked
 * inside the locked transaction with a key naming what was refunded before, so a retry gets the first answer.
 */
export async function refundDeposit(tx: Tx, quoteId: string, { amountCents, reason }: RefundInput, userId: string) {
  const [deposit] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.quoteId, quoteId), eq(deposits.status, 'success')));
  if (!deposit?.gatewayTransactionId) throw new HttpProblem(409, 'server.quotes.no_deposit_paid');
  const { leftCents } = await creditOf(tx, deposit.customerId);
  const [{ refunded }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${depositRefunds.amountCents}), 0)::int` })
    .from(depositRefunds)
    .where(eq(depositRefunds.depositId, deposit._id));
  const refundable = Math.min(deposit.amountCents - Number(refunded), leftCents);
  if (refundable <= 0) throw new HttpProblem(409, 'server.payments.nothing_left_to_refund');
  const amount = amountCents ?? refundable;
  if (amount > refundable) {
    const message = withParams('server.payments.refund_at_most', { amount: dollars(refundable) });
    throw new HttpProblem(400, message, { amountCents: message });
  }
  await refundThroughGateway(tx, deposit.gatewayTransactionId, amount, `deposit:${deposit._id}:refund:${Number(refunded)}`);
  await tx.insert(depositRefunds).values({ depositId: deposit._id, amountCents: amount, reason, userId });
  return amount;
}
