import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RainDayListRow, RainDayPlan, RainDayResult } from '../../../common/schemas/rainDay';
import { AssignmentBoardPage, rainDayScopeOf } from '../../custom/assignmentBoard/AssignmentBoardPage';
import { CREW_A, CREW_B, id, workLogRow } from '../../custom/assignmentBoard/testRows';
import { renderInAdmin } from '../../testing/AdminTestContext';

const DATE = '2026-11-23';
const ROWS = [workLogRow({ _id: id('a1'), address: '10 Oak St' })];
const CHOICES = {
  crews: [
    { _id: CREW_A, name: 'Alpha', vendorId: 'v1', vendorName: 'Green Co' },
    { _id: CREW_B, name: 'Bravo', vendorId: 'v1', vendorName: 'Green Co' },
  ],
  markets: [{ _id: 'm1', name: 'Austin' }],
  phrases: [],
};
const move = (workLogId: string, crewId: string, crewName: string, address: string, absorbs = 0) => ({
  workLogId,
  address,
  serviceType: 'mow',
  crewId,
  crewName,
  fromDate: DATE,
  toDate: '2026-11-30',
  absorbs,
});
const PLAN: RainDayPlan = {
  date: DATE,
  fingerprint: 'f'.repeat(64),
  moves: [
    move(id('a1'), CREW_A, 'Alpha', '10 Oak St', 1),
    move(id('a2'), CREW_A, 'Alpha', '20 Oak St'),
    move(id('b1'), CREW_B, 'Bravo', '5 Pine St'),
  ],
  days: [
    { date: '2026-11-24', arriving: 0, beforeHours: 16, afterHours: 16, crewHours: 16, over: false, crews: [] },
    { date: '2026-11-30', arriving: 3, beforeHours: 15, afterHours: 17.5, crewHours: 16, over: true, crews: [] },
  ],
  staying: { started: 1, completed: 2, noDay: 0, passedOver: 0 },
};
const RESULT: RainDayResult = { _id: id('r1'), date: DATE, moved: 3, absorbed: 1, undoneAt: null };
const LISTED: RainDayListRow = {
  _id: id('r1'),
  date: DATE,
  scope: 'vendor',
  scopeName: 'Green Co',
  markets: ['Austin'],
  fromNow: false,
  targetDate: null,
  absorb: false,
  moved: 3,
  absorbed: 1,
  appliedBy: 'Casey Office',
  appliedAt: '2026-11-23T14:00:00.000Z',
  undoneBy: null,
  undoneAt: null,
  canUndo: true,
};

/** The server's list of rain days: empty until one is applied, then one that can be undone until it is. */
function stubProvider() {
  let rainDays: RainDayListRow[] = [];
  return {
    getList: vi.fn(async () => ({ data: ROWS, total: ROWS.length })),
    getWorkLogChoices: vi.fn(async () => CHOICES),
    listRainDays: vi.fn(async () => rainDays),
    previewRainDay: vi.fn(async (): Promise<RainDayPlan> => PLAN),
    applyRainDay: vi.fn(async () => {
      rainDays = [LISTED];
      return RESULT;
    }),
    undoRainDay: vi.fn(async () => {
      rainDays = [{ ...LISTED, canUndo: false, undoneAt: '2026-11-23T15:00:00.000Z', undoneBy: 'Casey Office' }];
      return { ...RESULT, undoneAt: '2026-11-23T15:00:00.000Z' };
    }),
  };
}

function renderBoard(provider: ReturnType<typeof stubProvider>, path: string) {
  return renderInAdmin(
    <Routes>
      <Route path="/worklogs" element={<AssignmentBoardPage />} />
    </Routes>,
    { path, dataProvider: provider as unknown as DataProvider },
  );
}

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ _id: 'u', type: 'csr', permissions: ['assignment_list'] }));
});
afterEach(() => localStorage.clear());

