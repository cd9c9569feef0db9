import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerMatch } from '../../../common/schemas/leadMatch';
import type { LeadRecord } from '../../../common/schemas/quote';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { LeadCustomerMatch } from './LeadCustomerMatch';

const lead = (values: Partial<LeadRecord> = {}) =>
  ({
    _id: 'l1',
    name: { first: 'Mallory', last: 'Reyes' },
    email: 'victim@example.com',
    mobile: '5125550999',
    address: '999 Attacker Way',
    city: 'Austin',
    zipcode: '78704',
    status: 'new',
    customerId: null,
    matchConfirmedAt: null,
    ...values,
  }) as LeadRecord;

const match: CustomerMatch = {
  _id: 'c1',
  name: 'Vera Owner',
  email: 'victim@example.com',
  mobile: '5125550111',
  addresses: ['12 Home St, Austin 78704'],
  createdAt: '2025-03-02T15:00:00.000Z',
  emailMatches: true,
  mobileMatches: false,
};

function renderMatch(record: LeadRecord, matches: CustomerMatch[] = [match]) {
  const dataProvider = {
    getLeadMatches: vi.fn().mockResolvedValue(matches),
    confirmLeadCustomer: vi.fn().mockResolvedValue('server.quotes.match_confirmed'),
  };
  renderInAdmin(<LeadCustomerMatch lead={record} />, { dataProvider: dataProvider as unknown as DataProvider });
  return dataProvider;
}

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('a lead matching an existing customer', () => {
  it('shows the lead beside the customer, marks what matches, and confirms only on a click', async () => {
    const dataProvider = renderMatch(lead());
    const card = await screen.findByTestId('lead-match');
    expect(card).toHaveTextContent('999 Attacker Way');
    expect(card).toHaveTextContent('12 Home St, Austin 78704');
    expect(card).toHaveTextContent('Vera Owner');
    expect(within(card).getAllByText('matches')).toHaveLength(1);
    expect(screen.getByText(/makes a new customer unless you confirm/)).toBeInTheDocument();
    expect(dataProvider.confirmLeadCustomer).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'Same person: join this account' }));
    await waitFor(() => expect(dataProvider.confirmLeadCustomer).toHaveBeenCalledWith('l1', 'c1'));
  });

  it('says a confirmed match joins the account, and undoes it; in Spanish too', async () => {
    const dataProvider = renderMatch(lead({ customerId: 'c1', matchConfirmedAt: '2026-11-28T15:00:00.000Z' }));
    expect(screen.getByTestId('lead-match-confirmed')).toHaveTextContent('an approved quote joins this customer’s account');
    await userEvent.click(screen.getByRole('button', { name: 'Make a new customer instead' }));
    await waitFor(() => expect(dataProvider.confirmLeadCustomer).toHaveBeenCalledWith('l1', null));
    await i18nProvider.changeLocale('es');
    renderMatch(lead());
    expect(await screen.findByText('¿Ya es cliente?')).toBeInTheDocument();
  });

  it('shows nothing without a match, or once the lead is won', async () => {
    const dataProvider = renderMatch(lead(), []);
    await waitFor(() => expect(dataProvider.getLeadMatches).toHaveBeenCalled());
    expect(screen.queryByTestId('lead-matches')).toBeNull();
    renderMatch(lead({ status: 'won', customerId: 'c1' }));
    expect(screen.queryByTestId('lead-match-confirmed')).toBeNull();
  });
});
