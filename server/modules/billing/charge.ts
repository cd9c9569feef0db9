// Charging one payment exactly once (docs/billing.md "Exactly once"): a first transaction claims the row and counts
// the try, the gateway is called outside any transaction with the key `<id>:<attempt>`, a second transaction keeps
// the answer with its history and notifications.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHARGEABLE, type PaymentStatus } from '../../../common/schemas/payment';
import { cards, payments } from '../../db/schema';
import { propertyAddress, readProperty } from '../customers/reads';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { businessToday } from '../../lib/businessDay';
import { readSettings } from '../../lib/settings';
import { recordAccountUse } from '../../lib/systemAccountUse';
import type { Payment } from './create';
import { configuredGateway, GatewayError } from './gateway';
import { waitForGatewayTurn } from './gatewayPace';
import type { GatewayResult } from './gateway/port';
import { paymentDeclined } from './declined';
import { releasePaidHold } from './holds';
import { type BilledWorkLog, chargedNotice, NO_CARD } from './notices';
import { classifyDecline } from './declines';
import { afterDecline } from './retries';
import { settleCardAfterTry } from './cardRepository';
import { isInvoiced, receiveCardOnInvoice } from './invoices';

/** A payment left in-progress this long is taken for a node that died during the gateway call. */
export const STALE_IN_PROGRESS_MS = 10 * 60 * 1000;

export interface ChargeOptions {
  /**
   * Staff "charge now": any status still owed (CHARGEABLE) except `manual`, whatever its retry or charge-later day.
   * A manual payment is money staff said they collect by hand: they take it back from manual before charging it.
   */
  force?: boolean;
  /** The sweep: try again a payment stuck in-progress since before `staleBefore`, with the same attempt's key. */
  resume?: { staleBefore: Date };
  /** The business's today; read from System Settings when left out. */
  today?: string;
  /** Who asked (staff charging now); null for the jobs. */
  userId?: string | null;
  /**
   * "Charge now": the tries the caller saw. Another try started since (clicks sent together, another tab, a job)
   * is the one the caller asked for: it is answered `in-progress` or `superseded` instead of starting a second.
   */
  expectedAttempts?: number;
  /** The customer is paying on the pay link's page: a decline is told there, not by another message and link. */
  customerPresent?: boolean;
  /** The card to charge instead of the customer's default: the pay page's card, stored not kept until it pays. */
  cardId?: string;
  /** The pay page charges several payments with its card: it decides once, after the last, whether the card is kept. */
  cardSettledByCaller?: boolean;
  /**
   * The pay page pays an invoice's payment (`payableInvoicePayments`): `manual` may be charged. Approved, it is received
   * against its invoice; declined, it waits for its invoice again, with no retry, hold or message.
   */
  invoice?: boolean;
}

export type ChargeResult =
  { charged: false; reason: 'not-found' | 'not-chargeable' | 'in-progress' | 'superseded' } | { charged: true; payment: Payment };

const FORCEABLE: readonly PaymentStatus[] = CHARGEABLE.filter((status) => status !== 'manual');

/** Whether the jobs (or staff, with `force`) may start a try on the payment today. */
export function isDue(payment: Pick<Payment, 'status' | 'nextAttemptOn' | 'chargeLaterDate'>, today: string, force = false): boolean {
  if (force) return FORCEABLE.includes(payment.status);
  switch (payment.status) {
    case 'pending':
      return true;
    case 'failed':
      return !payment.nextAttemptOn || payment.nextAttemptOn <= today;
    case 'charge-later':
      return !payment.chargeLaterDate || payment.chargeLaterDate <= today;
    default:
      return false;
  }
}

interface Claim {
  payment: Payment;
  attempt: number;
  token: string | null;
}

/**
 * The card the property's visits go to when nobody names one: the customer's default, the card chosen for the property
 * (never another if it is gone), or none for a property no card was chosen for (a won quote joined to an account).
 */
async function propertyCard(tx: Tx, propertyId: string) {
  const property = await readProperty(tx, propertyId, 'autoCharge', 'autoChargeCardId');
  if (!property || property.autoCharge === 'default') return eq(cards.isDefault, true);
  if (property.autoCharge === 'card' && property.autoChargeCardId)
    return and(eq(cards._id, property.autoChargeCardId), isNull(cards.discardedAt));
  return null;
}

