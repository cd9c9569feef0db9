import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPage, NotificationRecord } from '../../../common/schemas/notification';
import { dataProvider } from '../../dataProvider';
import { NotificationPanel } from './NotificationPanel';
import { AdminTestContext } from '../../testing/AdminTestContext';

const notification = (index: number): NotificationRecord => ({
  _id: `n${index}`,
  type: 'service-schedule',
  title: `Visit ${index}`,
  message: 'Scheduled',
  date: new Date(Date.UTC(2026, 10, 1, 15, index)).toISOString(),
  isRead: index % 2 === 0,
  additionalData: {},
  completedBy: null,
});

function respondWith(pages: (start: number) => NotificationPage | 'fail') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const start = Number(new URL(String(input), 'http://localhost').searchParams.get('start'));
    const page = pages(start);
    return page === 'fail'
      ? new Response(JSON.stringify({ status: 500, message: 'down' }), { status: 500, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify({ status: 200, data: page }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPanel = () =>
  render(
    <AdminTestContext path="/" dataProvider={dataProvider}>
      <NotificationPanel />
    </AdminTestContext>,
  );

describe('NotificationPanel', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({
        _id: 'u1',
        type: 'customer',
        name: 'U',
        role: 'customer',
        properties: [],
        vendor: null,
        crew: null,
        permissions: [],
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows 20, then 20 more when scrolled to the bottom, with the time as MM/dd/yyyy, h:mm a on the business's clock, named when the browser's differs", async () => {
    const all = Array.from({ length: 25 }, (_, index) => notification(24 - index));
    const fetchMock = respondWith((start) => ({ list: all.slice(start, start + 20), read: 13, unread: 12, total: 25 }));
    renderPanel();
    expect(await screen.findByText('Visit 24')).toBeInTheDocument();
    expect(screen.queryByText('Visit 4')).not.toBeInTheDocument();
    // The tests' browser runs on UTC: 15:00 UTC reads 9:00 AM in Chicago, named CST.
    expect(screen.getAllByText(/^11\/01\/2026, 9:\d{2} AM CST$/)).toHaveLength(20);

    const list = screen.getByTestId('notification-list');
    Object.defineProperties(list, {
      scrollHeight: { value: 1000 },
      clientHeight: { value: 400 },
      scrollTop: { value: 600, writable: true },
    });
    fireEvent.scroll(list);
    expect(await screen.findByText('Visit 0')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1][0])).toContain('start=20&length=20');
  });

  it('says there are no new notifications when the list is empty, and when loading fails', async () => {
    respondWith(() => ({ list: [], read: 0, unread: 0, total: 0 }));
    const { unmount } = renderPanel();
    expect(await screen.findByText('No new notifications !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    unmount();

    respondWith(() => 'fail');
    renderPanel();
    await waitFor(() => expect(screen.getByText('No new notifications !')).toBeInTheDocument());
  });
});
