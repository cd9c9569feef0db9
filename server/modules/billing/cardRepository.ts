// A customer's cards: what is kept of each (the gateway's token, brand, last four, expiry) and which one is the default.
import { and, desc, eq, isNotNull, isNull, ne, notExists } from 'drizzle-orm';
import type { CardRecord } from '../../../common/schemas/card';
import type { PaymentGatewayName } from '../../../common/schemas/settings';
import { cards, payments } from '../../db/schema';
import { type Executor, recordHistory, type Tx } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import type { VaultedCard } from './gateway/port';

type CardRow = typeof cards.$inferSelect;

/** An auto-pay agreement as it is stored: the text's version, when, from which address, and by whom. */
export interface AutoPayConsent {
  version: string;
  at: Date;
  ip: string;
  by: 'customer' | 'staff';
  byId: string;
}

/** Never the token: callers see only what identifies the card to a person. */
const asRecord = (card: CardRow): CardRecord => ({
  _id: card._id,
  customerId: card.customerId,
  brand: card.brand,
  last4: card.last4,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  isDefault: card.isDefault,
  createdAt: card.createdAt.toISOString(),
  autoPayConsent:
    card.autoPayConsentVersion && card.autoPayConsentAt
      ? {
          version: card.autoPayConsentVersion,
          at: card.autoPayConsentAt.toISOString(),
          ip: card.autoPayConsentIp ?? '',
          recordedBy: card.autoPayConsentBy ?? 'staff',
        }
      : null,
});

/** A customer's cards: those kept, never one used once and not kept (docs/billing.md "Pay link"). */
const keptCardsOf = (customerId: string) => and(eq(cards.customerId, customerId), isNull(cards.discardedAt));

/** The default first, then the newest. */
export async function listCards(executor: Executor, customerId: string): Promise<CardRecord[]> {
  const rows = await executor
    .select()
    .from(cards)
    .where(keptCardsOf(customerId))
    .orderBy(desc(cards.isDefault), desc(cards.createdAt), desc(cards._id));
  return rows.map(asRecord);
}

async function cardOf(tx: Tx, customerId: string, cardId: string): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards._id, cardId), keptCardsOf(customerId)));
  if (!card) throw notFound('card');
  return card;
}

/** The unique index admits one default per customer, so the old one is cleared first. */
async function clearDefault(tx: Tx, customerId: string) {
  await tx
    .update(cards)
    .set({ isDefault: false })
    .where(and(eq(cards.customerId, customerId), eq(cards.isDefault, true)));
}

const historyOf = (
  card: CardRow,
  userId: string | null,
  action: 'added' | 'deleted' | 'updated',
  changes: Record<string, { from: unknown; to: unknown }>,
) => ({ entity: 'card', entityId: card._id, action, customerId: card.customerId, userId, changes }) as const;

const agreementOf = (consent: AutoPayConsent | null) =>
  consent && {
    autoPayConsentVersion: consent.version,
    autoPayConsentAt: consent.at,
    autoPayConsentIp: consent.ip,
    autoPayConsentBy: consent.by,
    autoPayConsentById: consent.byId,
  };

/** The customer's history of a card it now has: what identifies it, whether it is the default, the agreement. */
function recordAdded(tx: Tx, card: CardRow, userId: string | null, consent: Pick<AutoPayConsent, 'version'> | null) {
  const shown = {
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    isDefault: card.isDefault,
    ...(consent && { autoPayConsentVersion: consent.version }),
  };
  return recordHistory(
    tx,
    historyOf(card, userId, 'added', Object.fromEntries(Object.entries(shown).map(([field, to]) => [field, { from: null, to }]))),
  );
}

/** Stores a vaulted card; the customer's first card, or one asked to be, becomes the default. */
export async function addCard(
  tx: Tx,
  customerId: string,
  gateway: PaymentGatewayName,
  vaulted: VaultedCard,
  makeDefault: boolean,
  userId: string | null,
  consent: AutoPayConsent | null = null,
): Promise<CardRecord> {
  const [existing] = await tx.select({ _id: cards._id }).from(cards).where(keptCardsOf(customerId)).limit(1);
  const isDefault = makeDefault || !existing;
  if (isDefault) await clearDefault(tx, customerId);
  const [card] = await tx
    .insert(cards)
    .values({ customerId, gateway, ...vaulted, isDefault, ...agreementOf(consent) })
    .returning();
  await recordAdded(tx, card, userId, consent);
  return asRecord(card);
}

/**
 * The pay page's card (docs/billing.md "Pay link"): stored not kept, with the agreement if the customer ticked the
 * auto-pay box, so that a try whose answer was lost resumes with the same key; settleCardAfterTry decides once answered.
 */
export async function addCardForOnePayment(
  tx: Tx,
  customerId: string,
  gateway: PaymentGatewayName,
  vaulted: VaultedCard,
  consent: AutoPayConsent | null,
): Promise<CardRecord> {
  const [card] = await tx
    .insert(cards)
    .values({ customerId, gateway, ...vaulted, isDefault: false, discardedAt: new Date(), ...agreementOf(consent) })
    .returning();
  return asRecord(card);
}

/**
 * After a try with a card not kept: one that paid with the customer's agreement joins their cards as the default for
 * automatic charges; any other (declined, or no agreement) loses its gateway token once no try is under way with it.
 */
export async function settleCardAfterTry(tx: Tx, cardId: string, approved: boolean): Promise<void> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards._id, cardId), isNotNull(cards.discardedAt), isNotNull(cards.token)));
  if (!card) return;
  if (approved && card.autoPayConsentAt) {
    await clearDefault(tx, card.customerId);
    const [kept] = await tx.update(cards).set({ discardedAt: null, isDefault: true }).where(eq(cards._id, card._id)).returning();
    const consent = card.autoPayConsentVersion && { version: card.autoPayConsentVersion };
    await recordAdded(tx, kept, null, consent || null);
    return;
  }
  const underWay = tx
    .select({ _id: payments._id })
    .from(payments)
    .where(and(eq(payments.cardId, card._id), eq(payments.status, 'in-progress')));
  await tx
    .update(cards)
    .set({ token: null })
    .where(and(eq(cards._id, card._id), notExists(underWay)));
}

/** Removes a card; when it was the default, the newest remaining card takes its place. */
export async function removeCard(tx: Tx, customerId: string, cardId: string, userId: string): Promise<void> {
  const card = await cardOf(tx, customerId, cardId);
  await tx.delete(cards).where(eq(cards._id, card._id));
  await recordHistory(tx, historyOf(card, userId, 'deleted', { last4: { from: card.last4, to: null } }));
  if (!card.isDefault) return;
  const [newest] = await tx
    .select()
    .from(cards)
    .where(and(keptCardsOf(customerId), ne(cards._id, card._id)))
    .orderBy(desc(cards.createdAt), desc(cards._id))
    .limit(1);
  if (newest) await makeDefault(tx, customerId, newest._id, userId);
}

export async function makeDefault(tx: Tx, customerId: string, cardId: string, userId: string): Promise<void> {
  const card = await cardOf(tx, customerId, cardId);
  if (card.isDefault) return;
  await clearDefault(tx, customerId);
  await tx.update(cards).set({ isDefault: true }).where(eq(cards._id, card._id));
  await recordHistory(tx, historyOf(card, userId, 'updated', { isDefault: { from: false, to: true } }));
}
