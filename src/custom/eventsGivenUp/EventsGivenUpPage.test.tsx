import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { GivenUpEvent } from '../../../common/schemas/domainEvent';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { EventsGivenUpPage } from './EventsGivenUpPage';

const RECEIPT: GivenUpEvent = {
  _id: 41,
  name: 'payment.succeeded',
  createdAt: '2026-11-25T14:05:00Z',
  attempts: 10,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  waiting: ['messaging: sends the receipt'],
};

function renderPage(events: GivenUpEvent[][], delivered = true) {
  const getGivenUpEvents = vi.fn(async () => events.shift() ?? []);
  const retryEvent = vi.fn(async () => ({ delivered }));
  render(
    <AdminTestContext dataProvider={{ getGivenUpEvents, retryEvent } as unknown as DataProvider}>
      <EventsGivenUpPage />
      <Notification />
    </AdminTestContext>,
  );
  return { getGivenUpEvents, retryEvent };
}

describe('System Settings: events that gave up', () => {
  it('lists each with its error and who still waits for it, and tries one again on request', async () => {
    const { retryEvent } = renderPage([[RECEIPT], []]);
    const row = (await screen.findByText('payment.succeeded #41')).closest('tr')!;
    expect(within(row).getByText('messaging: sends the receipt')).toBeVisible();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeVisible();
    fireEvent.click(within(row).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(retryEvent).toHaveBeenCalledWith(41));
    expect(await screen.findByText('Delivered.')).toBeVisible();
    // Read again: delivered, it has left the list.
    expect(await screen.findByText(/Nothing has given up/)).toBeVisible();
  });

  it('says so when the event failed again, and keeps it listed', async () => {
    renderPage([[RECEIPT], [{ ...RECEIPT, attempts: 11, lastError: 'still down' }]], false);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('It failed again: the error is updated below.')).toBeVisible();
    expect(await screen.findByText('still down')).toBeVisible();
  });
});
