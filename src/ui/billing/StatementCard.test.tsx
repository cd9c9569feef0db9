import { screen, within } from '@testing-library/react';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerStatement } from '../../../common/schemas/invoice';
import { invoiceMethods } from '../../dataProvider/invoiceMethods';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { StatementCard } from './StatementCard';

const STATEMENT: CustomerStatement = {
  customerId: 'cu1',
  customerName: 'Pat Doe',
  billTo: { companyName: null, name: 'Pat Doe', lines: ['1 Elm St', 'Austin, TX 78701'], poNumber: null },
  language: 'en',
  asOf: '2026-11-27',
  invoices: [
    {
      id: 'i1',
      number: 1041,
      issuedOn: '2026-09-01',
      dueOn: '2026-10-01',
      totalCents: 17490,
      receivedCents: 5000,
      balanceCents: 12490,
      daysPastDue: 57,
      bucket: 'days31to60',
    },
    {
      id: 'i2',
      number: 1060,
      issuedOn: '2026-11-01',
      dueOn: '2026-12-01',
      totalCents: 4500,
      receivedCents: 0,
      balanceCents: 4500,
      daysPastDue: 0,
      bucket: 'current',
    },
  ],
  buckets: { current: 4500, days1to30: 0, days31to60: 12490, days61to90: 0, over90: 0 },
  balanceCents: 16990,
};

function renderCard(statement: CustomerStatement, customerId?: string) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 200, data: statement }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(<StatementCard customerId={customerId} />, { dataProvider: invoiceMethods as unknown as DataProvider });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('StatementCard', () => {
  it('shows the open invoices with how late each is, the aging buckets and the balance', async () => {
    const fetchMock = renderCard(STATEMENT, 'cu1');
    const table = await screen.findByRole('table', { name: 'Open invoices' });
    const late = within(table).getByRole('row', { name: /1041/ });
    expect(within(late).getByText('57 days late')).toBeInTheDocument();
    expect(within(late).getByText('$124.90')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /1060/ })).queryByText(/late/)).not.toBeInTheDocument();
    const balance = screen.getByText('Balance due').nextElementSibling;
    expect(balance).toHaveTextContent('$169.90');
    expect(screen.getByText('31–60 days').nextElementSibling).toHaveTextContent('$124.90');
    expect(screen.getByRole('button', { name: 'Statement PDF' })).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/invoices/statement?customerId=cu1');
  });

  it('shows nothing when nothing is owed', async () => {
    const fetchMock = renderCard({
      ...STATEMENT,
      invoices: [],
      buckets: { ...STATEMENT.buckets, current: 0, days31to60: 0 },
      balanceCents: 0,
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/invoices\/statement$/);
    expect(screen.queryByRole('heading', { name: 'Statement' })).not.toBeInTheDocument();
  });
});
