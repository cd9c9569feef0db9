import { screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { LocateApproximateButton } from './LocateApproximateButton';

const providerWith = (on: boolean) => ({ geocodingState: vi.fn(async () => ({ on })), locateApproximate: vi.fn() });

describe('Locate approximate addresses', () => {
  it('is offered when a geocoder is configured', async () => {
    renderInAdmin(<LocateApproximateButton importId="i1" />, { dataProvider: providerWith(true) as unknown as DataProvider });
    expect(await screen.findByRole('button', { name: 'Locate approximate addresses' })).toBeInTheDocument();
  });

  it('is not offered without a geocoder, where it could only fail', async () => {
    const provider = providerWith(false);
    renderInAdmin(<LocateApproximateButton importId="i1" />, { dataProvider: provider as unknown as DataProvider });
    await waitFor(() => expect(provider.geocodingState).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Locate approximate addresses' })).not.toBeInTheDocument();
  });
});