/** Transaction 1: lock the row, check it may be charged, move it to in-progress with its try counted and its card. */
async function claim(tx: Tx, paymentId: string, options: ChargeOptions, today: string): Promise<Claim | ChargeResult> {
  const [payment] = await tx.select().from(payments).where(eq(payments._id, paymentId)).for('update');
  if (!payment) return { charged: false, reason: 'not-found' };
  if (options.resume) {
    if (payment.status !== 'in-progress' || payment.updatedAt >= options.resume.staleBefore)
      return { charged: false, reason: 'not-chargeable' };
    const [card] = payment.cardId ? await tx.select({ token: cards.token }).from(cards).where(eq(cards._id, payment.cardId)) : [];
    // Touched so that another sweep leaves it alone while this one calls the gateway.
    await tx.update(payments).set({ updatedAt: new Date() }).where(eq(payments._id, paymentId));
    return { payment, attempt: payment.attempts, token: card?.token ?? null };
  }
  // One try at a time per payment, on every node: the row lock orders the claims, the status and count decide.
  if (payment.status === 'in-progress') return { charged: false, reason: 'in-progress' };
  if (options.expectedAttempts !== undefined && payment.attempts !== options.expectedAttempts)
    return { charged: false, reason: 'superseded' };
  const invoicePaid = options.invoice === true && payment.status === 'manual';
  if (!invoicePaid && !isDue(payment, today, options.force)) return { charged: false, reason: 'not-chargeable' };
  const chosen = options.cardId ? eq(cards._id, options.cardId) : await propertyCard(tx, payment.propertyId);
  const [card] = chosen
    ? await tx
        .select({ _id: cards._id, token: cards.token })
        .from(cards)
        .where(and(eq(cards.customerId, payment.customerId), chosen))
    : [];
  const attempt = payment.attempts + 1;
  await tx
    .update(payments)
    .set({ status: 'in-progress', attempts: attempt, cardId: card?._id ?? null })
    .where(eq(payments._id, paymentId));
  return { payment, attempt, token: card?.token ?? null };
}

/**
 * The gateway's answer. A thrown call (the network failed mid-way) answers undefined: the charge may have happened,
 * so the payment stays in-progress and the sweep asks again with the same key instead of starting a new try.
 */
async function callGateway(app: FastifyInstance, { payment, attempt, token }: Claim): Promise<GatewayResult | undefined> {
  // Its message is a catalog key where a gateway's would be words: renderMessage shows either.
  if (!token) return { approved: false, retryable: true, code: NO_CARD, message: 'server.payments.no_card_on_file' };
  let gateway;
  try {
    gateway = await configuredGateway(app.database.db);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { approved: false, retryable: true, code: error.code, message: error.message };
  }
  await waitForGatewayTurn(app.database.db, (await readSettings(app.database.db, ['payments'])).payments.callsPerSecond);
  try {
    const result = await gateway.charge({
      token,
      // What a quote's deposit paid of it is not charged again (deposits.ts).
      amountCents: payment.amountCents - payment.depositCents,
      idempotencyKey: `${payment._id}:${attempt}`,
      description: `LawnDesk ${payment.item} ${payment.date}`,
    });
    // The merchant account worked: the system accounts page shows when it last did.
    if (result.approved)
      await recordAccountUse(app.database.db, 'payment-gateway', gateway.name).catch((error) =>
        app.log.warn({ err: error }, 'recording the gateway use failed'),
      );
    return result;
  } catch (error) {
    app.log.warn({ err: error, paymentId: payment._id, attempt }, 'gateway charge failed: left in-progress for the sweep');
    return undefined;
  }
}

