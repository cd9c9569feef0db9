import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceProposal } from '../../../common/schemas/balance';
import { AssignmentBoardPage } from './AssignmentBoardPage';
import { CREW_A, CREW_B, id, workLogRow } from './testRows';
import { renderInAdmin } from '../../testing/AdminTestContext';

// Leaflet draws on a canvas the test DOM lacks: the map says what it would draw (the e2e spec draws it for real).
vi.mock('./BalanceMap', () => ({
  BalanceMap: ({ figures, moved }: { figures: BalanceProposal; moved: ReadonlySet<string> }) => (
    <p data-testid="balance-map">
      {figures.routes.map((route) => `${route.crewId}:${route.after.length}`).join(' ')} moved:{[...moved].length}
    </p>
  ),
}));

// The socket's events, as the dialog listens for them: a test plays the server's progress reports.
const socketEvents = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../ui/notifications/socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSocketEvent: (event: string, listener: (payload: unknown) => void) => socketEvents.set(event, listener),
}));

const DATE = '2026-11-23';
const ROWS = [
  workLogRow({ _id: id('a1'), address: '10 Oak St' }),
  workLogRow({ _id: id('b1'), crewId: CREW_B, crewName: 'Bravo', address: '5 Pine St' }),
];
const CHOICES = {
  crews: [
    { _id: CREW_A, name: 'Alpha', vendorId: 'v1', vendorName: 'Green Co' },
    { _id: CREW_B, name: 'Bravo', vendorId: 'v1', vendorName: 'Green Co' },
    { _id: id('crew-z'), name: 'Zulu', vendorId: 'v2', vendorName: 'Other Co' },
  ],
  markets: [],
  phrases: [],
};
const figures = (stops: number, hours: number, miles: number, driveMinutes: number, overtimeHours = 0) => ({
  stops,
  hours,
  miles,
  driveMinutes,
  serviceMinutes: stops * 30,
  overtimeHours,
});
const PROPOSAL: BalanceProposal = {
  vendorId: 'v1',
  date: DATE,
  crews: [
    {
      crewId: CREW_A,
      crewName: 'Alpha',
      hours: { start: '08:00', end: '16:00' },
      availableHours: 8,
      before: figures(3, 4.5, 30.2, 72),
      after: figures(2, 2.25, 10.4, 25),
    },
    {
      crewId: CREW_B,
      crewName: 'Bravo',
      hours: { start: '07:00', end: '12:00' },
      availableHours: 5,
      before: figures(2, 3, 25, 60),
      after: figures(3, 3.5, 12.6, 30),
    },
    { crewId: id('crew-c'), crewName: 'Charlie', hours: null, availableHours: 0, before: figures(0, 0, 0, 0), after: figures(0, 0, 0, 0) },
  ],
  moves: [
    {
      workLogId: id('a1'),
      address: '10 Oak St',
      serviceType: 'mow',
      fromCrewId: CREW_A,
      fromCrewName: 'Alpha',
      toCrewId: CREW_B,
      toCrewName: 'Bravo',
      ticked: true,
      addsMinutes: null,
    },
    {
      workLogId: id('a2'),
      address: '20 Oak St',
      serviceType: 'bnb',
      fromCrewId: CREW_A,
      fromCrewName: 'Alpha',
      toCrewId: CREW_B,
      toCrewName: 'Bravo',
      ticked: true,
      addsMinutes: null,
    },
    {
      workLogId: id('b1'),
      address: '5 Pine St',
      serviceType: 'mow',
      fromCrewId: CREW_B,
      fromCrewName: 'Bravo',
      toCrewId: CREW_A,
      toCrewName: 'Alpha',
      ticked: true,
      addsMinutes: null,
    },
  ],
  leftOut: [{ workLogId: id('b9'), address: '9 Far Rd', serviceType: 'bnb', crewId: CREW_B, crewName: 'Bravo', reason: 'too-long' }],
  late: [],
  routes: [
    {
      crewId: CREW_A,
      start: [30.2, -97.7],
      before: [{ workLogId: id('a1'), at: [30.3, -97.7] }],
      after: [{ workLogId: id('b1'), at: [30.25, -97.7] }],
    },
    {
      crewId: CREW_B,
      start: [30.4, -97.7],
      before: [{ workLogId: id('b1'), at: [30.25, -97.7] }],
      after: [{ workLogId: id('a1'), at: [30.3, -97.7] }],
    },
  ],
  before: figures(5, 7.5, 55.2, 132),
  after: figures(5, 5.75, 23, 55),
  cost: { before: 132, after: 55, overtimeWeight: 1.5 },
};

