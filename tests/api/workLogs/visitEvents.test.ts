// Completing a stop as the customer hears it (docs/architecture.md "Domain events"): "visit done" is queued before the
// payment's receipt, and the amount it names is the one billing made owed (discount and tax), never the visit's price.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, customers, discounts, invoiceAccounts, payments, properties, textMessages, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { momentsHarness, waitFor } from '../momentsHarness';

const h = momentsHarness();
const db = () => h.t.app.database.db;

/** The texts recorded for a customer, in the order they were queued (the messages' sequence). */
const textsOf = (customerId: string) =>
  db()
    .select({ moment: textMessages.moment, body: textMessages.body, sequence: textMessages.sequence })
    .from(textMessages)
    .where(eq(textMessages.customerId, customerId))
    .orderBy(textMessages.sequence);

describe('completing a stop with auto-charge', () => {
  it('queues "visit done" before the receipt, for every visit completed at once', async () => {
    const date = await businessToday(db());
    const visits = [];
    for (let index = 0; index < 4; index++) {
      const { customer, visit } = await h.newWorkLog(date, {}, { status: 'started' });
      await db()
        .insert(cards)
        .values({ customerId: customer._id, gateway: 'sandbox', ...sandboxVault(SANDBOX_CARDS.approve, 12, 2035), isDefault: true });
      visits.push({ customer, visit });
    }
    await Promise.all(visits.map(({ visit }) => h.complete(visit._id)));
    for (const { customer, visit } of visits) {
      const texts = await waitFor(
        () => textsOf(customer._id),
        (rows) => rows.some((row) => row.moment?.startsWith('payment-receipt:')),
      );
      const kinds = texts.map((row) => row.moment!.split(':')[0]);
      expect(kinds, visit._id).toEqual(['visit-done', 'payment-receipt']);
    }
  }, 180_000);
});

describe('the amount in "visit done"', () => {
  it('is what billing made owed, with the discount and the tax, also when the visit already had its payment', async () => {
    const date = await businessToday(db());
    // Texts off at the first completion: the visit is done and paid for, and nobody was told.
    const { customer, property, visit } = await h.newWorkLog(
      date,
      { firstName: 'Dee', textService: false, emailService: false },
      { status: 'started' },
    );
    const [discount] = await db()
      .insert(discounts)
      .values({
        code: `TEN${Date.now()}`,
        type: 'percentage',
        value: 10,
        numberOfServices: 1,
        startDate: addDays(date, -30),
        endDate: addDays(date, 30),
        service: 'mow',
        customerType: 'new',
      })
      .returning();
    await db().update(properties).set({ discountId: discount._id }).where(eq(properties._id, property._id));
    await h.complete(visit._id);
    const [payment] = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
    // $45.00 less 10 % is $40.50, with the market's 8.25 % tax $43.84: not the visit's price.
    expect(payment.amountCents).toBe(4384);

    // The office sets the visit back and the crew completes it again, the customer's texts now on: the payment stands.
    await db().update(workLogs).set({ status: 'started', completedAt: null }).where(eq(workLogs._id, visit._id));
    await db().update(customers).set({ textService: true }).where(eq(customers._id, customer._id));
    await h.complete(visit._id);
    const [done] = await db()
      .select({ body: textMessages.body })
      .from(textMessages)
      .where(and(eq(textMessages.customerId, customer._id), like(textMessages.moment, 'visit-done:%')));
    expect(done.body).toContain('Amount to be charged: $43.84.');
    expect(await db().select().from(payments).where(eq(payments.workLogId, visit._id))).toHaveLength(1);
  }, 180_000);
});

describe('"visit done" to a customer billed by invoice', () => {
  it('says the amount goes on the next invoice, never that a card will be charged', async () => {
    const date = await businessToday(db());
    const { customer, visit } = await h.newWorkLog(
      date,
      { firstName: 'Hoa', textService: true, emailService: false },
      { status: 'started' },
    );
    await db().insert(invoiceAccounts).values({ customerId: customer._id, termsDays: 30 });
    await h.complete(visit._id);
    const done = await waitFor(
      () =>
        db()
          .select({ body: textMessages.body })
          .from(textMessages)
          .where(and(eq(textMessages.customerId, customer._id), like(textMessages.moment, 'visit-done:%'))),
      (rows) => rows.length > 0,
    );
    const [payment] = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
    expect(payment.status).toBe('manual');
    expect(done[0].body).toContain(`Amount: $${(payment.amountCents / 100).toFixed(2)}, on your next invoice.`);
    expect(done[0].body).not.toContain('charged');
  }, 180_000);
});
