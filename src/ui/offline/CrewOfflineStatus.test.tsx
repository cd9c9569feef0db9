import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withParams } from '../../../common/i18n/catalog';
import { dataProvider } from '../../dataProvider';
import { CrewOfflineStatus } from './CrewOfflineStatus';
import { useCrewActions } from './useCrewActions';
import { renderInAdmin } from '../../testing/AdminTestContext';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function StartButton({ address }: { address?: string }) {
  const { submit } = useCrewActions();
  return (
    <button
      onClick={() =>
        void submit({ kind: 'status', workLogId: 'w1', change: { action: 'start', reason: null, reasonPhraseId: null }, address })
      }
    >
      start
    </button>
  );
}

/** Each test signs in its own crew user, so that the queues (one per user) never meet. */
function renderAs(userId: string, address?: string, locale = 'en') {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: userId,
      type: 'crew',
      name: 'C',
      role: 'crew',
      properties: [],
      vendor: null,
      crew: { _id: 'c1', name: 'North' },
      permissions: [],
    }),
  );
  renderInAdmin(
    <>
      <CrewOfflineStatus />
      <StartButton address={address} />
    </>,
    { path: '/', dataProvider, store: memoryStore({ locale }) },
  );
}

const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/work-logs/w1/status'))
    .map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          status: 422,
          message: 'This idempotency key was already used for another call.',
          messageKey: 'server.idempotency.key_used_elsewhere',
        }),
      ),
    );
    renderAs('crew-conflict');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('Not applied: start the stop')).toBeInTheDocument();
    expect(screen.getByText('This idempotency key was already used for another call.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Not applied: start the stop')).not.toBeInTheDocument());
  });

  it('names the stop refused by its address, even once the server no longer lists it', async () => {
    const refusal = withParams('server.work_logs.status_cannot_be', {
      status: 'server.work_logs.statuses.cancel',
      action: 'server.work_logs.actions.start',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { status: 409, message: refusal, messageKey: refusal })),
    );
    renderAs('crew-cancelled', '12 Pecan Ln');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('Not applied: start the stop at 12 Pecan Ln')).toBeInTheDocument();
    expect(screen.getByText('A cancelled work log cannot be started.')).toBeInTheDocument();
  });

  it("says so in Spanish for a crew reading Spanish, the server's reason included", async () => {
    const refusal = withParams('server.work_logs.status_cannot_be', {
      status: 'server.work_logs.statuses.cancel',
      action: 'server.work_logs.actions.start',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { status: 409, message: refusal, messageKey: refusal })),
    );
    renderAs('crew-cancelled-es', '12 Pecan Ln', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'start' }));
    const alert = await screen.findByText('No aplicado: iniciar la parada en 12 Pecan Ln');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Un trabajo cancelado no puede quedar iniciado.');
  });
});
