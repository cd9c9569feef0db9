import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewDay } from '../../../common/schemas/crewDay';
import { dataProvider } from '../../dataProvider';
import { CrewDashboard } from './CrewDashboard';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { CREW_HOME, crewDayOf, crewPageResponse, crewStopOf, jsonResponse, signInCrewMember } from '../../testing/crewDay';

function serve(day: CrewDay) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/crew/day')) return jsonResponse({ status: 200, data: day });
    return crewPageResponse(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies of the status changes sent for a stop. */
const statusCalls = (fetchMock: ReturnType<typeof serve>, stopId = 'w1') =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/work-logs/${stopId}/status`) && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Gives the test DOM's navigator a position (a copy of navigator would lose `onLine`, and the crew's actions would wait offline). */
function placePhoneAt(position: { latitude: number; longitude: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position ? ok({ coords: position } as GeolocationPosition) : fail({ code: 1 } as GeolocationPositionError),
    },
  });
}

// Each test a page of its own: the crew's action queue is one per data provider and user, and would carry the actions
// one test sent (shown until the day is read again) into the next.
const renderDashboard = () =>
  render(
    <AdminTestContext path="/crew/dashboard" dataProvider={{ ...dataProvider }}>
      <CrewDashboard />
    </AdminTestContext>,
  );

let crewUsers = 0;

describe('CrewDashboard', () => {
  beforeEach(() => signInCrewMember(`u${++crewUsers}`));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('shows the stops with their gate and lock codes, the announcements and the totals', async () => {
    serve(
      crewDayOf([crewStopOf({}), crewStopOf({ _id: 'w2', address: '200 Elm St', routePosition: 2, status: 'completed' })], {
        totals: { done: 1, left: 1, miles: 3.24, minutes: 75 },
      }),
    );
    renderDashboard();
    const cards = await screen.findAllByTestId('crew-stop');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['100 Oak St', '200 Elm St']);
    expect(within(cards[0]).getByText('North · 1234')).toBeInTheDocument();
    expect(within(cards[0]).getByText('9876')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByText('Drink water')).toBeInTheDocument();
    expect(within(screen.getByTestId('crew-day-miles')).getByText('3.2')).toBeInTheDocument();
    expect(within(screen.getByTestId('crew-day-time')).getByText('1 h 15 min')).toBeInTheDocument();
  });

  it('asks before completing a stop more than 450 feet from the property, then sends the position', async () => {
    const fetchMock = serve(crewDayOf([crewStopOf({ status: 'started' })]));
    placePhoneAt({ latitude: 30.272, longitude: -97.74 });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You are 7\d\d feet from the property/)).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete anyway' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(statusCalls(fetchMock)[0]).toMatchObject({ action: 'complete', latitude: 30.272, longitude: -97.74 });
  });

  it('completes at once near the property, and without a position when the phone refuses one', async () => {
    const fetchMock = serve(crewDayOf([crewStopOf({ status: 'started' })]));
    placePhoneAt({ latitude: 30.2701, longitude: -97.74 });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    placePhoneAt(null);
    // The stop shows completed until the day is read again; this fake server still has it started.
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(2));
    expect(statusCalls(fetchMock)[1]).toEqual({ action: 'complete', reasonPhraseId: null, reason: null });
  });

  it('needs a reason to skip: a phrase, or words typed in', async () => {
    const fetchMock = serve(crewDayOf([crewStopOf({})], { skipReasons: [{ _id: 'ph1', name: 'Gate', phrase: 'Gate locked' }] }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Another reason'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('Flooded yard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toEqual([{ action: 'skip', reasonPhraseId: null, reason: 'Flooded yard' }]));
  });

  it('shows another day read-only: no actions and no Generate Route', async () => {
    serve(crewDayOf([crewStopOf({}), crewStopOf({ _id: 'w2', status: 'started' })], { date: '2026-11-24' }));
    renderDashboard();
    expect(await screen.findAllByTestId('crew-stop')).toHaveLength(2);
    expect(screen.getByText('This is not today: the stops are shown for reading only.')).toBeInTheDocument();
    for (const name of ['Start', 'Complete', 'Skip', 'Note', 'Generate Route'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Map' })).toBeInTheDocument();
  });

  it('offline, shows a stop started then completed at once, waiting to be sent, with the counts following; sends both when the signal returns', async () => {
    // Stops of their own: an action the tests before left in the crew's queue for w1 must not show on them.
    const fetchMock = serve(crewDayOf([crewStopOf({ _id: 'o1' }), crewStopOf({ _id: 'o2', address: '200 Elm St', routePosition: 2 })]));
    placePhoneAt(CREW_HOME);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderDashboard();
      const [first, second] = await screen.findAllByTestId('crew-stop');
      expect(first).toHaveAttribute('data-next', 'true');
      await userEvent.click(within(first).getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(first).toHaveAttribute('data-status', 'started'));
      expect(within(first).getByText('Waiting to send')).toBeInTheDocument();
      await userEvent.click(within(first).getByRole('button', { name: 'Complete' }));
      await waitFor(() => expect(first).toHaveAttribute('data-status', 'completed'));
      expect(within(screen.getByTestId('crew-day-done')).getByText('1')).toBeInTheDocument();
      expect(within(screen.getByTestId('crew-day-left')).getByText('1')).toBeInTheDocument();
      expect(second).toHaveAttribute('data-next', 'true');
      expect(within(second).queryByText('Waiting to send')).not.toBeInTheDocument();
      expect(statusCalls(fetchMock, 'o1')).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(statusCalls(fetchMock, 'o1').map((call) => call.action)).toEqual(['start', 'complete']));
  });

  it('tells the next stop’s customer once: On my way sends one call with its key, then shows Customer told', async () => {
    const day = crewDayOf([crewStopOf({}), crewStopOf({ _id: 'w2', address: '200 Elm St', routePosition: 2 })]);
    const fetchMock = serve(day);
    const told = '2026-11-23T15:32:00.000Z';
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/work-logs/w1/on-my-way')) {
        day.stops[0] = { ...day.stops[0], onMyWayAt: told };
        return jsonResponse({ status: 200, data: { onMyWayAt: told, sentNow: true } });
      }
      if (url.includes('/crew/day')) return jsonResponse({ status: 200, data: day });
      return jsonResponse({ status: 200, data: init?.method ? {} : null });
    });
    renderDashboard();
    const cards = await screen.findAllByTestId('crew-stop');
    // Only the stop the crew drives to next has the button.
    expect(within(cards[1]).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'On my way' }));
    const told1 = await within(cards[0]).findByTestId('customer-told');
    expect(told1).toBeDisabled();
    expect(told1.textContent).toMatch(/^Customer told \d{1,2}:\d\d [AP]M/);
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/on-my-way'));
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0][1]?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(within(cards[0]).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
  });

  it('shows a customer the automatic text already told as told, with no button to press', async () => {
    const fetchMock = serve(crewDayOf([crewStopOf({ onMyWayAt: '2026-11-23T15:05:00.000Z' })]));
    renderDashboard();
    const [card] = await screen.findAllByTestId('crew-stop');
    expect(await within(card).findByTestId('customer-told')).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/on-my-way'))).toBe(false);
  });

  it('offline, shows On my way told at once, waiting to be sent, and sends it once when the signal returns', async () => {
    const fetchMock = serve(crewDayOf([crewStopOf({ _id: 'm1' })]));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderDashboard();
      const [card] = await screen.findAllByTestId('crew-stop');
      await userEvent.click(within(card).getByRole('button', { name: 'On my way' }));
      expect(await within(card).findByTestId('customer-told')).toBeInTheDocument();
      expect(within(card).getByText('Waiting to send')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/work-logs/m1/on-my-way'))).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/work-logs/m1/on-my-way') && init?.method === 'POST'),
      ).toHaveLength(1),
    );
  });
});
