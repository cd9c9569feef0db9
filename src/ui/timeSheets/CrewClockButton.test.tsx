import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { CrewOfflineStatus } from '../offline/CrewOfflineStatus';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ClockInOutButton } from './ClockInOutButton';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Punch = { key: string | null; body: { at?: string; userIds?: string[] } };

/**
 * A server for one crew leader and one member. `signal` false makes the punches meet no network (the reads still
 * answer from what the page had); `refuse` answers the punch with the server's out-of-order refusal.
 */
function fakeServer() {
  const server = {
    signal: false,
    refuse: false,
    clockedIn: null as string | null,
    punches: [] as Punch[],
    accepted: 0,
    breaks: [] as { key: string | null; body: { startedAt: string; endedAt: string; userIds?: string[] } }[],
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/time-sheets/current')) return json(200, { data: server.clockedIn && { clockIn: server.clockedIn } });
    if (path.endsWith('/time-sheets/crew'))
      return json(200, { data: [{ userId: 'm1', name: 'Ana Member', clockedIn: server.clockedIn !== null }] });
    if (path.endsWith('/time-sheets/clock-in')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as Punch['body'];
      server.punches.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body });
      if (!server.signal) throw new TypeError('Failed to fetch');
      if (server.refuse) {
        const message = 'validation.time_sheet.punch_out_of_order';
        return json(400, { status: 400, message, messageKey: message, errors: { at: message } });
      }
      server.accepted += 1;
      server.clockedIn = body.at ?? new Date().toISOString();
      return json(201, { data: { clockIn: server.clockedIn } });
    }
    if (path.endsWith('/time-sheets/break')) {
      server.breaks.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
      if (!server.signal) throw new TypeError('Failed to fetch');
      return json(200, { data: { clockIn: server.clockedIn } });
    }
    return json(200, { data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

function renderAs(userId: string, locale = 'en') {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: userId,
      type: 'crew',
      name: 'L',
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
      <ClockInOutButton withCrew />
    </>,
    { path: '/', dataProvider, store: memoryStore({ locale }) },
  );
}

describe('the crew clock offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a punch made without signal, with its time and the members ticked, shows it waiting, and sends it once', async () => {
    const server = fakeServer();
    renderAs('leader-offline');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ana Member' }));
    const pressed = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));

    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByText('Offline — 1 change waiting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(screen.getByText(/^Clocked in since/)).toBeInTheDocument();
    expect(server.accepted).toBe(0);

    server.signal = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(server.accepted).toBe(1);
    // Tried twice (no network, then sent), each time with the same key and the punch's own time.
    expect(server.punches).toHaveLength(2);
    expect(server.punches[0].key).toMatch(UUID);
    expect(server.punches[1].key).toBe(server.punches[0].key);
    expect(server.punches[1].body.userIds).toEqual(['m1']);
    const at = Date.parse(server.punches[1].body.at ?? '');
    expect(Math.abs(at - pressed)).toBeLessThan(5_000);
    expect(server.punches[1].body.at).toBe(server.punches[0].body.at);
    await waitFor(() => expect(screen.queryByText(/change waiting/)).not.toBeInTheDocument());
  });

  it('shows a punch the server refused on replay in words, kept until dismissed, and the clock back as the server has it', async () => {
    const server = fakeServer();
    renderAs('leader-refused');
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();

    server.signal = true;
    server.refuse = true;
    window.dispatchEvent(new Event('online'));
    const alert = (await screen.findByText(/^Not applied: clock-in of /)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('This punch is out of order: it comes before a punch already recorded.');
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/^Not applied/)).not.toBeInTheDocument());
  });

  it('says the refusal in Spanish for a crew reading Spanish', async () => {
    const server = fakeServer();
    renderAs('leader-refused-es', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar entrada' }));
    expect(await screen.findByText('En espera de envío')).toBeInTheDocument();
    server.signal = true;
    server.refuse = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/^No aplicado: marcaje de entrada de /)).toBeInTheDocument();
  });

  it('takes a break on the phone: started and ended with their own times, for the members ticked, sent once', async () => {
    const server = fakeServer();
    server.clockedIn = new Date(Date.now() - 3_600_000).toISOString();
    renderAs('leader-break');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ana Member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start break' }));
    expect(await screen.findByText(/^On break since /)).toBeInTheDocument();
    // On a break, the clock-out waits for its end.
    expect(screen.queryByRole('button', { name: 'Clock out' })).not.toBeInTheDocument();
    expect(server.breaks).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'End break' }));
    expect(await screen.findByText('Offline — 1 change waiting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    server.signal = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/change waiting/)).not.toBeInTheDocument());
    expect(server.breaks).toHaveLength(2);
    expect(server.breaks[1].key).toBe(server.breaks[0].key);
    const { startedAt, endedAt, userIds } = server.breaks[1].body;
    expect(Date.parse(endedAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    expect(userIds).toEqual(['m1']);
  });
});
