import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { BillingTab } from './BillingTab';
import { renderInAdmin } from '../../testing/AdminTestContext';

const NOW = '2026-05-04T15:00:00.000Z';

function payment(status: PaymentRow['status'], values: Partial<PaymentRow & { id: string }> = {}): PaymentRow & { id: string } {
  const _id = `pay-${status}`;
  return {
    _id,
    id: _id,
    customerId: 'c1',
    propertyId: 'p1',
    workLogId: `wl-${status}`,
    callLogId: null,
    item: 'mow',
    vendorId: 'v1',
    date: '2026-05-01',
    status,
    priceCents: 4500,
    discountId: null,
    discountCode: null,
    discountCents: 0,
    taxPercent: 8.25,
    taxCents: 371,
    amountCents: 4871,
    commissionPercent: 20,
    commissionCents: 900,
    refundedCents: 0,
    depositCents: 0,
    attempts: 1,
    nextAttemptOn: null,
    chargeLaterDate: null,
    cardId: 'card1',
    failureCode: null,
    failureMessage: null,
    declineClass: null,
    firstDeclinedOn: null,
    manualMethod: null,
    manualReference: null,
    chargedAt: null,
    closed: false,
    createdAt: NOW,
    updatedAt: NOW,
    address: '1400 Barton Springs Rd',
    city: 'Austin',
    zipcode: '78704',
    customerName: 'Dana Whitfield',
    vendorName: 'Lawn Pros',
    cardLast4: '4242',
    invoiceNumber: null,
    ...values,
  };
}

const property = { _id: 'p1', customer: { _id: 'c1', chargesOnHold: false, locked: null } } as unknown as PropertyRecord;

function renderTab(payments: (PaymentRow & { id: string })[], overrides: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: payments, total: payments.length })),
    refundPayment: vi.fn(async () => payments[0]),
    chargePaymentNow: vi.fn(async () => payments[0]),
    setChargesHold: vi.fn(async () => ({ customerId: 'c1', chargesOnHold: true, paymentsChanged: 2 })),
    getCards: vi.fn(async () => []),
    ...overrides,
  };
  renderInAdmin(<BillingTab property={property} />, { dataProvider: dataProvider as never });
  return dataProvider;
}

