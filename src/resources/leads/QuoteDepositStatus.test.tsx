import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionKey } from '../../../common/permissions';
import type { PaidDepositRecord, QuoteRecord } from '../../../common/schemas/quote';
import { session } from '../../auth/session';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { QuoteDepositStatus } from './QuoteDepositStatus';

const paid = (deposit: Partial<PaidDepositRecord> = {}): PaidDepositRecord => ({
  amountCents: 6000,
  paidAt: '2026-11-27T20:00:00.000Z',
  brand: 'visa',
  last4: '1111',
  refundedCents: 0,
  leftCents: 6000,
  ...deposit,
});

const quoteWith = (depositPaid: PaidDepositRecord | null) =>
  ({ _id: 'q1', status: 'approved', depositCents: 6000, depositPaid }) as unknown as QuoteRecord;

function renderStatus(quote: QuoteRecord, permissions: PermissionKey[] = ['quotes_manage']) {
  session.save({ _id: 'u1', token: 't', name: 'Dana', role: 'csr', type: 'admin', properties: [], vendor: null, crew: null, permissions });
  const dataProvider = {
    refundQuoteDeposit: vi.fn().mockResolvedValue({ message: 'server.quotes.deposit_refunded', data: quote }),
  };
  renderInAdmin(<QuoteDepositStatus quote={quote} />, { dataProvider: dataProvider as unknown as DataProvider });
  return dataProvider;
}

afterEach(async () => {
  session.clear();
  await i18nProvider.changeLocale('en');
});

describe("the quote card's deposit", () => {
  it('refunds at most what is left, with a reason, through the dataProvider', async () => {
    const user = userEvent.setup();
    const dataProvider = renderStatus(quoteWith(paid({ refundedCents: 1000, leftCents: 3000 })));
    expect(screen.getByTestId('quote-deposit-left')).toHaveTextContent('Refunded $10.00 · Paid for visits $20.00 · Left $30.00');

    await user.click(screen.getByRole('button', { name: 'Refund deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the deposit' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount ($)' });
    expect(amount).toHaveValue(30);
    await user.clear(amount);
    await user.type(amount, '30.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $30.00 can be refunded.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason for the refund.')).toBeInTheDocument();
    expect(dataProvider.refundQuoteDeposit).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Smaller lawn than quoted');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(dataProvider.refundQuoteDeposit).toHaveBeenCalledWith('q1', { amountCents: 1250, reason: 'Smaller lawn than quoted' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no amount when all that is left is refunded, so the server refunds the rest', async () => {
    const user = userEvent.setup();
    const dataProvider = renderStatus(quoteWith(paid()));
    await user.click(screen.getByRole('button', { name: 'Refund deposit' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Job cancelled');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(dataProvider.refundQuoteDeposit).toHaveBeenCalledWith('q1', { amountCents: undefined, reason: 'Job cancelled' }),
    );
  });

  it("shows the server's field message beside the amount when it refuses", async () => {
    const user = userEvent.setup();
    const dataProvider = renderStatus(quoteWith(paid({ leftCents: 6000 })));
    const { HttpError } = await import('react-admin');
    dataProvider.refundQuoteDeposit.mockRejectedValue(
      new HttpError('server.payments.refund_at_most', 400, { errors: { amountCents: 'validation.payment.refund_amount_invalid' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Refund deposit' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Job cancelled');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter an amount from $0.01 up to what was charged.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says what is wrong in Spanish', async () => {
    await i18nProvider.changeLocale('es');
    const user = userEvent.setup();
    renderStatus(quoteWith(paid({ leftCents: 2000 })));
    await user.click(screen.getByRole('button', { name: 'Reembolsar depósito' }));
    const amount = screen.getByRole('spinbutton');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Se puede reembolsar como máximo $20.00.')).toBeInTheDocument();
    expect(screen.getByText('Indique el motivo del reembolso.')).toBeInTheDocument();
  });

  it('offers no refund to staff without the permission the route asks', () => {
    renderStatus(quoteWith(paid()), ['payment_list']);
    expect(screen.getByText(/Deposit paid \$60\.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund deposit' })).not.toBeInTheDocument();
  });

  it('offers no refund when nothing is left of it, and says so', () => {
    renderStatus(quoteWith(paid({ refundedCents: 6000, leftCents: 0 })));
    expect(screen.getByTestId('quote-deposit-left')).toHaveTextContent('Refunded $60.00 · Left $0.00');
    expect(screen.queryByRole('button', { name: 'Refund deposit' })).not.toBeInTheDocument();
  });

  it('shows the pending deposit with no refund', () => {
    renderStatus(quoteWith(null));
    expect(screen.getByText('Deposit pending: $60.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund deposit' })).not.toBeInTheDocument();
  });
});
