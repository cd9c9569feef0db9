import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DelayConfig } from '../../../common/schemas/notification';
import { dataProvider } from '../../dataProvider';
import { useReopenDelayPrompt } from '../notifications/delayPromptAside';
import { DelayPrompt } from './DelayPrompt';
import { AdminTestContext } from '../../testing/AdminTestContext';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function serve(config: DelayConfig, answerStatus = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('delayServiceConfig')
      ? json(200, { status: 200, data: config })
      : json(answerStatus, { status: answerStatus, message: init?.body ? 'ok' : '' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stands for the bell's delay-prompt notification, which brings a prompt put aside back. */
function ReopenFromNotification() {
  const reopen = useReopenDelayPrompt();
  return (
    <button type="button" onClick={reopen}>
      notification
    </button>
  );
}

const renderPrompt = (store = memoryStore()) =>
  render(
    <AdminTestContext path="/" dataProvider={dataProvider} store={store}>
      <DelayPrompt />
      <ReopenFromNotification />
      <Notification />
    </AdminTestContext>,
  );

describe('DelayPrompt', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({
        _id: 'u1',
        type: 'crew',
        name: 'C',
        role: 'crew',
        properties: [],
        vendor: { _id: 'v1', status: 'active' },
        crew: { _id: 'c1', name: 'North' },
        permissions: [],
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks Yes or No for service-delay-initial and sends the answer', async () => {
    const fetchMock = serve({
      display: true,
      type: 'service-delay-initial',
      notificationId: 'n1',
      title: 'Rain',
      description: 'Can you finish today?',
      expire: inAnHour(),
    });
    renderPrompt();
    expect(await screen.findByText('Can you finish today?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/vendor/v1/crews/delayServiceNotificationResponse'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('delayServiceNotificationResponse'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ notificationId: 'n1', crewResponse: 'yes' });
  });

  it('shows a single Ok for service-delay-confirm, and the failure message when the answer is not saved', async () => {
    serve(
      {
        display: true,
        type: 'service-delay-confirm',
        notificationId: 'n2',
        title: 'Delay confirmed',
        description: 'Start after 11 am',
        expire: inAnHour(),
      },
      500,
    );
    renderPrompt();
    expect(await screen.findByText('Start after 11 am')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Failed to update the response.')).toBeInTheDocument();
  });

  it('is put aside with Escape or the close button, stays aside after a reload, and comes back from its notification', async () => {
    const fetchMock = serve({
      display: true,
      type: 'service-delay-initial',
      notificationId: 'n4',
      title: 'Rain',
      description: 'Can you finish today?',
      expire: inAnHour(),
    });
    const store = memoryStore();
    const { unmount } = renderPrompt(store);
    expect(await screen.findByRole('dialog', { name: 'Rain' })).toHaveAccessibleDescription('Can you finish today?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The question waits in your notifications.')).toBeInTheDocument();
    unmount();

    renderPrompt(store);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('delayServiceConfig'))).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'notification' }));
    expect(await screen.findByRole('dialog', { name: 'Rain' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Answer later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing was answered: the question is still the server's.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('delayServiceNotificationResponse'))).toBe(false);
  });

  it('comes back when a new prompt arrives after one was put aside', async () => {
    const store = memoryStore({ 'crew.delayPromptAside': 'n-old' });
    serve({
      display: true,
      type: 'service-delay-confirm',
      notificationId: 'n5',
      title: 'Delay confirmed',
      description: 'Start after 11 am',
      expire: inAnHour(),
    });
    renderPrompt(store);
    expect(await screen.findByRole('dialog', { name: 'Delay confirmed' })).toBeInTheDocument();
  });

  it('stays hidden when display is false or the prompt has expired', async () => {
    const fetchMock = serve({
      display: true,
      type: 'service-delay-initial',
      notificationId: 'n3',
      title: 'Old',
      description: 'Expired question',
      expire: new Date(Date.now() - 1000).toISOString(),
    });
    renderPrompt();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Expired question')).not.toBeInTheDocument();
  });
});
