// The payments API on fixture payments: the list's filters and totals, who reads which payments and statements, the
// staff actions with their history and notifications, refunds through the sandbox ledger, and the transfer date.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDetail, PaymentRow } from '../../../common/schemas/paymentRecord';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { cards, histories, payments, properties, sandboxTransactions, settings } from '../../../server/db/schema';
import { sandboxGateway } from '../../../server/modules/billing/gateway/sandbox';
import { billingClock } from '../../../server/modules/billing/closed';
import { addCustomer, addProperty } from '../fixtures/business';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { type WorkLogTestApp, workLogTestApp, type World } from '../workLogFixtures';
import { settingsWritten } from '../../../server/lib/keptSettings';

let t: TestApp;
let world: World;
let business: WorkLogTestApp['business'];
let tokens: WorkLogTestApp['tokens'];
let noticesOf: WorkLogTestApp['noticesOf'];
let today: string;
type Who = keyof typeof tokens;

beforeAll(async () => {
  ({ t, world, business, tokens, noticesOf } = await workLogTestApp());
  today = (await billingClock(t.app.database.db)).today;
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const api = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(tokens[who]), ...(payload && { payload }) });
const listOf = async (who: Who, filter: object, sort = ['date', 'ASC']) => {
  const response = await api(
    who,
    'GET',
    `/payments?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=[0,99]`,
  );
  expect(response.statusCode).toBe(200);
  return { rows: response.json() as PaymentRow[], range: response.headers['content-range'] };
};
const detailOf = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return (response.json() as { data: PaymentDetail }).data;
};

type PaymentValues = Partial<typeof payments.$inferInsert>;

/** A property of its own for the business's customer, so a test's list reads only what it made. */
const newProperty = async () =>
  (await addProperty(db(), world.customerId, world.marketId, { address: `${randomUUID().slice(0, 8)} Ledger Street` }))._id;

/** A completed visit of the world's crew and its payment: $45.00, a 10% discount off, 8.25% tax, 20% commission. */
async function addPayment(values: PaymentValues = {}) {
  const date = values.date ?? '2031-03-03';
  const workLog = await world.insert({ status: 'completed', date, ...(values.propertyId && { propertyId: values.propertyId }) });
  const [row] = await db()
    .insert(payments)
    .values({
      customerId: world.customerId,
      propertyId: world.propertyId,
      workLogId: workLog._id,
      item: 'mow',
      vendorId: world.crew.vendorId,
      date,
      priceCents: 4500,
      discountCents: 450,
      taxPercent: 8.25,
      taxCents: 334,
      amountCents: 4384,
      commissionPercent: 20,
      commissionCents: 810,
      ...values,
    })
    .returning();
  return row;
}

/** A payment the sandbox really charged, with the transaction a refund goes back to. */
async function chargedPayment(values: PaymentValues = {}) {
  const payment = await addPayment({ status: 'success', ...values });
  const charge = await sandboxGateway(db()).charge({
    token: `sbx_ok_${randomUUID()}`,
    amountCents: payment.amountCents,
    idempotencyKey: `${payment._id}:1`,
    description: 'fixture',
  });
  if (!charge.approved) throw new Error('the sandbox declined the fixture charge');
  await db()
    .update(payments)
    .set({ gatewayTransactionId: charge.transactionId, attempts: 1, chargedAt: new Date() })
    .where(eq(payments._id, payment._id));
  return payment;
}

const historyOf = (paymentId: string) =>
  db()
    .select()
    .from(histories)
    .where(and(eq(histories.entity, 'payment'), eq(histories.entityId, paymentId)));

