import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PortalApplication } from '../../../common/schemas/portal';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { MyTreatments } from './MyTreatments';

const HOUR = 3_600_000;
const application = (values: Partial<PortalApplication>): PortalApplication => ({
  _id: 'a1',
  propertyId: 'p1',
  address: '618 William Cannon Dr, Austin, TX 78705',
  startedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  productName: 'Dimension 2EW',
  epaRegNo: '62719-542',
  targetPest: 'Crabgrass',
  amount: 3.5,
  unit: 'fl oz',
  areaSqFt: 6200,
  reentryAt: null,
  ...values,
});

function renderSection(rows: PortalApplication[], locale: 'en' | 'es' = 'en', propertyCount = 1) {
  const dataProvider = { getMyApplications: vi.fn().mockResolvedValue(rows) };
  renderInAdmin(<MyTreatments propertyCount={propertyCount} />, {
    dataProvider: dataProvider as unknown as DataProvider,
    store: memoryStore({ locale }),
  });
  return dataProvider;
}

describe('the portal’s lawn treatments', () => {
  it('says what was applied, against what, and whether the lawn may be used yet', async () => {
    renderSection([
      application({ _id: 'a1', reentryAt: new Date(Date.now() + 2 * HOUR).toISOString() }),
      application({ _id: 'a2', productName: 'Speedzone', targetPest: 'Dandelions', reentryAt: new Date(Date.now() - HOUR).toISOString() }),
      application({ _id: 'a3', productName: 'Lawn fertilizer 24-0-11', unit: 'lb', amount: 4.65, targetPest: 'Feeding' }),
    ]);
    const dimension = await screen.findByRole('listitem', { name: 'Dimension 2EW' });
    expect(within(dimension).getByText('For Crabgrass · 3.5 fl oz on 6,200 sq ft')).toBeInTheDocument();
    expect(within(dimension).getByText('EPA reg. no. 62719-542')).toBeInTheDocument();
    expect(within(dimension).getByText(/^Keep people and pets off until /)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Speedzone' })).getByText(/^Safe to use since /)).toBeInTheDocument();
    const fertilizer = screen.getByRole('listitem', { name: 'Lawn fertilizer 24-0-11' });
    expect(within(fertilizer).getByText('No wait before using the lawn')).toBeInTheDocument();
    expect(within(fertilizer).getByText('For Feeding · 4.65 lb on 6,200 sq ft')).toBeInTheDocument();
    // One property: its address is the page's already.
    expect(screen.queryByText(/William Cannon/)).not.toBeInTheDocument();
  });

  it('names the lawn for a customer with several properties, even when one lawn was treated', async () => {
    renderSection([application({ _id: 'a1' })], 'en', 2);
    const row = await screen.findByRole('listitem', { name: 'Dimension 2EW' });
    expect(within(row).getByText('618 William Cannon Dr, Austin, TX 78705 · EPA reg. no. 62719-542')).toBeInTheDocument();
  });

  it('shows the newest three, then all on asking, naming the property when there are several', async () => {
    const rows = [1, 2, 3, 4].map((n) => application({ _id: `a${n}`, productName: `Product ${n}`, propertyId: `p${n % 2}` }));
    renderSection(rows, 'es');
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText(/William Cannon/)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Ver los 4' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Tratamientos del césped' })).toBeInTheDocument();
  });

  it('is not shown to a customer without treatments', async () => {
    const provider = renderSection([]);
    await waitFor(() => expect(provider.getMyApplications).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Lawn treatments' })).not.toBeInTheDocument();
  });
});
