// "Card expiring next month": a monthly job tells each customer whose card on file (the default one, the one charged)
// expires next month, with a sign-in link to the portal to update it; once per card and expiry, however often the job runs.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cards } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { portalLink, sendMoments } from '../messaging';

/** The month after the day's (YYYY-MM-DD): its year and month, 1 to 12. */
export function nextMonth(today: string): { year: number; month: number } {
  const [year, month] = today.split('-').map(Number);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

export async function remindExpiringCards(app: FastifyInstance, today?: string): Promise<number> {
  const db = app.database.db;
  const { year, month } = nextMonth(today ?? (await businessToday(db)));
  const expiring = await db
    .select({ _id: cards._id, customerId: cards.customerId, last4: cards.last4 })
    .from(cards)
    .where(and(eq(cards.isDefault, true), eq(cards.expiryYear, year), eq(cards.expiryMonth, month)));
  const sent = await sendMoments(
    app,
    await Promise.all(
      expiring.map(async (card) => ({
        moment: 'card-expiring' as const,
        customer: card.customerId,
        subjectId: `${card._id}:${year}-${month}`,
        variables: { last4: card.last4, expiry: `${month}/${year}`, link: await portalLink(app, card.customerId) },
      })),
    ),
  );
  return sent.emails + sent.texts;
}
