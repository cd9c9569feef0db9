import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { AccessWindowsCard } from './AccessWindowsCard';

const property = { _id: 'p1', accessWindows: [], customer: { locked: false } } as unknown as PropertyRecord;

describe('AccessWindowsCard', () => {
  it('adds a window in the dialog and saves it with the property', async () => {
    const updateProperty = vi.fn().mockResolvedValue({});
    renderInAdmin(<AccessWindowsCard property={property} />, {
      dataProvider: { updateProperty } as unknown as DataProvider,
      store: memoryStore(),
    });
    expect(screen.getByText('Any time within the crew’s hours')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit windows' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a window' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Mon' }));
    await userEvent.type(within(dialog).getByLabelText('From'), '08:00');
    await userEvent.type(within(dialog).getByLabelText('Until'), '12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateProperty).toHaveBeenCalled());
    expect(updateProperty.mock.calls[0][1]).toEqual({ accessWindows: [{ days: [1], start: '08:00', end: '12:00' }] });
  });
});
