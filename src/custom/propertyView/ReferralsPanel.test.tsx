import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { TrackerRecord } from '../../../common/schemas/referral';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { ReferralsPanel } from './ReferralsPanel';
import { renderInAdmin } from '../../testing/AdminTestContext';

const property = { _id: 'p2', id: 'p2', customer: { _id: 'c2', locked: false } } as unknown as PropertyRecord;
const tracker: TrackerRecord = {
  _id: 't1',
  referrer: { propertyId: 'p1', customerId: 'c1', address: '1 Elm St', customerName: 'Dana Whitfield' },
  referred: { propertyId: 'p2', customerId: 'c2', address: '2 Oak St', customerName: 'Sam Signup' },
  visits: 3,
  referrerRewardEarned: false,
  referredRewardEarned: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderPanel(trackers = [tracker], locale: 'en' | 'es' = 'en') {
  const dataProvider = {
    getReferralTrackers: vi.fn().mockResolvedValue({ trackers, credits: [], available: 0 }),
    removeTracker: vi.fn().mockResolvedValue(tracker),
    addReferral: vi.fn().mockResolvedValue(tracker),
    addServiceTracker: vi.fn().mockResolvedValue({ ...tracker, visits: 4 }),
    getUncountedWorkLogs: vi.fn().mockResolvedValue([{ workLogId: 'wl1', date: '2026-10-05', serviceType: 'mow' }]),
  };
  renderInAdmin(<ReferralsPanel property={property} />, {
    dataProvider: dataProvider as unknown as DataProvider,
    store: memoryStore({ locale }),
  });
  return dataProvider;
}

describe('ReferralsPanel', () => {
  it('tells staff, not the customer, that the customer has no referrals yet', async () => {
    renderPanel([]);
    expect(
      await screen.findByText('No referrals yet: the customer has not shared their referral link, or nobody has signed up with it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Share your link/)).not.toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    renderPanel([], 'es');
    expect(await screen.findByText(/el cliente no ha compartido su enlace de referido/)).toBeInTheDocument();
    expect(screen.queryByText(/Comparta su enlace/)).not.toBeInTheDocument();
  });

  it('lists the property trackers with their progress, and removes one after confirming', async () => {
    const dataProvider = renderPanel();
    expect(await screen.findByText('Referred by Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('3 of 6')).toBeInTheDocument();
    expect(dataProvider.getReferralTrackers).toHaveBeenCalledWith({ customerId: 'c2', propertyId: 'p2' });
    expect(screen.getByRole('button', { name: 'Use a free mow' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tracker' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.removeTracker).toHaveBeenCalledWith('t1'));
  });

  it('counts a completed visit of the referred property the tracker missed, read through the referral call, not the work logs', async () => {
    const dataProvider = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Count a visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Count a completed visit the tracker missed' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Completed visit' }));
    await userEvent.click(screen.getByRole('option', { name: '10/5/2026 · Lawn Service' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Count a visit' }));
    await waitFor(() => expect(dataProvider.addServiceTracker).toHaveBeenCalledWith({ trackerId: 't1', workLogId: 'wl1' }));
    expect(dataProvider.getUncountedWorkLogs).toHaveBeenCalledWith('t1');
  });

  it('adds a referral by the referrer code', async () => {
    const dataProvider = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add referral code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add referral code' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: "Referrer's referral code" }), 'ld12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.addReferral).toHaveBeenCalledWith('p2', { referralCode: 'LD12AB' }));
  });
});