const row = async (date: string) => screen.findByRole('listitem', { name: `Payment of ${date}` });
const buttonsOf = (item: HTMLElement) =>
  within(item)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('BillingTab', () => {
  it('shows each payment with its amount, status chip, card and failure, and the actions its status allows', async () => {
    const dataProvider = renderTab([
      payment('failed', { date: '2026-05-01', failureMessage: 'Insufficient funds' }),
      payment('success', { date: '2026-04-24', refundedCents: 1000 }),
      payment('charge-later', { date: '2026-04-17', chargeLaterDate: '2026-06-01' }),
      payment('no-charge', { date: '2026-04-10' }),
      payment('manual', { date: '2026-04-09' }),
      payment('success', { _id: 'by-hand', id: 'by-hand', date: '2026-04-08', manualMethod: 'cash' }),
      payment('success', { _id: 'closed', id: 'closed', date: '2026-04-03', closed: true }),
      payment('manual', { _id: 'invoiced', id: 'invoiced', date: '2026-04-02', invoiceNumber: 1041 }),
    ]);
    expect(dataProvider.getList).toHaveBeenCalledWith('payments', expect.objectContaining({ filter: { propertyId: 'p1' } }));

    const failed = await row('5/1/2026');
    expect(within(failed).getByText('$48.71')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Insufficient funds')).toBeInTheDocument();
    expect(within(failed).getByText('Card ending 4242')).toBeInTheDocument();
    expect(buttonsOf(failed)).toEqual(['Charge now', 'Charge later', 'Collect by hand', 'Record received', 'No charge', 'Details']);

    const charged = await row('4/24/2026');
    expect(within(charged).getByText('Success')).toBeInTheDocument();
    expect(within(charged).getByText(/Refunded \$10\.00/)).toBeInTheDocument();
    expect(buttonsOf(charged)).toEqual(['Refund', 'Details']);

    expect(buttonsOf(await row('4/17/2026'))).toEqual([
      'Charge now',
      'Charge later',
      'Revert charge later',
      'Collect by hand',
      'Record received',
      'No charge',
      'Details',
    ]);
    expect(buttonsOf(await row('4/10/2026'))).toEqual(['Charge again', 'Details']);
    expect(buttonsOf(await row('4/9/2026'))).toEqual(['Charge later', 'Record received', 'No charge', 'Details']);
    expect(buttonsOf(await row('4/8/2026'))).toEqual(['Details']);

    const closed = await row('4/3/2026');
    expect(within(closed).getByLabelText(/Closed by the transfer date/)).toBeInTheDocument();
    expect(buttonsOf(closed)).toEqual(['Refund', 'Details']);

    // A visit billed on an invoice is paid and received there: no single-payment action on its row.
    const invoiced = await row('4/2/2026');
    expect(within(invoiced).getByText(/On invoice 1041/)).toBeInTheDocument();
    expect(buttonsOf(invoiced)).toEqual(['Details']);
  });

  it('refunds everything by default, a part in cents when lowered, and shows the server’s message next to the amount', async () => {
    const refundPayment = vi
      .fn()
      .mockResolvedValueOnce(payment('refund-success'))
      .mockRejectedValueOnce(
        new HttpError('validation.payment.refund_amount_invalid', 400, {
          errors: { amountCents: 'validation.payment.refund_amount_invalid' },
        }),
      );
    renderTab([payment('success')], { refundPayment });
    const item = await row('5/1/2026');

    await userEvent.click(within(item).getByRole('button', { name: 'Refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue(48.71);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Missed the back yard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(refundPayment).toHaveBeenCalledWith('pay-success', { amountCents: undefined, reason: 'Missed the back yard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(item).getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await userEvent.clear(within(dialog).getByLabelText('Amount ($)'));
    await userEvent.type(within(dialog).getByLabelText('Amount ($)'), '12.5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Partial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refundPayment).toHaveBeenLastCalledWith('pay-success', { amountCents: 1250, reason: 'Partial' }));
    expect(await within(dialog).findByText('Enter an amount from $0.01 up to what was charged.')).toBeInTheDocument();
  });

  it('says what a quote’s deposit paid of a charge, and refunds only what the card paid', async () => {
    renderTab([
      payment('success', { depositCents: 2000 }),
      payment('success', { _id: 'whole', id: 'whole', date: '2026-04-24', depositCents: 4871 }),
    ]);
    const whole = await row('4/24/2026');
    expect(within(whole).getByText(/Deposit applied: \$48\.71/)).toBeInTheDocument();
    expect(buttonsOf(whole)).toEqual(['Details']);

    const part = await row('5/1/2026');
    expect(within(part).getByText(/Deposit applied: \$20\.00/)).toBeInTheDocument();
    await userEvent.click(within(part).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue(28.71);
  });

  it('asks before charging now, and holds the customer’s charges from the switch', async () => {
    const dataProvider = renderTab([payment('pending')]);
    await userEvent.click(within(await row('5/1/2026')).getByRole('button', { name: 'Charge now' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.chargePaymentNow).toHaveBeenCalledWith('pay-pending', 1));

    await userEvent.click(screen.getByRole('switch', { name: 'Hold charges' }));
    await waitFor(() => expect(dataProvider.setChargesHold).toHaveBeenCalledWith('c1', { hold: true, reason: null }));
  });

  it('lists the customer’s paid quote deposits, their card and refunds, and the credit left (issue 64)', async () => {
    const getCustomerDeposits = vi.fn(async () => ({
      deposits: [
        {
          _id: 'd1',
          quoteId: 'q1',
          propertyId: 'p1',
          amountCents: 5000,
          paidAt: '2026-11-27T20:00:00.000Z',
          brand: 'visa',
          last4: '1111',
          refundedCents: 1000,
        },
      ],
      leftCents: 2000,
    }));
    renderTab([], { getCustomerDeposits });
    const deposits = await screen.findByRole('region', { name: 'Quote deposits' });
    expect(within(deposits).getByTestId('deposit-row')).toHaveTextContent(
      'Deposit paid $50.00 on 11/27/2026 · Visa ending 1111 · Refunded $10.00',
    );
    expect(within(deposits).getByTestId('deposit-left')).toHaveTextContent('Left for the next visits: $20.00');
    expect(getCustomerDeposits).toHaveBeenCalledWith('c1');
  });
});
