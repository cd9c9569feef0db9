import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerMethods } from '../../dataProvider/customerMethods';
import { AddCustomerPage } from './AddCustomerPage';
import { renderInAdmin } from '../../testing/AdminTestContext';

const AUSTIN = { id: 'm1', _id: 'm1', name: 'Austin', zipCodes: ['78701', '78703'], taxPercent: 8.25 };

const dataProvider = {
  getList: async () => ({ data: [AUSTIN], total: 1 }),
  isCustomerContactTaken: customerMethods.isCustomerContactTaken,
  createCustomer: customerMethods.createCustomer,
  getStaff: async () => [{ _id: 'u1', name: { first: 'Casey', last: 'Rivera' }, type: 'csr' }],
} as unknown as DataProvider;

function renderPage() {
  return renderInAdmin(<AddCustomerPage />, { path: '/new-customer', dataProvider });
}

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('AddCustomerPage', () => {
  it('shows the market and its tax once the zip code has 5 digits, or that the zip is outside the markets', async () => {
    renderPage();
    const zipcode = screen.getByRole('textbox', { name: /Zip Code/ });
    await userEvent.type(zipcode, '787');
    expect(screen.queryByTestId('zip-market')).not.toBeInTheDocument();
    await userEvent.type(zipcode, '03');
    expect(await screen.findByText('Market: Austin · tax 8.25%')).toBeInTheDocument();
    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '99999');
    expect(await screen.findByText('Outside our markets')).toBeInTheDocument();
  });

  it('shows the required messages beside the fields only after a submit attempt, without calling the API', async () => {
    const fetchMock = vi.fn(async () => respond({}));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Zip code must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Corner lot is required.')).toBeInTheDocument();
    expect(screen.getByText('Price is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats the mobile number as it is typed and flags an e-mail already in use when the field is left', async () => {
    const fetchMock = vi.fn(async (_url: string) => respond({ status: 200, data: { exists: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const mobile = screen.getByRole('textbox', { name: /Mobile Phone/ });
    await userEvent.type(mobile, '5125550101');
    expect(mobile).toHaveValue('(512) 555-0101');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'Customer@LawnDesk.test');
    await userEvent.tab();
    expect(await screen.findByText('Email address already exists. Please try a different email.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const urls = fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
    expect(urls).toContain('/api/v1/customers/check-email/customer@lawndesk.test');
  });
});
