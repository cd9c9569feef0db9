import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DelayConfig } from '../../../common/schemas/notification';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { DelayPrompt } from './DelayPrompt';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function serve(config: DelayConfig, answerStatus = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('delayServiceConfig') ? json(200, { status: 200, data: config }) : json(answerStatus, { status: answerStatus, message: init?.body ? 'ok' : '' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPrompt = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} i18nProvider={i18nProvider}>
        <DelayPrompt />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('DelayPrompt', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', type: 'crew', name: 'C', role: 'crew', properties: [], vendor: { _id: 'v1', status: 'active' }, crew: { _id: 'c1', name: 'North' }, permissions: [] }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks Yes or No for service-delay-initial and sends the answer', async () => {
    const fetchMock = serve({ display: true, type: 'service-delay-initial', notificationId: 'n1', title: 'Rain', description: 'Can you finish today?', expire: inAnHour() });
    renderPrompt();
    expect(await screen.findByText('Can you finish today?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/vendor/v1/crews/delayServiceNotificationResponse'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('delayServiceNotificationResponse'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ notificationId: 'n1', crewResponse: 'yes' });
  });

  it('shows a single Ok for service-delay-confirm, and the failure message when the answer is not saved', async () => {
    serve({ display: true, type: 'service-delay-confirm', notificationId: 'n2', title: 'Delay confirmed', description: 'Start after 11 am', expire: inAnHour() }, 500);
    renderPrompt();
    expect(await screen.findByText('Start after 11 am')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Failed to update the response.')).toBeInTheDocument();
  });

  it('stays hidden when display is false or the prompt has expired', async () => {
    const fetchMock = serve({ display: true, type: 'service-delay-initial', notificationId: 'n3', title: 'Old', description: 'Expired question', expire: new Date(Date.now() - 1000).toISOString() });
    renderPrompt();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Expired question')).not.toBeInTheDocument();
  });
});