describe('rainDayScopeOf', () => {
  const all = { vendor: 'all', crew: 'all', status: 'all', service: 'all', market: 'all', q: '' };
  it("takes the board's narrowest filter: a crew, else a vendor, else a market, else the whole business", () => {
    expect(rainDayScopeOf({ ...all, vendor: 'v1', crew: 'c1', market: 'm1' })).toEqual({ scope: 'crew', scopeId: 'c1' });
    expect(rainDayScopeOf({ ...all, vendor: 'v1', crew: 'none' })).toEqual({ scope: 'vendor', scopeId: 'v1' });
    expect(rainDayScopeOf({ ...all, market: 'm1' })).toEqual({ scope: 'market', scopeId: 'm1' });
    expect(rainDayScopeOf(all)).toEqual({ scope: 'business', scopeId: null });
  });
});

describe('Rain day on the board', () => {
  it("previews the board's vendor day, grouped by crew, applies with the preview's fingerprint, and undoes", async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Rain day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rain day' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('3 visits move');
    expect(provider.previewRainDay).toHaveBeenCalledWith({
      date: DATE,
      scope: 'vendor',
      scopeId: 'v1',
      fromNow: false,
      targetDate: null,
      absorb: false,
    });
    expect(within(dialog).getByText('Staying: 1 started, 2 completed, 0 passed over, 0 with no open day left.')).toBeInTheDocument();
    const loads = within(dialog).getByRole('table', { name: 'Work on the days the visits may go to' });
    expect(
      within(loads)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayArrivingWorkCrew hours', '11/24/2026016 h16 h', '11/30/2026Over the crews’ hours315 → 17.5 h16 h']);
    expect(within(dialog).getByText(/Some crews would have more work than hours on 11\/30\/2026/)).toBeInTheDocument();
    const groups = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('.MuiListSubheader-root'));
    expect(groups.map((group) => group.querySelector('.MuiListSubheader-root')?.textContent)).toEqual(['Alpha', 'Bravo']);
    expect(within(dialog).getAllByText('→ 11/30/2026')).toHaveLength(3);
    expect(within(dialog).getByText('stands for the visit already planned then')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 3 visits' }));
    await waitFor(() =>
      expect(provider.applyRainDay).toHaveBeenCalledWith({
        date: DATE,
        scope: 'vendor',
        scopeId: 'v1',
        fromNow: false,
        targetDate: null,
        absorb: false,
        fingerprint: PLAN.fingerprint,
      }),
    );
    expect(await within(dialog).findByText('3 visits moved. Undo puts them back (today only).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo the rain day of 11/23/2026' }));
    await waitFor(() => expect(provider.undoRainDay).toHaveBeenCalledWith(id('r1')));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo the rain day/ })).not.toBeInTheDocument());
  });

  it('previews a chosen date, and after a refused apply says why and previews again', async () => {
    const provider = stubProvider();
    provider.applyRainDay.mockRejectedValueOnce(new HttpError('server.rain_day.plan_changed', 409, {}));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Rain day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rain day' });
    await within(dialog).findByRole('status');
    expect(provider.previewRainDay).toHaveBeenLastCalledWith(expect.objectContaining({ scope: 'business', scopeId: null }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A date I choose' }));
    await userEvent.type(within(dialog).getByLabelText('New date'), '2026-11-25');
    await waitFor(() => expect(provider.previewRainDay).toHaveBeenLastCalledWith(expect.objectContaining({ targetDate: '2026-11-25' })));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /replace it/ }));
    await waitFor(() =>
      expect(provider.previewRainDay).toHaveBeenLastCalledWith(expect.objectContaining({ targetDate: '2026-11-25', absorb: true })),
    );
    const previews = provider.previewRainDay.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 3 visits' }));
    expect(await within(dialog).findByText(/The plan changed since the preview/)).toBeInTheDocument();
    await waitFor(() => expect(provider.previewRainDay.mock.calls.length).toBeGreaterThan(previews));
  });
});
