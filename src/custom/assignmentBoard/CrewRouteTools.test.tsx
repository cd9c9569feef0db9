import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CrewGroupCard } from './CrewGroupCard';
import { groupByCrew } from './grouping';
import { carriedData, CREW_A, CREW_B, id, workLogRow } from './testRows';
import { renderInAdmin } from '../../testing/AdminTestContext';

const DATE = '2026-11-23';
/** The board is filtered to pending work: the day also holds a completed visit it does not show. */
const DAY = [
  workLogRow({ _id: id('a1'), routePosition: 1, status: 'completed', address: '10 Oak St' }),
  workLogRow({ _id: id('a2'), routePosition: 2, address: '20 Oak St' }),
  workLogRow({ _id: id('a3'), routePosition: 3, address: '30 Oak St' }),
  workLogRow({ _id: id('a4'), routePosition: 4, address: '30 Oak St', serviceType: 'treatment', roundName: 'Spring pre-emergent' }),
];
const SHOWN = DAY.slice(1);
/** The order before Generate route: what Undo puts back. */
const before = [id('a1'), id('a3'), id('a2'), id('a4')];

/** A drag carries its own type: what a drop reads back is what the drag set. */
function renderGroup() {
  const answer = (ids: string[], saved = true) => ({
    crewId: CREW_A,
    date: DATE,
    workLogIds: ids,
    miles: 12.34,
    minutes: 30,
    late: [],
    previous: { workLogIds: before, miles: 15.1, minutes: 41 },
    moved: ids.filter((one, index) => before[index] !== one).length,
    kept: [],
    saved,
  });
  const provider = {
    getList: vi.fn(async () => ({ data: DAY, total: DAY.length })),
    generateRoute: vi.fn(async ({ preview }: { preview?: boolean }) =>
      answer(
        DAY.map((row) => row._id),
        !preview,
      ),
    ),
    orderRoute: vi.fn(async ({ ids }: { ids: string[] }) => answer(ids)),
  };
  const [group] = groupByCrew(SHOWN);
  renderInAdmin(
    <CrewGroupCard group={group} date={DATE} selected={new Set()} onToggleRow={() => undefined} onToggleGroup={() => undefined} />,
    { path: '/', dataProvider: provider as unknown as DataProvider },
  );
  return provider;
}

