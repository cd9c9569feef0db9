import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMethods } from '../../dataProvider/billingMethods';
import { CardsPanel } from './CardsPanel';
import { processHostedFields, setUpHostedFields } from './hostedCardFields';
import { renderInAdmin } from '../../testing/AdminTestContext';

// The gateway's hosted fields live in its iframe (tests/e2e/cardEntry.spec.ts drives the real ones): here they answer
// as the gateway would, a token for what was typed, or a refusal naming the field.
vi.mock('./hostedCardFields', () => ({ setUpHostedFields: vi.fn(async () => undefined), processHostedFields: vi.fn() }));
const ENTERED = { token: 'hpf-one-time', encKey: 'enc-1', last4: '0069', brand: 'visa' as const };

const YEAR = new Date().getFullYear() + 2;
const visa = {
  _id: 'c1',
  customerId: 'cu1',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 4,
  expiryYear: YEAR,
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const mastercard = { ...visa, _id: 'c2', brand: 'mastercard', last4: '4444', isDefault: false };

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the panel calls it: a list of cards, and what the test wants each write to answer. */
function renderPanel(writes: Record<string, () => Response> = {}, staffView = false) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (route === 'POST /api/v1/customers/cu1/card-fields')
      return respond({ status: 200, data: { gateway: 'sandbox', scriptUrl: 'http://127.0.0.1:4700/protect.js', clientKey: 'key-1' } });
    return writes[route]?.() ?? respond({ status: 200, data: [visa, mastercard] });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(<CardsPanel customerId="cu1" canEdit staffView={staffView} />, { dataProvider: billingMethods as unknown as DataProvider });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function fillCard(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Expiry month/ }));
  await userEvent.click(screen.getByRole('option', { name: '12' }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Expiry year/ }));
  await userEvent.click(screen.getByRole('option', { name: String(YEAR) }));
}

describe('CardsPanel', () => {
  it('lists the cards by brand, last four and expiry, with the default marked', async () => {
    renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Visa •••• 1111' });
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText(`Expires 04/${YEAR}`)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByRole('button', { name: 'Make default' }),
    ).toBeInTheDocument();
  });

  it('sets up the gateway’s fields, sends only its token with the expiry and last four, and shows the gateway refusal under the fields', async () => {
    vi.mocked(processHostedFields).mockResolvedValueOnce(ENTERED);
    const refusal = {
      status: 400,
      message: 'The payment gateway refused the card: Expired card',
      messageKey: 'server.cards.card_refused',
      params: { reason: 'Expired card' },
      errors: { cardNumber: 'server.cards.card_refused' },
      errorParams: { cardNumber: { reason: 'Expired card' } },
    };
    const fetchMock = renderPanel({ 'POST /api/v1/customers/cu1/cards': () => respond(refusal, 400) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await waitFor(() =>
      expect(setUpHostedFields).toHaveBeenCalledWith(
        'http://127.0.0.1:4700/protect.js',
        expect.objectContaining({ authorization: { clientKey: 'key-1' }, labels: { number: 'Card number', csc: 'CVV' } }),
      ),
    );
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await fillCard(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The payment gateway refused the card: Expired card')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/cards'))?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({
      ...ENTERED,
      expiryMonth: 12,
      expiryYear: YEAR,
      makeDefault: false,
      autoPayConsent: false,
    });
  });

  it('shows the fields’ own refusal under them and sends nothing to our server', async () => {
    vi.mocked(processHostedFields).mockRejectedValueOnce({ field: 'cvv', code: 'invalid' });
    const fetchMock = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await fillCard(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the 3-digit security code (4 digits on American Express).')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/cards'))).toBe(false);
  });

  it('shows staff each card’s auto-pay agreement, or that none was recorded', async () => {
    const consent = { version: 'v1', at: '2026-11-25T16:05:00.000Z', ip: '203.0.113.9', recordedBy: 'customer' };
    renderPanel(
      {
        'GET /api/v1/customers/cu1/cards': () =>
          respond({
            status: 200,
            data: [
              { ...visa, autoPayConsent: consent },
              { ...mastercard, autoPayConsent: null },
            ],
          }),
      },
      true,
    );
    const row = await screen.findByRole('listitem', { name: 'Visa •••• 1111' });
    expect(
      within(row).getByText(/^Auto-pay agreed by the customer on 11\/25\/2026, .+ from 203\.0\.113\.9 \(agreement v1\)$/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByText('No auto-pay agreement recorded for this card'),
    ).toBeInTheDocument();
  });

  it('makes a card the default and removes one after confirming', async () => {
    const fetchMock = renderPanel({
      'PUT /api/v1/customers/cu1/cards/c2/default': () =>
        respond({
          status: 200,
          data: [
            { ...mastercard, isDefault: true },
            { ...visa, isDefault: false },
          ],
        }),
      'DELETE /api/v1/customers/cu1/cards/c1': () => respond({ status: 200, data: [{ ...mastercard, isDefault: true }] }),
    });
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Mastercard •••• 4444' })).getByRole('button', { name: 'Make default' }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByText('Default')).toBeInTheDocument(),
    );
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Visa •••• 1111' })).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove the card ending in 1111?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Visa •••• 1111' })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/customers/cu1/cards/c1'),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