/** A decline's class, and what the retry schedule makes of it. */
async function declinedValues(
  tx: Tx,
  before: Payment,
  attempt: number,
  result: Extract<GatewayResult, { approved: false }>,
  today: string,
): Promise<Partial<Payment>> {
  const { payments: settings } = await readSettings(tx, ['payments']);
  const declineClass = classifyDecline(result);
  const firstDeclinedOn = before.firstDeclinedOn ?? today;
  const next = afterDecline({
    attempt,
    failureTries: settings.autoChargeFailureTries,
    schedule: settings.retrySchedule,
    declineClass,
    firstDeclinedOn,
    today,
  });
  return { ...next, declineClass, firstDeclinedOn, failureCode: result.code, failureMessage: result.message };
}

/** Transaction 2: keep the answer, unless another node already kept this try's, and hold or release the property. */
async function record(
  app: FastifyInstance,
  claimed: Claim,
  result: GatewayResult,
  options: ChargeOptions,
  today: string,
): Promise<ChargeResult> {
  return app.notifier.transaction(async (tx, notify) => {
    const [before] = await tx.select().from(payments).where(eq(payments._id, claimed.payment._id)).for('update');
    if (before?.status !== 'in-progress' || before.attempts !== claimed.attempt)
      return { charged: false, reason: 'not-chargeable' } as const;
    const invoiced = await isInvoiced(tx, before._id);
    const values: Partial<Payment> = result.approved
      ? {
          status: 'success',
          chargedAt: new Date(),
          gatewayTransactionId: result.transactionId,
          feeCents: result.feeCents ?? null,
          failureCode: null,
          failureMessage: null,
          declineClass: null,
          nextAttemptOn: null,
        }
      : invoiced
        ? { status: 'manual', failureCode: result.code, failureMessage: result.message }
        : await declinedValues(tx, before, claimed.attempt, result, today);
    const [payment] = await tx.update(payments).set(values).where(eq(payments._id, before._id)).returning();
    if (payment.cardId && !options.cardSettledByCaller) await settleCardAfterTry(tx, payment.cardId, result.approved);
    await recordHistory(tx, {
      entity: 'payment',
      entityId: payment._id,
      action: result.approved ? 'payment-success' : 'payment-failed',
      customerId: payment.customerId,
      propertyId: payment.propertyId,
      userId: options.userId ?? null,
      changes: changedFields(before, values),
    });
    const address = (await propertyAddress(tx, payment.propertyId))!;
    const workLog: BilledWorkLog = { ...payment, address };
    const userId = options.userId ?? null;
    const tried = {
      paymentId: payment._id,
      customerId: payment.customerId,
      propertyId: payment.propertyId,
      attempt: claimed.attempt,
      item: payment.item,
      date: payment.date,
      amountCents: payment.amountCents,
      userId,
    };
    // The customer hears of it once this has committed: the receipt (messaging), or why it failed with a pay link.
    if (result.approved)
      await app.events.emit(tx, 'payment.succeeded', { ...tried, taxCents: payment.taxCents, depositCents: payment.depositCents });
    else
      await app.events.emit(tx, 'payment.declined', {
        ...tried,
        failureCode: payment.failureCode,
        failureMessage: payment.failureMessage,
        customerPresent: options.customerPresent ?? false,
      });
    if (result.approved && invoiced) await receiveCardOnInvoice(tx, payment, today, `Card ${payment.gatewayTransactionId ?? ''}`.trim());
    if (result.approved) {
      const notice = chargedNotice(workLog);
      await notify.staff(notice, userId ? { except: userId } : undefined);
      await notify.customer(payment.customerId, notice);
      await releasePaidHold(app, tx, payment.propertyId, userId);
    } else if (!invoiced) await paymentDeclined(app, tx, notify, workLog, { payment, result, userId, today });
    return { charged: true, payment } as const;
  });
}

/** Charges the payment if it may be charged now; safe to call any number of times, from any node, at once. */
export async function chargePayment(app: FastifyInstance, paymentId: string, options: ChargeOptions = {}): Promise<ChargeResult> {
  const db = app.database.db;
  const today = options.today ?? (await businessToday(db));
  const claimed = await db.transaction((tx) => claim(tx, paymentId, options, today));
  if (!('attempt' in claimed)) return claimed;
  const result = await callGateway(app, claimed);
  if (!result) return { charged: false, reason: 'not-chargeable' };
  return record(app, claimed, result, options, today);
}
