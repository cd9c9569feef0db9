// A completion's event delivered again (its node died before marking it, the job took it up): the visit page and
// billing's payment made after the completion are made once, and the customer hears "visit done" once, before the
// receipt of the charge that follows it (docs/architecture.md "Domain events").
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, domainEvents, payments, textMessages, visitPages } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { bearer, signIn } from '../helpers';
import { momentsHarness, waitFor } from '../momentsHarness';

const h = momentsHarness();
const db = () => h.t.app.database.db;

const textsOf = (customerId: string) =>
  db()
    .select({ moment: textMessages.moment })
    .from(textMessages)
    .where(eq(textMessages.customerId, customerId))
    .orderBy(textMessages.sequence);
const kindsOf = (texts: { moment: string | null }[]) => texts.map((text) => text.moment!.split(':')[0]);

/** The stored event of this visit, made due for the job again as if its node had died before delivering it. */
async function undeliver(name: string, workLogId: string) {
  const long = new Date(Date.now() - 10 * 60_000);
  const rows = await db()
    .update(domainEvents)
    .set({ deliveredTo: [], deliveredAt: null, createdAt: long, claimedAt: long, attempts: 0 })
    .where(and(eq(domainEvents.name, name), sql`${domainEvents.payload}->>'workLogId' = ${workLogId}`))
    .returning({ _id: domainEvents._id });
  expect(rows).toHaveLength(1);
}

describe('a completion delivered again', () => {
  it('makes no second payment or visit page, and "visit done" still goes once, before the receipt', async () => {
    const { token } = await signIn(h.t.app, h.business.users.crew.username, 'crew');
    const date = await businessToday(db());
    const { customer, visit } = await h.newWorkLog(date, {}, { status: 'started' });
    await db()
      .insert(cards)
      .values({ customerId: customer._id, gateway: 'sandbox', ...sandboxVault(SANDBOX_CARDS.approve, 12, 2035), isDefault: true });
    const response = await h.t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-logs/${visit._id}/status`,
      headers: bearer(token),
      payload: { action: 'complete' },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const paid = (texts: { moment: string | null }[]) => kindsOf(texts).includes('payment-receipt');
    expect(kindsOf(await waitFor(() => textsOf(customer._id), paid))).toEqual(['visit-done', 'payment-receipt']);
    const [first] = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
    expect(first.status).toBe('success');

    await undeliver('workLog.completed', visit._id);
    expect(await h.t.app.events.sweep()).toMatchObject({ failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const made = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ _id: first._id, status: 'success', attempts: first.attempts });
    expect(await db().select().from(visitPages).where(eq(visitPages.workLogId, visit._id))).toHaveLength(1);
    expect(kindsOf(await textsOf(customer._id))).toEqual(['visit-done', 'payment-receipt']);
    // Billing announced the payment again, as made before: its charge is not queued again.
    const billed = await db()
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.name, 'workLog.billed'), sql`${domainEvents.payload}->>'workLogId' = ${visit._id}`))
      .orderBy(domainEvents._id);
    expect(billed.map(({ payload }) => (payload as { payment: { made: boolean } }).payment.made)).toEqual([true, false]);
  }, 120_000);
});
