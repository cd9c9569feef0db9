import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewDay } from '../../../common/schemas/crewDay';
import type { CrewRoute } from '../../../common/schemas/route';
import { dataProvider } from '../../dataProvider';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { crewDayOf, crewPageResponse, crewStopOf, jsonResponse, signInCrewMember } from '../../testing/crewDay';
import { CrewDashboard } from './CrewDashboard';
import { moved } from './ReorderStops';

const REFUSAL = 'server.work_logs.route_locked_by_office';

const routeAnswer: Omit<CrewRoute, 'workLogIds' | 'kept'> = {
  crewId: 'c1',
  date: '2026-11-23',
  miles: 3.2,
  minutes: 12,
  late: [],
  previous: { workLogIds: [], miles: 3.2, minutes: 12 },
  moved: 0,
  saved: true,
};

/** The day served; PUT /work-logs/route answers `routeStatus` (409: the office locked the day meanwhile). */
function serve(served: CrewDay, routeStatus = 200) {
  let day = served;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/work-logs/route') && init?.method === 'PUT') {
      if (routeStatus !== 200) return jsonResponse({ status: routeStatus, message: REFUSAL, messageKey: REFUSAL }, routeStatus);
      // The server saves it: the day read next is in this order, the crew's.
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      // The stops not sent keep their places; the ones sent fill theirs in the order given.
      let next = 0;
      const stops = day.stops.map((stop) => {
        if (!ids.includes(stop._id)) return stop;
        const id = ids[next++];
        return { ...day.stops.find((listed) => listed._id === id)!, routeLock: 'crew' as const };
      });
      day = { ...day, stops };
      return jsonResponse({ status: 200, data: {} });
    }
    if (url.includes('/work-logs/route') && init?.method === 'POST') {
      // Generate Route: a day in the crew's order keeps every stop where it is.
      const kept = day.stops.filter((stop) => stop.routeLock !== null).map((stop) => stop._id);
      const workLogIds = day.stops.map((stop) => stop._id);
      return jsonResponse({ status: 200, data: { ...routeAnswer, workLogIds, kept } });
    }
    if (url.includes('/crew/day')) return jsonResponse({ status: 200, data: day });
    return crewPageResponse(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routeCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes('/work-logs/route') && init?.method === 'PUT')
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') }));

const threeStops = (lock: 'office' | 'crew' | null = null) =>
  crewDayOf(
    [
      crewStopOf({ _id: 'w1', address: '100 Oak St', routePosition: 1, routeLock: lock }),
      crewStopOf({ _id: 'w2', address: '200 Elm St', routePosition: 2, routeLock: lock }),
      crewStopOf({ _id: 'w3', address: '300 Ash St', routePosition: 3, routeLock: lock }),
    ],
    { totals: { done: 0, left: 3, miles: 3, minutes: 30 } },
  );

const renderDashboard = () =>
  render(
    <AdminTestContext path="/crew/dashboard" dataProvider={{ ...dataProvider }}>
      <CrewDashboard />
      <Notification />
    </AdminTestContext>,
  );

const shownOrder = () => screen.getAllByTestId('crew-stop').map((card) => within(card).getByRole('heading').textContent);

let crewUsers = 0;

describe('moved', () => {
  it('swaps a stop with its neighbour and leaves the ends as they are', () => {
    expect(moved(['a', 'b', 'c'], 2, 'up')).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 'down')).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });
});

describe("the crew's own order", () => {
  beforeEach(() => signInCrewMember(`reorder${++crewUsers}`));
  afterEach(() => vi.unstubAllGlobals());

  it('moves a stop with the keyboard, saves the order once with a key, and shows it as the crew’s', async () => {
    const fetchMock = serve(threeStops());
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const up = screen.getByRole('button', { name: 'Move up: stop 3, 300 Ash St' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    // The focus follows the stop, so Enter again moves it on to the top.
    expect(screen.getByRole('button', { name: 'Move up: stop 2, 300 Ash St' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move up: stop 1, 300 Ash St' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: stop 1, 300 Ash St' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));

    await waitFor(() => expect(routeCalls(fetchMock)).toHaveLength(1));
    const [call] = routeCalls(fetchMock);
    expect(call.body).toEqual({ crewId: 'c1', date: '2026-11-23', ids: ['w3', 'w1', 'w2'] });
    expect(call.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(shownOrder()).toEqual(['300 Ash St', '100 Oak St', '200 Elm St']);
    expect(screen.getByTestId('crew-day-lock')).toHaveTextContent('Your order');
    // Read again from the server once sent: the same order, no second call.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/crew/day')).length).toBeGreaterThan(1));
    expect(shownOrder()).toEqual(['300 Ash St', '100 Oak St', '200 Elm St']);
    expect(routeCalls(fetchMock)).toHaveLength(1);
  });

  it('lists only the stops still to do: a done stop keeps its place and is not sent', async () => {
    const fetchMock = serve(
      crewDayOf([
        crewStopOf({ _id: 'w1', address: '100 Oak St', routePosition: 1, status: 'completed' }),
        crewStopOf({ _id: 'w2', address: '200 Elm St', routePosition: 2 }),
        crewStopOf({ _id: 'w3', address: '300 Ash St', routePosition: 3 }),
      ]),
    );
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const rows = screen.getAllByTestId('crew-reorder-stop');
    expect(rows.map((row) => row.getAttribute('data-stop-id'))).toEqual(['w2', 'w3']);
    await userEvent.click(screen.getByRole('button', { name: 'Move up: stop 2, 300 Ash St' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));

    await waitFor(() => expect(routeCalls(fetchMock)).toHaveLength(1));
    expect(routeCalls(fetchMock)[0].body.ids).toEqual(['w3', 'w2']);
    await waitFor(() => expect(shownOrder()).toEqual(['100 Oak St', '300 Ash St', '200 Elm St']));
  });

  it('says, after Generate Route, how many stops stayed in the crew’s order', async () => {
    serve(threeStops('crew'));
    renderDashboard();
    await screen.findByText('300 Ash St');
    const generate = screen.getByRole('button', { name: 'Generate Route' });
    await waitFor(() => expect(generate).toBeEnabled());
    await userEvent.click(generate);
    expect(await screen.findByText('Route generated: 3 stops, 3.2 miles; 3 kept in the order set.')).toBeInTheDocument();
  });

  it('offers no reorder when one stop is left to do', async () => {
    serve(
      crewDayOf([
        crewStopOf({ _id: 'w1', address: '100 Oak St', routePosition: 1, status: 'completed' }),
        crewStopOf({ _id: 'w2', address: '200 Elm St', routePosition: 2 }),
      ]),
    );
    renderDashboard();
    await screen.findByText('200 Elm St');
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
  });

  it('cannot reorder under the office’s order and says why', async () => {
    const fetchMock = serve(threeStops('office'));
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Reorder' })).toBeDisabled();
    expect(screen.getByText('The office set this day’s order: ask the office to change it.')).toBeInTheDocument();
    expect(screen.getByTestId('crew-day-lock')).toHaveTextContent('Office’s order');
    expect(routeCalls(fetchMock)).toEqual([]);
  });

  it('shows a refusal as a conflict when the office locked the day meanwhile', async () => {
    serve(threeStops(), 409);
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move down: stop 1, 100 Oak St' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Not applied: your order of the stops')).toBeInTheDocument();
    expect(screen.getByText("The office locked this day's order: ask the office to change it.")).toBeInTheDocument();
    await waitFor(() => expect(shownOrder()).toEqual(['100 Oak St', '200 Elm St', '300 Ash St']));
  });
});