/** The day after the two moves a1 and b1 alone, as the server previews it: Bravo then runs over its 5 hours. */
const PARTIAL: BalanceProposal = {
  ...PROPOSAL,
  crews: [
    { ...PROPOSAL.crews[0], after: figures(3, 4, 22.5, 50) },
    { ...PROPOSAL.crews[1], after: figures(2, 5.5, 28.1, 66, 0.5) },
    PROPOSAL.crews[2],
  ],
  moves: [PROPOSAL.moves[0], PROPOSAL.moves[2]],
  leftOut: [],
  after: figures(5, 9.5, 50.6, 116, 0.5),
  cost: { before: 132, after: 161, overtimeWeight: 1.5 },
};

function stubProvider() {
  return {
    // A crew's day (the filter names the crew) holds that crew's rows; the board's list holds them all.
    getList: vi.fn(async (_resource: string, { filter }: { filter: { crewId?: string } }) => {
      const data = ROWS.filter((row) => !filter.crewId || row.crewId === filter.crewId);
      return { data, total: data.length };
    }),
    getWorkLogChoices: vi.fn(async () => CHOICES),
    previewBalance: vi.fn(async (input: { moves?: unknown[] }, _options?: { signal?: AbortSignal }): Promise<BalanceProposal> =>
      input.moves ? PARTIAL : PROPOSAL,
    ),
    applyBalance: vi.fn(async () => [ROWS[0]]),
    orderRoute: vi.fn(async () => ({})),
  };
}

function renderBoard(provider: ReturnType<typeof stubProvider>, path: string, locale: 'en' | 'es' = 'en') {
  return renderInAdmin(
    <Routes>
      <Route path="/worklogs" element={<AssignmentBoardPage />} />
    </Routes>,
    { path, dataProvider: provider as unknown as DataProvider, store: memoryStore({ locale }) },
  );
}

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ _id: 'u', type: 'csr', permissions: ['assignment_list'] }));
});
afterEach(() => localStorage.clear());

