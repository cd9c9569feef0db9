import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicQuote } from '../../../common/schemas/quote';
import { quoteMethods } from '../../dataProvider/quoteMethods';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { processHostedFields } from '../../ui/billing/hostedCardFields';
import { QuoteDeposit } from './QuoteDeposit';

// The gateway's hosted fields live in its iframe (tests/e2e drives the real ones): here they answer a token.
vi.mock('../../ui/billing/hostedCardFields', () => ({ setUpHostedFields: vi.fn(async () => undefined), processHostedFields: vi.fn() }));
const ENTERED = { token: 'hpf-one-time', encKey: 'enc-1', last4: '1111', brand: 'visa' as const };
const YEAR = new Date().getFullYear() + 2;

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const QUOTE = {
  state: 'approved',
  depositCents: 5000,
  depositPaid: null,
} as unknown as PublicQuote;

function renderDeposit(quote: PublicQuote, answers: Response[] = []) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (route === 'POST /api/v1/public/quotes/tok/card-fields')
      return respond({ status: 200, data: { gateway: 'sandbox', scriptUrl: 'http://127.0.0.1:4700/protect.js', clientKey: 'key-1' } });
    if (route === 'POST /api/v1/public/quotes/tok/deposit') return answers.shift() ?? respond({}, 500);
    return respond({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const onChanged = vi.fn();
  renderInAdmin(<QuoteDeposit token="tok" quote={quote} onChanged={onChanged} />, {
    dataProvider: quoteMethods as unknown as DataProvider,
  });
  return { fetchMock, onChanged };
}

async function fillExpiry() {
  await userEvent.click(screen.getByRole('combobox', { name: /Expiry month/ }));
  await userEvent.click(screen.getByRole('option', { name: '12' }));
  await userEvent.click(screen.getByRole('combobox', { name: /Expiry year/ }));
  await userEvent.click(screen.getByRole('option', { name: String(YEAR) }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the deposit on the public quote page', () => {
  it('shows a decline’s reason and lets the customer pay on another try, sending only the gateway’s token', async () => {
    vi.mocked(processHostedFields).mockResolvedValue(ENTERED);
    const declined = respond({ status: 200, data: { paid: false, reason: 'Insufficient funds', receipt: null } });
    const paid = respond({
      status: 200,
      data: { paid: true, reason: null, receipt: { amountCents: 5000, paidAt: '2026-11-27T20:00:00.000Z', brand: 'visa', last4: '1111' } },
    });
    const { fetchMock, onChanged } = renderDeposit(QUOTE, [declined, paid]);
    const pay = await screen.findByRole('button', { name: 'Pay deposit $50.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillExpiry();
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined: Insufficient funds');
    expect(onChanged).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Pay deposit $50.00' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/deposit'));
    expect(sent).toHaveLength(2);
    expect(JSON.parse(String(sent[1][1]?.body))).toEqual({
      ...ENTERED,
      expiryMonth: 12,
      expiryYear: YEAR,
      makeDefault: false,
      autoPayConsent: false,
    });
  });

  it('shows the receipt line once paid, with no card form', () => {
    renderDeposit({
      ...QUOTE,
      depositPaid: {
        amountCents: 5000,
        paidAt: '2026-11-27T20:00:00.000Z',
        brand: 'visa',
        last4: '1111',
        refundedCents: 0,
        leftCents: 5000,
      },
    });
    expect(screen.getByTestId('deposit-receipt')).toHaveTextContent(/Deposit paid: \$50\.00 on .*Visa •••• 1111/);
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('deposit-receipt')).not.toHaveTextContent(/refunded/);
  });

  it('says how much of the deposit was refunded to the card', () => {
    renderDeposit({
      ...QUOTE,
      depositPaid: {
        amountCents: 5000,
        paidAt: '2026-11-27T20:00:00.000Z',
        brand: 'visa',
        last4: '1111',
        refundedCents: 2000,
        leftCents: 3000,
      },
    });
    expect(screen.getByTestId('deposit-receipt')).toHaveTextContent(
      /credited to your first visits\. \$20\.00 of it was refunded to your card\./,
    );
  });
});
