import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMethods } from '../../dataProvider/billingMethods';
import { i18nProvider } from '../../i18n/i18nProvider';
import { CardsPanel } from './CardsPanel';

const YEAR = new Date().getFullYear() + 2;
const visa = { _id: 'c1', customerId: 'cu1', brand: 'visa', last4: '1111', expiryMonth: 4, expiryYear: YEAR, isDefault: true, createdAt: '2026-11-01T10:00:00.000Z' };
const mastercard = { ...visa, _id: 'c2', brand: 'mastercard', last4: '4444', isDefault: false };

const respond = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the panel calls it: a list of cards, and what the test wants each write to answer. */
function renderPanel(writes: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    return writes[route]?.() ?? respond({ status: 200, data: [visa, mastercard] });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AdminContext dataProvider={billingMethods as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <CardsPanel customerId="cu1" canEdit />
    </AdminContext>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function fillCard(dialog: HTMLElement, number: string) {
  await userEvent.type(within(dialog).getByLabelText('Card number'), number);
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Expiry month/ }));
  await userEvent.click(screen.getByRole('option', { name: '12' }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Expiry year/ }));
  await userEvent.click(screen.getByRole('option', { name: String(YEAR) }));
  await userEvent.type(within(dialog).getByLabelText('CVV'), '123');
}

describe('CardsPanel', () => {
  it('lists the cards by brand, last four and expiry, with the default marked', async () => {
    renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Visa •••• 1111' });
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText(`Expires 04/${YEAR}`)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByRole('button', { name: 'Make default' })).toBeInTheDocument();
  });

  it('asks for the card fields with the browser hints for card numbers, and shows the gateway refusal beside its field', async () => {
    const refusal = { status: 400, message: 'The payment gateway refused the card: Expired card', messageKey: 'server.cards.card_refused', params: { reason: 'Expired card' }, errors: { expiryMonth: 'server.cards.card_refused' }, errorParams: { expiryMonth: { reason: 'Expired card' } } };
    const fetchMock = renderPanel({ 'POST /api/v1/customers/cu1/cards': () => respond(refusal, 400) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    const number = within(dialog).getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await fillCard(dialog, '4000 0000 0000 0069');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('The payment gateway refused the card: Expired card')).not.toHaveLength(0);
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({ cardNumber: '4000000000000069', expiryMonth: 12, expiryYear: YEAR, cvv: '123', makeDefault: false });
  });

  it('checks the number before sending it', async () => {
    const fetchMock = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await fillCard(dialog, '4111111111111112');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid card number.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('makes a card the default and removes one after confirming', async () => {
    const fetchMock = renderPanel({
      'PUT /api/v1/customers/cu1/cards/c2/default': () => respond({ status: 200, data: [{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }] }),
      'DELETE /api/v1/customers/cu1/cards/c1': () => respond({ status: 200, data: [{ ...mastercard, isDefault: true }] }),
    });
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Mastercard •••• 4444' })).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByText('Default')).toBeInTheDocument());
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Visa •••• 1111' })).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove the card ending in 1111?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Visa •••• 1111' })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/customers/cu1/cards/c1'), expect.objectContaining({ method: 'DELETE' }));
  });
});