describe('GET /payments', () => {
  it('counts a full page’s whole list, with the search box reading the address too', async () => {
    const propertyId = await newProperty();
    const [street] = (
      await db().select({ address: properties.address }).from(properties).where(eq(properties._id, propertyId))
    )[0].address.split(' ');
    for (const day of [1, 2, 3]) await addPayment({ propertyId, date: `2031-05-0${day}` });
    const pageOf = async (filter: object) => {
      const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,1]')}`;
      const response = await api('csr', 'GET', `/payments?${query}`);
      expect(response.statusCode).toBe(200);
      return response.headers['content-range'];
    };
    expect(await pageOf({ propertyId })).toBe('payments 0-1/3');
    expect(await pageOf({ propertyId, q: street })).toBe('payments 0-1/3');
    expect(await pageOf({ propertyId, q: `${street}-none` })).toBe('payments 0-0/0');
  });

  it('filters by billing group, status and property, and counts the whole list in Content-Range', async () => {
    const propertyId = await newProperty();
    const made = Object.fromEntries(
      await Promise.all(
        (['pending', 'failed', 'failed-stop', 'hold', 'success', 'refund-success', 'no-charge', 'charge-later'] as const).map(
          async (status, index) => [status, await addPayment({ propertyId, status, date: `2031-04-0${index + 1}` })],
        ),
      ),
    );
    await addPayment({ status: 'pending' });

    const pendingGroup = await listOf('csr', { propertyId, group: 'pending' });
    expect(pendingGroup.rows.map((row) => row.status).sort()).toEqual(['failed', 'failed-stop', 'hold', 'pending']);
    expect(pendingGroup.range).toBe('payments 0-3/4');
    expect((await listOf('csr', { propertyId, group: 'failed' })).rows.map((row) => row._id)).toEqual([made.failed._id]);
    expect((await listOf('csr', { propertyId, group: 'success' })).rows.map((row) => row.status).sort()).toEqual([
      'refund-success',
      'success',
    ]);
    expect((await listOf('csr', { propertyId, status: ['no-charge', 'charge-later'] })).rows.map((row) => row.status).sort()).toEqual([
      'charge-later',
      'no-charge',
    ]);
    expect((await listOf('csr', { propertyId, status: 'hold', group: 'success' })).rows).toEqual([]);
    expect((await listOf('csr', { propertyId, dateFrom: '2031-04-02', dateTo: '2031-04-03' })).rows.map((row) => row.status)).toEqual([
      'failed',
      'failed-stop',
    ]);

    const [row] = (await listOf('admin', { workLogId: made.success.workLogId })).rows;
    expect(row).toMatchObject({
      _id: made.success._id,
      status: 'success',
      amountCents: 4384,
      customerName: `${business.customer.firstName} ${business.customer.lastName}`,
      vendorName: business.vendor.companyName,
      cardLast4: null,
      closed: false,
      city: 'Austin',
      zipcode: '78701',
    });
    expect(row).not.toHaveProperty('gatewayTransactionId');
  });

  it('searches the address and the customer name with % and _ taken literally, and sorts by amount', async () => {
    const propertyId = await newProperty();
    const small = await addPayment({ propertyId, amountCents: 1000 });
    const large = await addPayment({ propertyId, amountCents: 9000 });
    const { rows } = await listOf('csr', { propertyId, q: 'ledger street' }, ['amountCents', 'DESC']);
    expect(rows.map((row) => row._id)).toEqual([large._id, small._id]);
    expect((await listOf('csr', { propertyId, q: business.customer.lastName })).rows).toHaveLength(2);
    expect((await listOf('csr', { propertyId, q: '%' })).rows).toEqual([]);
  });

  it('sums the filtered list and each status in GET /payments/totals', async () => {
    const propertyId = await newProperty();
    await addPayment({ propertyId, status: 'success', amountCents: 4000 });
    await addPayment({ propertyId, status: 'success', amountCents: 2500 });
    await addPayment({ propertyId, status: 'refund-success', amountCents: 3000, refundedCents: 1000 });
    await addPayment({ propertyId, status: 'failed', amountCents: 1500 });
    const response = await api(
      'csr',
      'GET',
      `/payments/totals?filter=${encodeURIComponent(JSON.stringify({ propertyId, group: 'success' }))}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      count: 3,
      amountCents: 9500,
      refundedCents: 1000,
      byStatus: [
        { status: 'refund-success', count: 1, amountCents: 3000 },
        { status: 'success', count: 2, amountCents: 6500 },
      ],
    });
  });

  it('shows a customer only its own payments, whatever the filter names', async () => {
    const own = await addPayment();
    const other = await addCustomer(db(), world.marketId);
    const theirs = await addPayment({ customerId: other.customer._id, propertyId: other.property._id, workLogId: null });

    const listed = (await listOf('customer', {})).rows;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => row.customerId === world.customerId)).toBe(true);
    // The business's share is not the customer's to read; staff see it.
    expect(listed.every((row) => !('commissionCents' in row) && !('commissionPercent' in row) && !('vendorId' in row))).toBe(true);
    expect((await listOf('csr', { propertyId: own.propertyId })).rows.every((row) => typeof row.commissionCents === 'number')).toBe(true);
    expect((await listOf('customer', { customerId: other.customer._id })).rows).toEqual([]);
    expect(detailOf(await api('customer', 'GET', `/payments/${own._id}`))._id).toBe(own._id);
    const refused = await api('customer', 'GET', `/payments/${theirs._id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messageKey).toBe('server.not_found.payment');
    const totals = await api(
      'customer',
      'GET',
      `/payments/totals?filter=${encodeURIComponent(JSON.stringify({ customerId: other.customer._id }))}`,
    );
    expect(totals.json().data.count).toBe(0);
    expect((await api('customer', 'POST', `/payments/${own._id}/refund`, { reason: 'mine' })).statusCode).toBe(403);
  });

  it('refuses vendors and crews', async () => {
    expect((await api('vendor', 'GET', '/payments')).statusCode).toBe(403);
    expect((await api('crew', 'GET', '/payments/totals')).statusCode).toBe(403);
  });
});

