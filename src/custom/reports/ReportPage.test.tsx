import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportPage as ReportPageData } from '../../../common/schemas/report';
import { ReportCatalogue } from './ReportCatalogue';
import { ReportPage } from './ReportPage';
import { AdminTestContext } from '../../testing/AdminTestContext';

const payments: ReportPageData = {
  list: [
    { status: 'failed', billingGroups: 'pending, failed', payments: 1, amountCents: 4871 },
    { status: 'success', billingGroups: 'success', payments: 2, amountCents: 9201 },
  ],
  total: 2,
};
const choices = {
  markets: [{ id: 'm1', name: 'Austin' }],
  vendors: [
    { id: 'v1', name: 'Lawn Pros' },
    { id: 'v2', name: 'Other' },
  ],
  crews: [],
};

function signInAs(type: 'vendor' | 'admin') {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', type, name: 'U', role: type, properties: [], vendor: null, crew: null, permissions: ['report_list'] }),
  );
}

function renderAt(path: string) {
  const dataProvider = { getReport: vi.fn(async () => payments), getReportChoices: vi.fn(async () => choices) };
  render(
    <AdminTestContext path={path} dataProvider={dataProvider as never}>
      <Routes>
        <Route path="/reports" element={<ReportCatalogue />} />
        <Route path="/reports/:report" element={<ReportPage />} />
      </Routes>
    </AdminTestContext>,
  );
  return dataProvider;
}

afterEach(() => localStorage.clear());

describe('a report', () => {
  it('asks for the header’s service week by default and shows the rows with statuses and amounts in words', async () => {
    signInAs('admin');
    const dataProvider = renderAt('/reports/payments?serviceDate=2031-03-05');
    const table = await screen.findByRole('table', { name: 'Payments by status' });
    expect(dataProvider.getReport).toHaveBeenCalledWith(
      'payments',
      expect.objectContaining({ dateFrom: '2031-03-03', dateTo: '2031-03-09', start: 0, length: 25 }),
    );
    const [header, failed, success] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Billing groups', 'Payments', 'Amount']);
    expect(
      within(failed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Failed', 'pending, failed', '1', '$48.71']);
    expect(within(success).getAllByRole('cell')[0].textContent).toBe('Success');
    expect(screen.getByText(/The table below holds the same figures/)).toBeInTheDocument();
  });

  it('asks the owner’s numbers without dates, for their own twelve months, until dates are chosen', async () => {
    signInAs('admin');
    const dataProvider = renderAt('/reports/owner-numbers?serviceDate=2031-03-05');
    await waitFor(() => expect(dataProvider.getReport).toHaveBeenCalled());
    const [report, params] = dataProvider.getReport.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(report).toBe('owner-numbers');
    expect(params).toMatchObject({ period: 'month', start: 0 });
    expect(params.dateFrom ?? '').toBe('');
    expect(params.dateTo ?? '').toBe('');
  });

  it('asks again with the status chosen and the dates typed', async () => {
    signInAs('admin');
    const dataProvider = renderAt('/reports/payments?serviceDate=2031-03-05');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-01-01' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed, stopped' }));
    await waitFor(() =>
      expect(dataProvider.getReport).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ dateFrom: '2031-01-01', dateTo: '2031-03-09', status: 'failed-stop' }),
      ),
    );
  });

  it('offers staff every report of the catalogue, the charge-later report among them', async () => {
    signInAs('admin');
    renderAt('/reports');
    expect(await screen.findByRole('link', { name: /Charge-later customers/ })).toHaveAttribute('href', '/reports/charge-later-customers');
    expect(screen.getByRole('link', { name: /Sales tax by jurisdiction/ })).toHaveAttribute('href', '/reports/sales-tax');
    expect(screen.getByRole('link', { name: /Accounts receivable aging/ })).toHaveAttribute('href', '/reports/ar-aging');
    expect(screen.getByRole('link', { name: /Leads and quotes won/ })).toHaveAttribute('href', '/reports/leads');
    const owner = screen.getByRole('region', { name: 'The owner’s numbers' });
    expect(
      within(owner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/reports/owner-numbers', '/reports/crew-productivity', '/reports/customer-retention']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(17);
  });

  it('shows a vendor only the visits and commissions reports', async () => {
    signInAs('vendor');
    renderAt('/reports');
    await screen.findByRole('link', { name: /Visits completed/ });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Visits completed',
      'Vendor commissions',
    ]);
  });
});
