import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { CrewOfflineStatus } from './CrewOfflineStatus';
import { useCrewActions } from './useCrewActions';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function StartButton() {
  const { submit } = useCrewActions();
  return <button onClick={() => void submit({ kind: 'status', workLogId: 'w1', change: { action: 'start', reason: null, reasonPhraseId: null } })}>start</button>;
}

/** Each test signs in its own crew user, so that the queues (one per user) never meet. */
function renderAs(userId: string) {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ _id: userId, type: 'crew', name: 'C', role: 'crew', properties: [], vendor: null, crew: { _id: 'c1', name: 'North' }, permissions: [] }));
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} i18nProvider={i18nProvider}>
        <CrewOfflineStatus />
        <StartButton />
      </AdminContext>
    </MemoryRouter>,
  );
}

const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/work-logs/w1/status')).map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));

describe('CrewOfflineStatus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts a change that met no network as waiting, and sends it with the same key when the signal returns', async () => {
    let signal = false;
    const fetchMock = vi.fn(async () => {
      if (!signal) throw new TypeError('Failed to fetch');
      return json(200, { status: 200, data: {} });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAs('crew-waiting');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('Offline — 1 change waiting')).toBeInTheDocument();

    signal = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/change waiting/)).not.toBeInTheDocument());
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows a refused change with the server's message until the crew dismisses it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(422, { status: 422, message: 'This idempotency key was already used for another call.', messageKey: 'server.idempotency.key_used_elsewhere' })));
    renderAs('crew-conflict');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('Not applied: start the stop')).toBeInTheDocument();
    expect(screen.getByText('This idempotency key was already used for another call.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Not applied: start the stop')).not.toBeInTheDocument());
  });
});
