import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { JobCostingReport, JobCostingRow } from '../../../common/schemas/jobCosting';
import type { JobCostingParams } from '../../dataProvider/reportMethods';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { JobCostingPage } from './JobCostingPage';

const figures = { revenueCents: 4500, laborMinutes: 30, laborCostCents: 1500, materialsCostCents: 0 };
// 120 properties, the least profitable first, as the server orders them.
const all: JobCostingRow[] = Array.from({ length: 120 }, (_, index) => ({
  key: `p${index}`,
  name: `${100 + index} Oak St, Austin`,
  visits: 1,
  ...figures,
  marginCents: 3000 + index,
  marginPercent: 66.7,
}));

function renderPage() {
  const getJobCosting = vi.fn(async ({ from, to, groupBy, limit, offset = 0 }: JobCostingParams): Promise<JobCostingReport> => ({
    from,
    to,
    groupBy,
    rows: all.slice(offset, limit ? offset + limit : undefined),
    rowCount: all.length,
    totals: {
      visits: 120,
      revenueCents: 540_000,
      laborMinutes: 3600,
      laborCostCents: 180_000,
      materialsCostCents: 0,
      marginCents: 360_000,
      marginPercent: 66.7,
    },
    unallocated: { laborMinutes: 0, laborCostCents: 0 },
  }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInAdmin(<JobCostingPage />, {
    path: '/job-costing?from=2031-03-01&to=2031-03-31&groupBy=property',
    dataProvider: { getJobCosting } as never,
    queryClient,
  });
  return { getJobCosting };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Job costing' }))
    .getAllByRole('row')
    .slice(1);

describe('JobCostingPage', () => {
  it('shows a page of rows at a time, with the totals of every row, and asks the server for the next page', async () => {
    const { getJobCosting } = renderPage();
    await screen.findByText('100 Oak St, Austin');
    expect(getJobCosting).toHaveBeenLastCalledWith(expect.objectContaining({ groupBy: 'property', limit: 50, offset: 0 }));
    // 50 rows and the totals' row, named for all 120.
    expect(bodyRows()).toHaveLength(51);
    expect(bodyRows().at(-1)!.textContent).toContain('Total of all 120 rows');
    expect(screen.getByText('1-50 of 120')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('150 Oak St, Austin');
    expect(getJobCosting).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 50, offset: 50 }));
    expect(screen.queryByText('100 Oak St, Austin')).toBeNull();
    expect(screen.getByText('51-100 of 120')).toBeTruthy();
  });

  it('goes back to the first page when the grouping changes', async () => {
    const { getJobCosting } = renderPage();
    await screen.findByText('100 Oak St, Austin');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('150 Oak St, Austin');
    await userEvent.click(screen.getByRole('combobox', { name: 'Group by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Crew' }));
    await waitFor(() => expect(getJobCosting).toHaveBeenLastCalledWith(expect.objectContaining({ groupBy: 'crew', offset: 0 })));
  });
});