describe('POST /payments/{id}/charge', () => {
  it('charges a payment still owed on the customer’s default card, once, with history', async () => {
    const [card] = await db()
      .insert(cards)
      .values({
        customerId: world.customerId,
        gateway: 'sandbox',
        token: `sbx_ok_${randomUUID()}`,
        brand: 'visa',
        last4: '1111',
        expiryMonth: 12,
        expiryYear: 2031,
        isDefault: true,
      })
      .returning();
    const payment = await addPayment({ status: 'failed-stop', attempts: 3, failureCode: '05' });
    const charged = detailOf(await api('csr', 'POST', `/payments/${payment._id}/charge`));
    expect(charged).toMatchObject({ status: 'success', attempts: 4, cardId: card._id, cardLast4: '1111', failureCode: null });
    expect(charged.history.map((entry) => [entry.action, entry.user?._id])).toEqual([['payment-success', business.users.csr._id]]);
    const ledger = await db()
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.kind, 'charge'), eq(sandboxTransactions.idempotencyKey, `${payment._id}:4`)));
    expect(ledger).toHaveLength(1);

    const again = await api('csr', 'POST', `/payments/${payment._id}/charge`);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('server.payments.cannot_charge_now');
    expect((await api('csr', 'POST', `/payments/${randomUUID()}/charge`)).statusCode).toBe(404);
  });
});

