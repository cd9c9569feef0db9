// Demo collections, so the Collections screen opens on a month like a real one: a few payments declined this month and
// recovered on a later try, and cards that expire next month. (Holds come from the hold rule as the demo's declines
// go on: two weeks of weekly visits do not always reach its count.) The demo customer's own records are left as the
// payments seed made them, for the specs that work them.
import { and, asc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { monthStart, nextMonth } from '../../modules/billing/collectionsRules';
import { dateIn } from '../../lib/calendar';
import type { Tx } from '../../lib/history';
import { cards, payments } from '../schema';

const RECOVERED = 6;
const EXPIRING = 5;

export async function seedCollections(tx: Tx, { demoCustomerId, now = new Date() }: { demoCustomerId: string; now?: Date }) {
  const today = dateIn(DEFAULT_SETTINGS.serviceCalendar.timeZone, now);
  const notDemo = ne(payments.customerId, demoCustomerId);

  // Declined with insufficient funds on the visit's day, approved on the next try.
  const approved = await tx
    .select({ _id: payments._id })
    .from(payments)
    .where(and(notDemo, eq(payments.status, 'success'), gte(payments.date, monthStart(today)), isNull(payments.manualMethod)))
    .orderBy(asc(payments.date), asc(payments._id))
    .limit(RECOVERED);
  if (approved.length)
    await tx
      .update(payments)
      .set({
        attempts: 2,
        failureCode: '51',
        failureMessage: 'Insufficient funds',
        declineClass: 'soft',
        firstDeclinedOn: sql`${payments.date}`,
      })
      .where(
        inArray(
          payments._id,
          approved.map((row) => row._id),
        ),
      );

  const { year, month } = nextMonth(today);
  const expiring = await tx
    .select({ _id: cards._id })
    .from(cards)
    .where(ne(cards.customerId, demoCustomerId))
    .orderBy(asc(cards._id))
    .limit(EXPIRING);
  if (expiring.length)
    await tx
      .update(cards)
      .set({ expiryMonth: month, expiryYear: year })
      .where(
        inArray(
          cards._id,
          expiring.map((row) => row._id),
        ),
      );
}
