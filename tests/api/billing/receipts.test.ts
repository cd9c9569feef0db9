// A paid payment's receipt (GET /payments/{id}/receipt) as its receivers get it: staff any, a customer its own only,
// dated on the business's clock, the method named by a card's brand and last four or a check's number, the tax by
// place, what the customer still owes, in the customer's language; nothing for a payment not yet paid.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, customers, payments, paymentTaxLines } from '../../../server/db/schema';
import { addCustomer } from '../fixtures/business';
import { bearer, type TestApp } from '../helpers';
import { lineTexts, overlaps, wordBoxes } from '../../pdfBoxes';
import { type WorkLogTestApp, workLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let tokens: WorkLogTestApp['tokens'];
type Who = keyof typeof tokens;

beforeAll(async () => {
  ({ t, world, tokens } = await workLogTestApp());
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const receiptOf = (who: Who, paymentId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/payments/${paymentId}/receipt`, headers: bearer(tokens[who]) });

/** The receipt's visual lines, after checking it is a PDF whose words never overprint. */
async function linesOf(who: Who, paymentId: string) {
  const response = await receiptOf(who, paymentId);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const words = wordBoxes(response.rawPayload);
  expect(overlaps(words)).toEqual([]);
  return lineTexts(words).join('\n');
}

async function addPayment(values: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(payments)
    .values({
      customerId: world.customerId,
      propertyId: world.propertyId,
      item: 'mow',
      date: '2031-03-03',
      priceCents: 4500,
      discountCents: 450,
      taxPercent: 8.25,
      taxCents: 334,
      amountCents: 4384,
      ...values,
    })
    .returning();
  return row;
}

const balanceIn = (text: string) => /Balance still owed on \S+ \$([\d,.]+)/.exec(text)?.[1];

describe('a payment’s receipt', () => {
  it('has none before it is paid', async () => {
    const owed = await addPayment({ status: 'pending' });
    const response = await receiptOf('csr', owed._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().messageKey).toBe('server.payments.no_receipt');
  });

  it('names the card by brand and last four, dates it on the business’s clock, and tells the tax by place', async () => {
    const [card] = await db()
      .insert(cards)
      .values({
        customerId: world.customerId,
        gateway: 'sandbox',
        token: `sbx_ok_${randomUUID()}`,
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2035,
      })
      .returning();
    // 03:30 UTC on 3/17 is still 3/16 in Chicago: the receipt says the business's day.
    const paid = await addPayment({
      status: 'success',
      cardId: card._id,
      chargedAt: new Date('2031-03-17T03:30:00Z'),
      discountCode: 'FALL10',
    });
    await db()
      .insert(paymentTaxLines)
      .values([
        { paymentId: paid._id, code: '48', name: 'Texas State', type: 'state', ratePercent: 6.25, taxableCents: 4050, taxCents: 253 },
        { paymentId: paid._id, code: '2227002', name: 'City of Austin', type: 'city', ratePercent: 2, taxableCents: 4050, taxCents: 81 },
      ]);
    const text = await linesOf('csr', paid._id);
    for (const line of [
      'Paid on: 3/16/2031',
      'Method: Visa ending in 4242',
      'Lawn service on 3/3/2031',
      'Discount (FALL10) -$4.50',
      'Texas State (state) 6.25% $2.53',
      'City of Austin (city) 2% $0.81',
      'Amount paid $43.84',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('sbx_ok_');

    // What the customer still owes grows with a new payment owed, and the paid one is not counted.
    const before = Number(balanceIn(text)?.replace(/,/g, ''));
    await addPayment({ status: 'failed', amountCents: 1234 });
    const after = Number(balanceIn(await linesOf('csr', paid._id))?.replace(/,/g, ''));
    expect(Math.round((after - before) * 100)).toBe(1234);
  });

  it('names a check by its number, in the customer’s language', async () => {
    const owed = await addPayment({ status: 'manual', discountCents: 0, taxCents: 0, amountCents: 4500 });
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${owed._id}/received`,
      headers: bearer(tokens.csr),
      payload: { method: 'check', reference: '10482' },
    });
    expect(received.statusCode).toBe(200);
    expect(await linesOf('csr', owed._id)).toContain('Method: Check no. 10482');

    await db().update(customers).set({ language: 'es' }).where(eq(customers._id, world.customerId));
    try {
      const text = await linesOf('customer', owed._id);
      for (const line of ['Recibo', 'Forma de pago: Cheque n.º 10482', 'Corte de césped del 3/3/2031', 'Importe pagado $45.00'])
        expect(text).toContain(line);
    } finally {
      await db().update(customers).set({ language: 'en' }).where(eq(customers._id, world.customerId));
    }
  });

  it('is its own customer’s and staff’s only', async () => {
    const own = await addPayment({ status: 'success', manualMethod: 'cash', chargedAt: new Date() });
    const other = await addCustomer(db(), world.marketId);
    const theirs = await addPayment({
      status: 'success',
      manualMethod: 'cash',
      customerId: other.customer._id,
      propertyId: other.property._id,
    });
    expect((await receiptOf('customer', own._id)).statusCode).toBe(200);
    expect((await receiptOf('admin', theirs._id)).statusCode).toBe(200);
    const refused = await receiptOf('customer', theirs._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messageKey).toBe('server.not_found.payment');
    expect((await receiptOf('crew', own._id)).statusCode).toBe(403);
  });
});