describe('POST /payments/{id}/refund', () => {
  it('refunds part, then the rest, each through the sandbox with its own key and a history row', async () => {
    const payment = await chargedPayment();
    const partial = detailOf(
      await api('csr', 'POST', `/payments/${payment._id}/refund`, { amountCents: 1000, reason: 'Missed the back yard' }),
    );
    expect(partial).toMatchObject({ status: 'refund-success', refundedCents: 1000 });
    const rest = detailOf(await api('csr', 'POST', `/payments/${payment._id}/refund`, { reason: 'Customer moved' }));
    expect(rest).toMatchObject({ status: 'refund-success', refundedCents: 4384 });

    const ledger = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.kind, 'refund'));
    const ours = ledger.filter((entry) => entry.idempotencyKey.startsWith(`${payment._id}:refund:`));
    expect(ours.map((entry) => [entry.idempotencyKey, entry.amountCents]).sort()).toEqual([
      [`${payment._id}:refund:0`, 1000],
      [`${payment._id}:refund:1000`, 3384],
    ]);
    expect(rest.history.map((entry) => entry.action)).toEqual(['refunded', 'refunded']);
    expect(rest.history[1].changes).toMatchObject({
      refundedCents: { from: 0, to: 1000 },
      status: { from: 'success', to: 'refund-success' },
      note: { to: 'Missed the back yard' },
    });

    const again = await api('csr', 'POST', `/payments/${payment._id}/refund`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('server.payments.nothing_left_to_refund');
  });

  it('refuses more than what is left with 400 on the amount, and leaves the payment as it was', async () => {
    const payment = await chargedPayment();
    const response = await api('csr', 'POST', `/payments/${payment._id}/refund`, { amountCents: 4385, reason: 'Too much' });
    expect(response.statusCode).toBe(400);
    expect(englishErrors(response.json())).toEqual({ amountCents: 'At most $43.84 can be refunded.' });
    const [after] = await db().select().from(payments).where(eq(payments._id, payment._id));
    expect(after).toMatchObject({ status: 'success', refundedCents: 0 });
    expect(await historyOf(payment._id)).toEqual([]);
  });

  it('refuses a payment that was not charged, and one received by hand', async () => {
    const pending = await addPayment();
    const refused = await api('csr', 'POST', `/payments/${pending._id}/refund`, { reason: 'Nothing to give back' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('server.payments.cannot_refund');
    const byHand = await addPayment({ status: 'success', manualMethod: 'cash' });
    expect((await api('csr', 'POST', `/payments/${byHand._id}/refund`, { reason: 'Cash back' })).json().messageKey).toBe(
      'server.payments.received_by_hand_refund_by_hand',
    );
  });
});

describe('charge later', () => {
  it('schedules, moves and reverts, telling the other staff each time, with history', async () => {
    const payment = await addPayment({ status: 'failed' });
    const scheduled = detailOf(
      await api('csr', 'PUT', `/payments/${payment._id}/charge-later`, { date: '2031-05-01', note: 'Customer asked' }),
    );
    expect(scheduled).toMatchObject({ status: 'charge-later', chargeLaterDate: '2031-05-01' });
    const moved = detailOf(await api('csr', 'PUT', `/payments/${payment._id}/charge-later`, { date: today }));
    expect(moved.chargeLaterDate).toBe(today);
    const reverted = detailOf(await api('csr', 'DELETE', `/payments/${payment._id}/charge-later`));
    expect(reverted).toMatchObject({ status: 'pending', chargeLaterDate: null });
    expect(reverted.history.map((entry) => entry.changes.status?.to)).toEqual(['pending', undefined, 'charge-later']);

    const [schedule] = await noticesOf('admin', 'charge-later-schedule', world.propertyId);
    expect(schedule.message).toBe(`${world.address} (${scheduled.customerName}) will be charged $43.84 on 5/1/2031.`);
    expect(await noticesOf('admin', 'charge-later-update', world.propertyId)).toHaveLength(1);
    expect(await noticesOf('admin', 'charge-later-revert', world.propertyId)).toHaveLength(1);
    expect(await noticesOf('csr', 'charge-later-schedule', world.propertyId)).toEqual([]);

    const notLater = await api('csr', 'DELETE', `/payments/${payment._id}/charge-later`);
    expect(notLater.statusCode).toBe(409);
    expect(notLater.json().messageKey).toBe('server.payments.not_charge_later');
  });

  it('refuses a day before today with 400 on date, and a payment no longer owed with 409', async () => {
    const payment = await addPayment();
    const past = await api('csr', 'PUT', `/payments/${payment._id}/charge-later`, { date: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(englishErrors(past.json())).toEqual({ date: 'Choose today or a later day.' });
    const paid = await addPayment({ status: 'success' });
    const refused = await api('csr', 'PUT', `/payments/${paid._id}/charge-later`, { date: '2031-05-01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('server.payments.cannot_charge_later');
    expect(await historyOf(payment._id)).toEqual([]);
  });

  it('lists the payments to charge later in GET /reports/charge-later-customers, by day and property', async () => {
    const propertyId = await newProperty();
    const first = await addPayment({ propertyId, status: 'charge-later', chargeLaterDate: '2031-06-01' });
    const second = await addPayment({ propertyId, status: 'charge-later', chargeLaterDate: '2031-06-02' });
    await addPayment({ propertyId, status: 'pending' });
    const all = await api('admin', 'GET', `/reports/charge-later-customers?propertyId=${propertyId}`);
    expect(all.json().data.map((row: { paymentId: string }) => row.paymentId)).toEqual([first._id, second._id]);
    const oneDay = (await api('csr', 'GET', `/reports/charge-later-customers?propertyId=${propertyId}&date=2031-06-02`)).json().data;
    expect(oneDay).toEqual([
      expect.objectContaining({
        paymentId: second._id,
        chargeLaterDate: '2031-06-02',
        amountCents: 4384,
        customerName: expect.any(String),
      }),
    ]);
  });
});

describe('collected by hand', () => {
  it('marks a payment manual, then records the money received as success with its method and history', async () => {
    const payment = await addPayment({ status: 'failed-stop' });
    expect(detailOf(await api('csr', 'PUT', `/payments/${payment._id}/manual`, { note: 'Will pay by check' })).status).toBe('manual');
    const again = await api('csr', 'PUT', `/payments/${payment._id}/manual`, {});
    expect(again.json().messageKey).toBe('server.payments.cannot_collect_manually');
    const received = detailOf(await api('csr', 'POST', `/payments/${payment._id}/received`, { method: 'check', reference: 'Check 1042' }));
    expect(received).toMatchObject({ status: 'success', manualMethod: 'check', manualReference: 'Check 1042' });
    expect(received.chargedAt).not.toBeNull();
    expect(received.history.map((entry) => entry.action)).toEqual(['payment-success', 'status-changed']);
    expect(received.history[0].user?._id).toBe(business.users.csr._id);
    const twice = await api('csr', 'POST', `/payments/${payment._id}/received`, { method: 'cash' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageKey).toBe('server.payments.cannot_record_received');
  });
});

describe('the transfer date', () => {
  afterAll(async () => {
    await db().delete(settings).where(eq(settings.key, 'serviceCalendar'));
    settingsWritten();
  });

  it('closes the payments before it once passed: every action answers 409 but a refund', async () => {
    const payment = await chargedPayment({ date: '2026-03-02' });
    const owed = await addPayment({ date: '2026-03-03', status: 'failed' });
    const open = await addPayment({ date: today, status: 'failed' });
    await db()
      .insert(settings)
      .values({ key: 'serviceCalendar', value: { ...DEFAULT_SETTINGS.serviceCalendar, transferDate: today } });
    settingsWritten();

    expect(detailOf(await api('csr', 'GET', `/payments/${owed._id}`)).closed).toBe(true);
    expect(detailOf(await api('csr', 'GET', `/payments/${open._id}`)).closed).toBe(false);
    const refusals = [
      await api('csr', 'PUT', `/payments/${owed._id}/charge-later`, { date: '2031-05-01' }),
      await api('csr', 'PUT', `/payments/${owed._id}/manual`, {}),
      await api('csr', 'POST', `/payments/${owed._id}/received`, { method: 'cash' }),
      await api('csr', 'POST', `/payments/${owed._id}/charge`),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json().messageKey])).toEqual(
      refusals.map(() => [409, 'server.payments.closed']),
    );
    expect(await historyOf(owed._id)).toEqual([]);
    expect(
      detailOf(await api('csr', 'POST', `/payments/${payment._id}/refund`, { amountCents: 500, reason: 'After the season' })).refundedCents,
    ).toBe(500);
    expect(detailOf(await api('csr', 'PUT', `/payments/${open._id}/manual`, {})).status).toBe('manual');
  });
});

describe('GET /vendor-statements', () => {
  const statementOf = (who: Who, query: string) => api(who, 'GET', `/vendor-statements?${query}`);

  it('gives a vendor its own charged visits of the period, whatever vendorId it sends', async () => {
    const charged = await addPayment({ status: 'success', date: '2032-07-01' });
    const refunded = await addPayment({ status: 'refund-success', refundedCents: 1000, date: '2032-07-02' });
    await addPayment({ status: 'failed', date: '2032-07-03' });
    await addPayment({ status: 'success', date: '2032-08-01' });
    const others = await addPayment({ status: 'success', date: '2032-07-04', vendorId: business.otherVendor._id });

    const response = await statementOf('vendor', `vendorId=${business.otherVendor._id}&from=2032-07-01&to=2032-07-31`);
    expect(response.statusCode).toBe(200);
    const statement = response.json().data;
    expect(statement).toMatchObject({
      vendorId: business.vendor._id,
      companyName: business.vendor.companyName,
      from: '2032-07-01',
      to: '2032-07-31',
    });
    expect(statement.lines.map((line: { paymentId: string }) => line.paymentId)).toEqual([charged._id, refunded._id]);
    expect(statement.lines[0]).toMatchObject({
      workLogId: charged.workLogId,
      crewName: business.crew.name,
      amountCents: 4384,
      commissionCents: 810,
      vendorCents: 3240,
    });
    expect(statement.lines[1].vendorCents).toBe(2240);
    expect(statement.totals).toEqual({ visits: 2, amountCents: 8768, commissionCents: 1620, vendorCents: 5480 });

    const forStaff = (await statementOf('csr', `vendorId=${business.otherVendor._id}&from=2032-07-01&to=2032-07-31`)).json().data;
    expect(forStaff.lines.map((line: { paymentId: string }) => line.paymentId)).toEqual([others._id]);
  });

  it('asks staff to name the vendor, and checks the period', async () => {
    const missing = await statementOf('admin', 'from=2032-07-01&to=2032-07-31');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(englishErrors(missing.json()))).toEqual(['vendorId']);
    const backwards = await statementOf('vendor', 'from=2032-07-31&to=2032-07-01');
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(englishErrors(backwards.json()))).toEqual(['to']);
    expect((await statementOf('customer', 'from=2032-07-01&to=2032-07-31')).statusCode).toBe(403);
    expect((await statementOf('admin', `vendorId=${randomUUID()}&from=2032-07-01&to=2032-07-31`)).statusCode).toBe(404);
  });
});
