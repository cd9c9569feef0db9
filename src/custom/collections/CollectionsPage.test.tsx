import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CollectionsQuery, CollectionsSummary } from '../../../common/schemas/collections';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { CollectionsPage } from './CollectionsPage';
import { collectionsCsv } from './collectionsCsv';
import { everyRow } from './everyRow';

const SUMMARY: CollectionsSummary = {
  today: '2031-05-20',
  outstanding: [
    { bucket: '0-7', count: 2, amountCents: 9000 },
    { bucket: '8-30', count: 1, amountCents: 4500 },
    { bucket: 'over-30', count: 0, amountCents: 0 },
  ],
  recovered: { count: 3, amountCents: 13500, declined: 4, rate: 0.75 },
  held: [
    {
      propertyId: 'p1',
      customerId: 'c1',
      customerName: 'Terry Fixture',
      address: '1 Oak St',
      // 10 pm on 5/9 in Austin, already 5/10 in UTC.
      visitsHeldAt: '2031-05-10T03:00:00.000Z',
      visitsHoldReason: 'Owes since May',
    },
  ],
  heldTotal: 1,
  expiringCards: [
    { cardId: 'k1', customerId: 'c2', customerName: 'Sam Card', brand: 'visa', last4: '4242', expiryMonth: 6, expiryYear: 2031 },
  ],
  expiringTotal: 1,
};

function renderPage(getCollections = vi.fn(async (_query?: CollectionsQuery) => SUMMARY)) {
  const setVisitsHold = vi.fn(async () => ({ propertyId: 'p1', visitsHeld: false, visitsHeldAt: null, visitsHoldReason: 'x' }));
  const dataProvider = { getCollections, setVisitsHold } as unknown as DataProvider;
  render(
    <AdminTestContext dataProvider={dataProvider} path="/collections">
      <CollectionsPage />
    </AdminTestContext>,
  );
  return { setVisitsHold, getCollections };
}

/** A business with `held` held properties, answered a page at a time as the server does. */
function manyHeld(held: number) {
  return vi.fn(async (query: CollectionsQuery = {}): Promise<CollectionsSummary> => {
    const perPage = query.perPage ?? 25;
    const first = ((query.heldPage ?? 1) - 1) * perPage;
    const rows = Array.from({ length: Math.max(0, Math.min(perPage, held - first)) }, (_, index) => ({
      ...SUMMARY.held[0],
      propertyId: `p${first + index + 1}`,
      address: `${first + index + 1} Oak St`,
    }));
    return { ...SUMMARY, held: rows, heldTotal: held };
  });
}

describe('CollectionsPage', () => {
  it('shows failed payments by age, the recovery, held properties and expiring cards, and releases a hold', async () => {
    const { setVisitsHold } = renderPage();
    expect(await screen.findByText('0–7 days')).toBeInTheDocument();
    expect(screen.getByText('2 · $90.00')).toBeInTheDocument();
    expect(screen.getByText('3 payments, $135.00: 75.0 % of the 4 declined this month')).toBeInTheDocument();
    expect(screen.getByText('Terry Fixture · 1 Oak St')).toBeInTheDocument();
    // Held since the business's day of the hold, M/D/YYYY, with its reason.
    expect(screen.getByText(/^Held since 5\/9\/2031.*Owes since May/)).toBeInTheDocument();
    expect(screen.getByText('visa ending 4242, expires 6/2031')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(setVisitsHold).toHaveBeenCalledWith('p1', { hold: false, reason: 'Released from the collections screen' }));
  });

  it('pages a long list of held properties and shows no pages for a short one', async () => {
    const getCollections = manyHeld(60);
    renderPage(getCollections);
    expect(await screen.findByText('Terry Fixture · 25 Oak St')).toBeInTheDocument();
    expect(screen.queryByText('Terry Fixture · 26 Oak St')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Properties held for unpaid charges' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Terry Fixture · 60 Oak St')).toBeInTheDocument();
    expect(getCollections).toHaveBeenLastCalledWith({ heldPage: 3, expiringPage: 1 });
    // One card expiring: no page numbers under that list.
    expect(screen.queryByRole('navigation', { name: 'Cards expiring next month' })).not.toBeInTheDocument();
  });

  it('reads every page of each list for the export', async () => {
    const read = manyHeld(1_201);
    const summary = await everyRow(read);
    expect(summary.held).toHaveLength(1_201);
    expect(new Set(summary.held.map((row) => row.propertyId)).size).toBe(1_201);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('exports every figure as CSV lines', () => {
    const translate = (key: string, options?: { _?: string }) => options?._ ?? key.split('.').at(-1)!;
    const csv = collectionsCsv(SUMMARY, translate, (cents) => `$${(cents / 100).toFixed(2)}`);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 1 + 1 + 1);
    expect(lines[1]).toBe('outstanding,0-7,2,$90.00,');
    expect(lines[5]).toBe('held,Terry Fixture,,,1 Oak St: Owes since May');
  });
});
