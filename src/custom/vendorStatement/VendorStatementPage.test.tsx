import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorStatement } from '../../../common/schemas/paymentRecord';
import { VendorStatementPage } from './VendorStatementPage';
import { AdminTestContext } from '../../testing/AdminTestContext';

const statement: VendorStatement = {
  vendorId: 'v1',
  companyName: 'Austin Lawn Pros',
  from: '2026-05-01',
  to: '2026-05-31',
  lines: [
    {
      paymentId: 'p1',
      workLogId: 'w1',
      date: '2026-05-04',
      address: '1400 Barton Springs Rd',
      item: 'mow',
      crewName: 'North',
      status: 'success',
      amountCents: 4500,
      commissionCents: 900,
      vendorCents: 3600,
    },
    {
      paymentId: 'p2',
      workLogId: 'w2',
      date: '2026-05-11',
      address: '12 Oak St',
      item: 'bnb',
      crewName: null,
      status: 'refund-success',
      amountCents: 6000,
      commissionCents: 1200,
      vendorCents: 2800,
    },
  ],
  totals: { visits: 2, amountCents: 10500, commissionCents: 2100, vendorCents: 6400 },
};

function signInAs(type: 'vendor' | 'admin') {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: 'u1',
      type,
      name: 'U',
      role: type,
      properties: [],
      vendor: type === 'vendor' ? { _id: 'v1', status: 'active' } : null,
      crew: null,
      permissions: [],
    }),
  );
}

function renderPage() {
  const dataProvider = {
    getVendorStatement: vi.fn(async () => statement),
    getVendorOptions: vi.fn(async () => [{ _id: 'v1', companyName: 'Austin Lawn Pros' }]),
  };
  render(
    <AdminTestContext dataProvider={dataProvider as never}>
      <VendorStatementPage />
    </AdminTestContext>,
  );
  return dataProvider;
}

afterEach(() => localStorage.clear());

describe('VendorStatementPage', () => {
  it('shows a vendor its own statement for the month without a vendor picker: lines, and totals of visits, amount, commission and share', async () => {
    signInAs('vendor');
    const dataProvider = renderPage();
    expect(await screen.findByRole('heading', { name: 'Austin Lawn Pros' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(dataProvider.getVendorStatement).toHaveBeenCalledWith({
      from: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      to: expect.any(String),
    });
    const table = screen.getByRole('table', { name: 'Vendor Statement' });
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5/4/2026', '1400 Barton Springs Rd', 'Lawn service', 'North', 'Success', '$45.00', '$9.00', '$36.00']);
    expect(within(second).getByText('Refunded')).toBeInTheDocument();
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 visits', '$105.00', '$21.00', '$64.00']);
  });

  it('asks staff to choose a vendor before asking for a statement', async () => {
    signInAs('admin');
    const dataProvider = renderPage();
    expect(await screen.findByText('Choose a vendor to see its statement.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getVendorOptions).toHaveBeenCalled());
    expect(dataProvider.getVendorStatement).not.toHaveBeenCalled();
  });
});
