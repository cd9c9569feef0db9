import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessDay } from '../../../common/schemas/timeSheet';
import { AssignmentBoardPage } from './AssignmentBoardPage';
import { barDays, dayLabel } from './dayBar';
import { DRAG_TYPE } from './useRouteDrag';
import { carriedData, CREW_A, CREW_B, id, workLogRow } from './testRows';
import { renderInAdmin } from '../../testing/AdminTestContext';

const ROWS = [
  workLogRow({ _id: id('a1'), routePosition: 1, status: 'completed', address: '10 Oak St' }),
  workLogRow({ _id: id('a2'), routePosition: 2, address: '20 Oak St' }),
  workLogRow({ _id: id('a3'), routePosition: 3, address: '30 Oak St', status: 'skipped', reason: 'Gate locked' }),
  workLogRow({ _id: id('b1'), crewId: CREW_B, crewName: 'Bravo', routePosition: 1, address: '5 Pine St' }),
  workLogRow({ _id: id('u1'), crewId: null, crewName: null, address: '7 Elm St' }),
];
const CREWS = [
  { _id: CREW_A, name: 'Alpha', vendorId: 'v1', vendorName: 'Green Co' },
  { _id: CREW_B, name: 'Bravo', vendorId: 'v1', vendorName: 'Green Co' },
  { _id: id('crew-z'), name: 'Zulu', vendorId: 'v2', vendorName: 'Other Co' },
];
const CHOICES = {
  crews: CREWS,
  markets: [{ _id: 'm1', name: 'Austin' }],
  phrases: [
    { _id: id('p1'), name: 'Locked gate', phrase: 'The gate was locked.', type: 'un-assign' },
    { _id: id('p2'), name: 'Customer moved', phrase: 'The customer moved away.', type: 'cancel-assignment' },
  ],
};

function stubProvider() {
  return {
    getList: vi.fn(async (resource: string) => (resource === 'work-logs' ? { data: ROWS, total: ROWS.length } : { data: [], total: 0 })),
    getWorkLogChoices: vi.fn(async () => CHOICES),
    changeWorkLogStatus: vi.fn(async () => ({})),
    reassignWorkLogs: vi.fn(async () => []),
    moveWorkLogs: vi.fn(async () => []),
  };
}

function renderBoard(provider: ReturnType<typeof stubProvider>, path = '/worklogs') {
  return renderInAdmin(
    <Routes>
      <Route path="/worklogs" element={<AssignmentBoardPage />} />
      <Route path="/worklogs/:crewId/:date/:status" element={<AssignmentBoardPage />} />
    </Routes>,
    { path, dataProvider: provider as unknown as DataProvider },
  );
}

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ _id: 'u', type: 'csr', permissions: ['assignment_list'] }));
});
afterEach(() => localStorage.clear());

describe('AssignmentBoardPage', () => {
  it('shows the day per crew, the unassigned work first, each crew in route order', async () => {
    renderBoard(stubProvider());
    const groups = await screen.findAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Unassigned', 'Alpha', 'Bravo']);
    const alpha = within(groups[1])
      .getAllByTestId('work-log-row')
      .map((row) => within(row).getByRole('link').textContent);
    expect(alpha).toEqual(['10 Oak St', '20 Oak St', '30 Oak St']);
    expect(within(groups[1]).getByText('Completed')).toBeInTheDocument();
    expect(within(groups[1]).getByText('Reason: Gate locked')).toBeInTheDocument();
  });

  it('moves a visit dragged onto a day of the day bar to that date with its crew, and undoes it', async () => {
    const provider = stubProvider();
    renderBoard(provider);
    const alpha = await screen.findByRole('region', { name: 'Alpha' });
    // No bar until a visit is dragged.
    expect(screen.queryByRole('region', { name: 'Move to another day' })).toBeNull();
    const dataTransfer = carriedData([[DRAG_TYPE, '']]);
    const stop = within(alpha).getAllByTestId('route-stop')[1];
    fireEvent.dragStart(stop, { dataTransfer });
    const bar = await screen.findByRole('region', { name: 'Move to another day' });
    const today = businessDay(new Date());
    const tomorrow = barDays(today, today)[0];
    const day = within(bar).getByText(dayLabel(tomorrow, 'en'));
    fireEvent.dragOver(day, { dataTransfer });
    fireEvent.drop(day, { dataTransfer });
    await waitFor(() => expect(provider.moveWorkLogs).toHaveBeenCalledWith({ ids: [id('a2')], date: tomorrow }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Move to another day' })).toBeNull());

    await userEvent.click(await screen.findByRole('button', { name: `Undo the move to ${dayLabel(tomorrow, 'en')}` }));
    await waitFor(() => expect(provider.moveWorkLogs).toHaveBeenLastCalledWith({ ids: [id('a2')], date: today, crewId: CREW_A }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Undo the move/ })).toBeNull());
  });

  it('reads the crew, date and status of a deep link into its list filter', async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs/${CREW_B}/2026-12-01/skipped`);
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'work-logs',
        expect.objectContaining({ filter: { date: '2026-12-01', crewId: CREW_B, status: 'skipped' } }),
      ),
    );
  });

  it('selects a crew’s pending work only and reassigns it, showing the server’s message beside the crew', async () => {
    const provider = stubProvider();
    provider.reassignWorkLogs
      .mockRejectedValueOnce(new HttpError('Bravo is off that day.', 409, { errors: { crewId: 'Bravo is off that day.' } }))
      .mockResolvedValueOnce([]);
    renderBoard(provider);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every pending work log of Alpha' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected work logs' });
    expect(within(toolbar).getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Select 10 Oak St, / })).toBeDisabled();

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign 1 work log' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Crew/ }));
    // A reassignment stays within the selection's vendor: Zulu works for another one.
    expect(screen.queryByRole('option', { name: /Zulu/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Bravo/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Bravo is off that day.')).toBeInTheDocument();
    expect(provider.reassignWorkLogs).toHaveBeenCalledWith({ ids: [id('a2')], crewId: CREW_B });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('offers each row the actions its status allows, and asks why before a skip', async () => {
    const provider = stubProvider();
    renderBoard(provider);
    await screen.findAllByRole('region');
    expect(screen.queryByRole('button', { name: 'Status actions for 10 Oak St' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Status actions for 30 Oak St' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Restore']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Status actions for 20 Oak St' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Start', 'Skip', 'Cancel visit']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this visit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(provider.changeWorkLogStatus).not.toHaveBeenCalled();

    // Only the phrases a skip accepts are offered, read under assignment_list alone.
    const phrases = within(dialog).getByRole('group', { name: 'Phrases: click one to insert it' });
    expect(
      within(phrases)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Locked gate']);
    await userEvent.click(within(phrases).getByRole('button', { name: 'Insert the phrase Locked gate' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveValue('The gate was locked.');
    await userEvent.type(reason, ' Dog in the yard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() =>
      expect(provider.changeWorkLogStatus).toHaveBeenCalledWith(id('a2'), {
        action: 'skip',
        reason: 'The gate was locked. Dog in the yard',
        reasonPhraseId: id('p1'),
      }),
    );
  });

  it('starts a pending visit at once: no reason is asked', async () => {
    const provider = stubProvider();
    renderBoard(provider);
    await userEvent.click(await screen.findByRole('button', { name: 'Status actions for 7 Elm St' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Start' }));
    await waitFor(() => expect(provider.changeWorkLogStatus).toHaveBeenCalledWith(id('u1'), { action: 'start' }));
  });
});