describe('the route tools of a crew on the board', () => {
  it('generates the crew’s route of the day and shows the drive estimate', async () => {
    const provider = renderGroup();
    expect(screen.getByRole('status', { name: 'Drive estimate of Alpha' })).toHaveTextContent(
      'Generate or reorder the route to estimate the drive',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate route for Alpha' }));
    // First the proposal, with its differences; nothing is saved before Apply.
    expect(provider.generateRoute).toHaveBeenCalledWith({ crewId: CREW_A, date: DATE, preview: true });
    const dialog = await screen.findByRole('dialog', { name: 'New route for Alpha' });
    expect(within(dialog).getByText('2 stops move')).toBeInTheDocument();
    expect(within(dialog).getByText('Miles: 15.1 → 12.3')).toBeInTheDocument();
    expect(within(dialog).getByText('Driving minutes: 41 → 30')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(provider.generateRoute).toHaveBeenLastCalledWith({ crewId: CREW_A, date: DATE });
    expect(await screen.findByRole('status', { name: 'Drive estimate of Alpha' })).toHaveTextContent('About 12.3 mi, 30 min driving');
    // Undo puts the previous order back.
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(provider.orderRoute).toHaveBeenCalledWith({ crewId: CREW_A, date: DATE, ids: before }));
  });

  it('locks the day’s order, sending the whole day', async () => {
    const provider = renderGroup();
    await userEvent.click(screen.getByRole('switch', { name: 'Lock the order of Alpha' }));
    await waitFor(() =>
      expect(provider.orderRoute).toHaveBeenCalledWith({ crewId: CREW_A, date: DATE, ids: DAY.map((row) => row._id), locked: true }),
    );
  });

  it('moves a visit up with the keyboard, sending the whole day’s order, hidden visits included', async () => {
    const provider = renderGroup();
    const region = screen.getByRole('region', { name: 'Alpha' });
    expect(within(region).getByRole('button', { name: 'Move 20 Oak St, Lawn Service, up the route' })).toBeDisabled();
    // One address, two visits on the day: each button names its own visit.
    expect(within(region).getByRole('button', { name: 'Move 30 Oak St, Spring pre-emergent, down the route' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Move 30 Oak St, Lawn Service, down the route' })).toBeEnabled();
    within(region).getByRole('button', { name: 'Move 30 Oak St, Lawn Service, up the route' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(provider.orderRoute).toHaveBeenCalledWith({ crewId: CREW_A, date: DATE, ids: [id('a1'), id('a3'), id('a2'), id('a4')] }),
    );
    expect(provider.getList).toHaveBeenCalledWith('work-logs', expect.objectContaining({ filter: { crewId: CREW_A, date: DATE } }));
    expect(await screen.findByText('About 12.3 mi, 30 min driving')).toBeInTheDocument();
  });

  it('drops a dragged visit above the one under the pointer, sending the whole day’s order', async () => {
    const provider = renderGroup();
    const stops = screen.getAllByTestId('route-stop');
    const dataTransfer = carriedData();
    // jsdom lays nothing out and its drag events carry no pointer: the row is 40 px high, the pointer 5 px into it.
    stops[0].getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 40 });
    const at = (event: Event) => Object.defineProperty(event, 'clientY', { value: 105 });
    fireEvent.dragStart(stops[2], { dataTransfer });
    fireEvent(stops[0], at(createEvent.dragOver(stops[0], { dataTransfer })));
    fireEvent(stops[0], at(createEvent.drop(stops[0], { dataTransfer })));
    await waitFor(() =>
      expect(provider.orderRoute).toHaveBeenCalledWith({ crewId: CREW_A, date: DATE, ids: [id('a1'), id('a4'), id('a2'), id('a3')] }),
    );
  });

  it('ignores a drop that is not a visit of the day, such as a link dragged in', () => {
    const provider = renderGroup();
    const stops = screen.getAllByTestId('route-stop');
    const dataTransfer = { getData: () => '', types: ['text/uri-list'], dropEffect: 'none' };
    fireEvent.dragOver(stops[0], { dataTransfer });
    fireEvent.drop(stops[0], { dataTransfer });
    expect(provider.getList).not.toHaveBeenCalled();
    expect(provider.orderRoute).not.toHaveBeenCalled();
  });

  it('hands a visit dragged onto another crew’s card to that crew, and leaves both days’ order to the routes', async () => {
    const rows = [
      workLogRow({ _id: id('a2'), routePosition: 1, address: '20 Oak St' }),
      workLogRow({ _id: id('b1'), crewId: CREW_B, crewName: 'Bravo', routePosition: 1, address: '5 Elm St' }),
      workLogRow({ _id: id('u1'), crewId: null, crewName: null, address: '9 Ash St' }),
    ];
    const provider = {
      getList: vi.fn(async () => ({ data: rows, total: rows.length })),
      orderRoute: vi.fn(),
      reassignWorkLogs: vi.fn(async () => [{ ...rows[0], crewId: CREW_B }]),
    };
    renderInAdmin(
      <>
        {groupByCrew(rows).map((group) => (
          <CrewGroupCard
            key={group.crewId ?? 'none'}
            group={group}
            date={DATE}
            selected={new Set()}
            onToggleRow={() => undefined}
            onToggleGroup={() => undefined}
          />
        ))}
      </>,
      { path: '/', dataProvider: provider as unknown as DataProvider },
    );
    const dataTransfer = carriedData();
    const card = (name: string) => screen.getByRole('region', { name });
    const stopOf = (name: string) => within(card(name)).getByTestId('route-stop');
    fireEvent.dragStart(stopOf('Alpha'), { dataTransfer });
    // The card of visits with no crew takes none: nothing marks it, nothing is sent.
    fireEvent.dragOver(within(card('Unassigned')).getByTestId('route-stop'), { dataTransfer });
    expect(card('Unassigned')).not.toHaveAttribute('data-joining');
    fireEvent.dragOver(stopOf('Bravo'), { dataTransfer });
    expect(card('Bravo')).toHaveAttribute('data-joining', 'true');
    fireEvent.drop(stopOf('Bravo'), { dataTransfer });
    await waitFor(() => expect(provider.reassignWorkLogs).toHaveBeenCalledWith({ ids: [id('a2')], crewId: CREW_B }));
    expect(provider.orderRoute).not.toHaveBeenCalled();
    expect(card('Bravo')).not.toHaveAttribute('data-joining');

    // A visit with no crew is dragged onto a crew the same way.
    fireEvent.dragStart(within(card('Unassigned')).getByTestId('route-stop'), { dataTransfer });
    fireEvent.dragOver(stopOf('Alpha'), { dataTransfer });
    fireEvent.drop(stopOf('Alpha'), { dataTransfer });
    await waitFor(() => expect(provider.reassignWorkLogs).toHaveBeenLastCalledWith({ ids: [id('u1')], crewId: CREW_A }));
  });

  it('pins a stop at a time of the day from its pin menu', async () => {
    const provider = renderGroup();
    await userEvent.click(screen.getByRole('button', { name: 'Pin 20 Oak St (Not pinned)' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pin at a time…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin 20 Oak St at a time' });
    const time = within(dialog).getByLabelText('Arrival time');
    await userEvent.clear(time);
    await userEvent.type(time, '13:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pin' }));
    await waitFor(() =>
      expect(provider.orderRoute).toHaveBeenCalledWith({
        crewId: CREW_A,
        date: DATE,
        ids: DAY.map((row) => row._id),
        pins: [{ id: id('a2'), position: 'at', time: '13:30' }],
      }),
    );
  });
});