describe('Balance crews on the board', () => {
  it('is offered once the board shows one vendor, whose crews alone the crew filter lists', async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs?serviceDate=${DATE}`);
    await screen.findAllByRole('region');
    expect(screen.queryByRole('button', { name: 'Balance crews' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Vendor' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Green Co', 'Other Co']);
    await userEvent.click(screen.getByRole('option', { name: 'Green Co' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'work-logs',
        expect.objectContaining({ filter: expect.objectContaining({ vendorId: 'v1' }) }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Balance crews' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Crew' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Alpha · Green Co', 'Bravo · Green Co']);
  });

  it("shows each crew's hours and figures before and after, the moves all ticked and what does not fit", async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance crews of Green Co' });
    expect(await within(dialog).findByText('Driving 132 → 55 min, 55.2 → 23.0 mi, with the proposed moves.')).toBeInTheDocument();
    expect(within(dialog).getByText('A better day: −32.2 mi.')).toBeInTheDocument();
    expect(provider.previewBalance).toHaveBeenCalledWith({ vendorId: 'v1', date: DATE }, { signal: expect.any(AbortSignal) });

    const table = within(dialog).getByRole('table', { name: 'Each crew before and after' });
    const cells = (crew: string) =>
      within(within(table).getByRole('row', { name: new RegExp(crew) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Alpha')).toEqual([
      expect.stringMatching(/^8:00 AM–4:00 PM( [A-Z]+)?8 h left$/),
      '3 → 2',
      '72 → 25',
      '4.5 → 2.3',
      '0.0 → 0.0',
    ]);
    expect(cells('Bravo')[0]).toMatch(/^7:00 AM–12:00 PM( [A-Z]+)?5 h left$/);
    expect(cells('Charlie')).toEqual(['Day off', '0 → 0', '0 → 0', '0.0 → 0.0', '0.0 → 0.0']);
    expect(within(dialog).getByText("9 Far Rd (Bravo): longer than a crew's day on its own")).toBeInTheDocument();
    const boxes = within(dialog).getAllByRole('checkbox', { name: /Oak St|Pine St/ });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
  });

  it('follows the ticked moves with the figures of exactly those, and applies them', async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance crews of Green Co' });
    await within(dialog).findByText(/with the proposed moves/);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /20 Oak St/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'All' })).toHaveAttribute('data-indeterminate', 'true');
    expect(
      await within(dialog).findByText('Driving 132 → 116 min, 55.2 → 50.6 mi, overtime 0.0 → 0.5 h, with the 2 moves ticked.'),
    ).toBeInTheDocument();
    // The trade said plainly, and a worse day than now said to be one.
    expect(within(dialog).getByText('A worse day than now: −4.6 mi, +0.5 h overtime.')).toBeInTheDocument();
    expect(provider.previewBalance).toHaveBeenLastCalledWith(
      {
        vendorId: 'v1',
        date: DATE,
        moves: [
          { workLogId: id('a1'), fromCrewId: CREW_A, toCrewId: CREW_B },
          { workLogId: id('b1'), fromCrewId: CREW_B, toCrewId: CREW_A },
        ],
      },
      { signal: expect.any(AbortSignal) },
    );
    const table = within(dialog).getByRole('table', { name: 'Each crew before and after' });
    const bravo = within(within(table).getByRole('row', { name: /Bravo/ })).getAllByRole('cell');
    expect(bravo.map((cell) => cell.textContent).slice(1)).toEqual(['2 → 2', '60 → 66', '3.0 → 5.5', '0.0 → 0.5']);
    expect(bravo[3]).toHaveAttribute('title', 'More than the 5 h the crew has left');

    // Every move ticked again: the proposal's own figures, without asking the server.
    const calls = provider.previewBalance.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /20 Oak St/ }));
    expect(await within(dialog).findByText(/with the proposed moves/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'All' }));
    expect(await within(dialog).findByText('No move ticked: the day stays as it is.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply 0 moves' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /10 Oak St/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /5 Pine St/ }));
    expect(provider.previewBalance.mock.calls.length).toBeGreaterThan(calls);

    // That choice costs more than the day as it stands: Apply waits for staff to confirm it.
    const confirm = await within(dialog).findByRole('checkbox', { name: /^Apply anyway: .* about 29 min more/ });
    expect(within(dialog).getByRole('button', { name: 'Apply 2 moves' })).toBeDisabled();
    expect(within(dialog).getByTestId('balance-map')).toHaveTextContent('moved:2');
    await userEvent.click(confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply 2 moves' }));
    await waitFor(() =>
      expect(provider.applyBalance).toHaveBeenCalledWith({
        vendorId: 'v1',
        date: DATE,
        moves: [
          { workLogId: id('a1'), fromCrewId: CREW_A, toCrewId: CREW_B },
          { workLogId: id('b1'), fromCrewId: CREW_B, toCrewId: CREW_A },
        ],
        confirmWorse: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the moves that do not help unticked, saying so, and starts from the ones that do', async () => {
    const provider = stubProvider();
    const helping = {
      ...PROPOSAL,
      moves: PROPOSAL.moves.map((move, index) => ({ ...move, ticked: index < 2, addsMinutes: index < 2 ? null : 12 })),
    };
    provider.previewBalance.mockImplementation(async (input: { moves?: unknown[] }) => (input.moves ? PARTIAL : helping));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/with the proposed moves/);
    const boxes = within(dialog).getAllByRole('checkbox', { name: /Oak St|Pine St/ });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(within(dialog).getByRole('checkbox', { name: /5 Pine St.*does not lower the cost \(about \+12 min\)/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply 2 moves' })).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox', { name: /^Apply anyway/ })).not.toBeInTheDocument();
    // Only the proposal's own choice is shown without asking the server.
    expect(provider.previewBalance).toHaveBeenCalledTimes(1);

    // Ticked by hand, it is flagged with what it adds, and the worse day must be confirmed.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /5 Pine St/ }));
    expect(within(dialog).getByText('Ticked by hand: makes the day worse, about +12 min of driving and overtime.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: /^Apply anyway/ })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Apply 3 moves' })).toBeDisabled();
  });

  it('lists the visits the plan leaves outside their access windows, late or on a closed day', async () => {
    const provider = stubProvider();
    const late = [
      {
        workLogId: id('a1'),
        address: '1 Gate Rd',
        serviceType: 'mow',
        crewId: CREW_B,
        crewName: 'Bravo',
        reason: 'late' as const,
        arrival: '09:40',
        window: { start: '07:00', end: '08:05' },
      },
      {
        workLogId: id('a2'),
        address: '2 Shut Ln',
        serviceType: 'mow',
        crewId: CREW_B,
        crewName: 'Bravo',
        reason: 'closed-day' as const,
        arrival: '10:00',
        window: null,
      },
    ];
    provider.previewBalance.mockImplementation(async () => ({ ...PROPOSAL, late }));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 visits are outside their access windows on this plan:')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 Gate Rd \(Bravo\): arrives about 9:40\sAM.*window 7:00\sAM–8:05\sAM/)).toBeInTheDocument();
    expect(within(dialog).getByText(/2 Shut Ln \(Bravo\): closed to visits on this week day/)).toBeInTheDocument();
  });

  it('shows how far the solve has got while it runs, then the proposal in its place', async () => {
    const provider = stubProvider();
    let answer: (proposal: BalanceProposal) => void = () => undefined;
    provider.previewBalance.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance crews of Green Co' });
    const report = (progress: object) =>
      act(() => socketEvents.get('balance-progress')!({ vendorId: 'v1', date: DATE, budgetMs: 30_000, ...progress }));

    report({ elapsedMs: 12_000, bestMiles: 412.3 });
    expect(await within(dialog).findByText('Solving: 12 s of 30 s · best so far 412 mi')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // Another vendor's solve is not this one.
    report({ vendorId: 'v2', elapsedMs: 20_000, bestMiles: 90 });
    report({ elapsedMs: 13_000, bestMiles: 405 });
    expect(await within(dialog).findByText('Solving: 13 s of 30 s · best so far 405 mi')).toBeInTheDocument();

    act(() => answer(PROPOSAL));
    expect(await within(dialog).findByText('Driving 132 → 55 min, 55.2 → 23.0 mi, with the proposed moves.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Solving:/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says its place while it waits for the route planner, then solves; closing it aborts the request', async () => {
    const provider = stubProvider();
    let signal: AbortSignal | undefined;
    provider.previewBalance.mockImplementationOnce((_input: unknown, options?: { signal?: AbortSignal }) => {
      signal = options?.signal;
      return new Promise(() => undefined);
    });
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance crews of Green Co' });
    const report = (progress: object) =>
      act(() =>
        socketEvents.get('balance-progress')!({ vendorId: 'v1', date: DATE, budgetMs: 30_000, elapsedMs: 0, bestMiles: null, ...progress }),
      );

    report({ state: 'queued', ahead: 2, waitedMs: 100 });
    expect(await within(dialog).findByText('Waiting for the route planner: 2 searches ahead of yours')).toBeInTheDocument();
    expect(within(dialog).getByText('Your 30 s search starts when they are done; the wait does not count against it.')).toBeInTheDocument();
    report({ state: 'queued', ahead: 1, waitedMs: 4000 });
    expect(await within(dialog).findByText('Waiting for the route planner: it is finishing another search')).toBeInTheDocument();
    report({ state: 'solving', ahead: null, waitedMs: 9000, elapsedMs: 3000, bestMiles: 50 });
    expect(await within(dialog).findByText('Solving: 3 s of 30 s · best so far 50 mi')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Started after waiting 9 s for the route planner; the time above counts from the start.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Waiting for the route planner/)).not.toBeInTheDocument();

    expect(signal?.aborted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('says its place in the queue in Spanish', async () => {
    const provider = stubProvider();
    provider.previewBalance.mockImplementationOnce(() => new Promise(() => undefined));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Equilibrar cuadrillas' }));
    const dialog = await screen.findByRole('dialog');
    act(() =>
      socketEvents.get('balance-progress')!({
        vendorId: 'v1',
        date: DATE,
        state: 'queued',
        ahead: 3,
        waitedMs: 0,
        elapsedMs: 0,
        budgetMs: 4000,
        bestMiles: null,
      }),
    );
    expect(await within(dialog).findByText('Esperando al planificador de rutas: 3 cálculos antes del suyo')).toBeInTheDocument();
    expect(within(dialog).getByText('Su cálculo de 4 s empieza cuando terminen; la espera no se descuenta.')).toBeInTheDocument();
  });

  it('says when no better plan is found, and offers nothing to apply', async () => {
    const provider = stubProvider();
    const none = { ...PROPOSAL, moves: [], leftOut: [], crews: PROPOSAL.crews.map((crew) => ({ ...crew, after: crew.before })) };
    provider.previewBalance.mockImplementation(async () => ({
      ...none,
      after: none.before,
      cost: { before: 132, after: 132, overtimeWeight: 1.5 },
    }));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^No better plan found/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after a refused apply, or ticked moves that no longer match the day, says why and reads the day again', async () => {
    const provider = stubProvider();
    provider.applyBalance.mockRejectedValueOnce(new HttpError('server.work_logs.balance_changed_since_preview', 409, {}));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();

    const stale = new HttpError('server.work_logs.balance_changed_since_preview', 409, {});
    provider.previewBalance.mockImplementationOnce(async () => Promise.reject(stale));
    const before = provider.previewBalance.mock.calls.length;
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /20 Oak St/ }));
    expect(await within(dialog).findByText(/no longer match the day/)).toBeInTheDocument();
    await waitFor(() => expect(provider.previewBalance.mock.calls.length).toBe(before + 2));
    expect(provider.previewBalance).toHaveBeenLastCalledWith({ vendorId: 'v1', date: DATE }, { signal: expect.any(AbortSignal) });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /20 Oak St/ })).toBeChecked());

    const calls = provider.previewBalance.mock.calls.length;
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply 3 moves' }));
    expect(await within(dialog).findByText(/no longer match the day/)).toBeInTheDocument();
    await waitFor(() => expect(provider.previewBalance.mock.calls.length).toBe(calls + 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers Undo once a balance is applied: the visits go back to their crews and each day to its order before', async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    expect(screen.queryByRole('button', { name: 'Undo balance' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance crews of Green Co' });
    await within(dialog).findByText(/with the proposed moves/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply 3 moves' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.getList).toHaveBeenCalledWith('work-logs', expect.objectContaining({ filter: { crewId: CREW_B, date: DATE } }));

    await userEvent.click(await screen.findByRole('button', { name: 'Undo balance' }));
    await waitFor(() =>
      expect(provider.applyBalance).toHaveBeenLastCalledWith({
        vendorId: 'v1',
        date: DATE,
        moves: [
          { workLogId: id('a1'), fromCrewId: CREW_B, toCrewId: CREW_A },
          { workLogId: id('a2'), fromCrewId: CREW_B, toCrewId: CREW_A },
          { workLogId: id('b1'), fromCrewId: CREW_A, toCrewId: CREW_B },
        ],
        confirmWorse: true,
      }),
    );
    await waitFor(() => expect(provider.orderRoute).toHaveBeenCalledTimes(2));
    expect(provider.orderRoute).toHaveBeenCalledWith({ crewId: CREW_A, date: DATE, ids: [id('a1')] });
    expect(provider.orderRoute).toHaveBeenCalledWith({ crewId: CREW_B, date: DATE, ids: [id('b1')] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo balance' })).not.toBeInTheDocument());
  });
});
