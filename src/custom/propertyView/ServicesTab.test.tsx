import { screen, within } from '@testing-library/react';
import { type DataProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionKey } from '../../../common/permissions';
import type { ServiceRecord } from '../../../common/schemas/customerRecord';
import { session } from '../../auth/session';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ServicesTab } from './ServicesTab';

const service = (type: ServiceRecord['type'], _id: string): ServiceRecord => ({
  _id,
  customerId: 'c1',
  propertyId: 'p1',
  createdById: null,
  type,
  frequency: 1,
  frontBack: 'both',
  price: 45,
  startDate: '2026-03-02',
  mowDay: 2,
  timeCapHours: null,
  status: 'started',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

function renderTab(permissions: PermissionKey[]) {
  session.save({
    _id: 'u1',
    token: 't',
    name: 'Dana',
    role: 'admin',
    type: 'admin',
    properties: [],
    vendor: null,
    crew: null,
    permissions,
  });
  const dataProvider = {
    getPropertyServices: vi.fn().mockResolvedValue([service('mow', 's1'), service('treatment', 's2')]),
    getTimeCapOptions: vi.fn().mockResolvedValue([1, 2]),
  };
  const property = { _id: 'p1', customer: { _id: 'c1', locked: false } } as unknown as PropertyRecord;
  renderInAdmin(<ServicesTab property={property} />, { dataProvider: dataProvider as unknown as DataProvider, store: memoryStore() });
}

afterEach(() => session.clear());

describe('the Services tab', () => {
  it('sends a lawn treatment service to its program enrolment instead of offering to edit or cancel it', async () => {
    renderTab(['treatments_manage']);
    const lawn = await screen.findByRole('listitem', { name: 'Lawn Service' });
    expect(within(lawn).getByRole('button', { name: 'Edit' })).toBeEnabled();
    const treatment = screen.getByRole('listitem', { name: 'Lawn treatment' });
    expect(within(treatment).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(treatment).queryByRole('button', { name: 'Cancel service' })).not.toBeInTheDocument();
    expect(within(treatment).getByText(/Set by its program enrolment/)).toBeInTheDocument();
    // Its rounds and prices are the enrolment's: no price or frequency of its own.
    expect(within(treatment).queryByText('$45.00')).not.toBeInTheDocument();
    expect(within(treatment).getByText('starts 3/2/2026')).toBeInTheDocument();
    expect(within(lawn).getByText('$45.00')).toBeInTheDocument();
    expect(within(treatment).getByRole('link', { name: 'Open Programs' })).toHaveAttribute('href', '#/customers/view/p1?tab=programs');
  });

  it('names no Programs tab to staff who cannot open it', async () => {
    renderTab([]);
    const treatment = await screen.findByRole('listitem', { name: 'Lawn treatment' });
    expect(within(treatment).getByText(/Set by its program enrolment/)).toBeInTheDocument();
    expect(within(treatment).queryByRole('link')).not.toBeInTheDocument();
  });
});
