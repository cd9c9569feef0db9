import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralWallet, TrackerRecord } from '../../../common/schemas/referral';
import { ReferAndEarnPage } from './ReferAndEarnPage';
import { AdminTestContext } from '../../testing/AdminTestContext';

const tracker: TrackerRecord = {
  _id: 't1',
  referrer: { propertyId: 'p1', customerId: 'c1', address: null, customerName: 'Dana' },
  referred: { propertyId: 'p2', customerId: 'c2', address: null, customerName: 'Sam' },
  visits: 6,
  referrerRewardEarned: true,
  referredRewardEarned: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const credit = {
  _id: 'w1',
  customerId: 'c1',
  propertyId: 'p1',
  reason: 'referrer-reward' as const,
  trackerId: 't1',
  appliedTo: null,
  appliedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const wallet: ReferralWallet = { trackers: [tracker], credits: [credit], available: 1 };

function renderPage(overrides: Partial<Record<string, unknown>> = {}) {
  const dataProvider = {
    getReferralContent: vi
      .fn()
      .mockResolvedValue({ message: 'Refer a neighbor, earn a mow.', baseAddress: '', customerId: 'c1', referralCode: 'LD12AB' }),
    getReferralTrackers: vi.fn().mockResolvedValue(wallet),
    getFutureAvailableMowServices: vi
      .fn()
      .mockResolvedValue([{ workLogId: 'wl9', propertyId: 'p1', address: '1 Elm St', date: '2026-12-02', priceCents: 4500 }]),
    updateServiceToFree: vi.fn().mockResolvedValue({ ...credit, appliedTo: { workLogId: 'wl9', date: '2026-12-02', address: '1 Elm St' } }),
    ...overrides,
  };
  render(
    <AdminTestContext dataProvider={dataProvider as unknown as DataProvider}>
      <ReferAndEarnPage />
      <Notification />
    </AdminTestContext>,
  );
  return dataProvider;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Refer & Earn', () => {
  it('shows the link on this site with the customer code, the rules in the reader language and the wallet', async () => {
    const dataProvider = renderPage();
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      `${window.location.origin}/signup?referralCode=LD12AB`,
    );
    expect(dataProvider.getReferralContent).toHaveBeenCalledWith('en');
    expect(screen.getByText('Refer a neighbor, earn a mow.')).toBeInTheDocument();
    expect(await screen.findByTestId('free-mows-available')).toHaveTextContent('1 free mow available');
    expect(screen.getByText('You referred Sam')).toBeInTheDocument();
    expect(screen.getByText('6 completed mows')).toBeInTheDocument();
    expect(dataProvider.getReferralTrackers).toHaveBeenCalledWith({ customerId: 'c1' });
  });

  it('uses the base address from System Settings when there is one', async () => {
    renderPage({
      getReferralContent: vi
        .fn()
        .mockResolvedValue({ message: 'Rules', baseAddress: 'https://refer.lawndesk.test', customerId: 'c1', referralCode: 'LD12AB' }),
    });
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      'https://refer.lawndesk.test/signup?referralCode=LD12AB',
    );
  });

  it('copies the link with a toast, and the copied state resets after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After setup, which puts a clipboard of its own on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup?referralCode=LD12AB`);
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('applies a free mow to the upcoming mow the customer picks', async () => {
    const dataProvider = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a free mow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use a free mow' });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: '12/2/2026 · 1 Elm St · $45.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(dataProvider.updateServiceToFree).toHaveBeenCalledWith({ customerId: 'c1', workLogId: 'wl9' }));
    expect(await screen.findByText('Free mow applied: that mow will not be charged.')).toBeInTheDocument();
    expect(dataProvider.getFutureAvailableMowServices).toHaveBeenCalledWith({ customerId: 'c1', propertyId: undefined });
  });
});
