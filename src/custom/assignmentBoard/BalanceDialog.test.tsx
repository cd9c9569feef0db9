import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, HttpError, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceProposal } from '../../../common/schemas/balance';
import { i18nProvider } from '../../i18n/i18nProvider';
import AssignmentBoardPage from './AssignmentBoardPage';
import { CREW_A, CREW_B, id, workLogRow } from './testRows';

const DATE = '2026-11-23';
const ROWS = [workLogRow({ _id: id('a1'), address: '10 Oak St' }), workLogRow({ _id: id('b1'), crewId: CREW_B, crewName: 'Bravo', address: '5 Pine St' })];
const CHOICES = {
  crews: [
    { _id: CREW_A, name: 'Alpha', vendorId: 'v1', vendorName: 'Green Co' },
    { _id: CREW_B, name: 'Bravo', vendorId: 'v1', vendorName: 'Green Co' },
    { _id: id('crew-z'), name: 'Zulu', vendorId: 'v2', vendorName: 'Other Co' },
  ],
  markets: [],
  phrases: [],
};
const figures = (stops: number, hours: number, miles: number, driveMinutes: number) => ({ stops, hours, miles, driveMinutes, serviceMinutes: stops * 30 });
const PROPOSAL: BalanceProposal = {
  vendorId: 'v1',
  date: DATE,
  crewHours: 8,
  crews: [
    { crewId: CREW_A, crewName: 'Alpha', availableHours: 8, before: figures(3, 4.5, 30.2, 72), after: figures(2, 2.25, 10.4, 25) },
    { crewId: CREW_B, crewName: 'Bravo', availableHours: 8, before: figures(2, 3, 25, 60), after: figures(3, 3.5, 12.6, 30) },
  ],
  moves: [
    { workLogId: id('a1'), address: '10 Oak St', serviceType: 'mow', fromCrewId: CREW_A, fromCrewName: 'Alpha', toCrewId: CREW_B, toCrewName: 'Bravo' },
    { workLogId: id('a2'), address: '20 Oak St', serviceType: 'bnb', fromCrewId: CREW_A, fromCrewName: 'Alpha', toCrewId: CREW_B, toCrewName: 'Bravo' },
    { workLogId: id('b1'), address: '5 Pine St', serviceType: 'mow', fromCrewId: CREW_B, fromCrewName: 'Bravo', toCrewId: CREW_A, toCrewName: 'Alpha' },
  ],
  leftOut: [{ workLogId: id('b9'), address: '9 Far Rd', serviceType: 'bnb', crewId: CREW_B, crewName: 'Bravo', reason: 'too-long' }],
  before: figures(5, 7.5, 55.2, 132),
  after: figures(5, 5.75, 23, 55),
};

function stubProvider() {
  return {
    getList: vi.fn(async () => ({ data: ROWS, total: ROWS.length })),
    getWorkLogChoices: vi.fn(async () => CHOICES),
    previewBalance: vi.fn(async (): Promise<BalanceProposal> => PROPOSAL),
    applyBalance: vi.fn(async () => [ROWS[0]]),
  };
}

function renderBoard(provider: ReturnType<typeof stubProvider>, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/worklogs" element={<AssignmentBoardPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
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
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('work-logs', expect.objectContaining({ filter: expect.objectContaining({ vendorId: 'v1' }) })));
    expect(await screen.findByRole('button', { name: 'Balance crews' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Crew' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Alpha · Green Co', 'Bravo · Green Co']);
  });

  it('shows each crew before and after, the moves all ticked and what does not fit, and applies the moves left ticked', async () => {
    const provider = stubProvider();
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance crews of Green Co' });
    expect(await within(dialog).findByText(/Driving 132 → 55 min \(77 min saved\), 55\.2 → 23\.0 mi/)).toBeInTheDocument();
    expect(provider.previewBalance).toHaveBeenCalledWith({ vendorId: 'v1', date: DATE, crewHours: 8 });

    const table = within(dialog).getByRole('table', { name: 'Each crew before and after' });
    const alpha = within(table).getByRole('row', { name: /Alpha/ });
    expect(within(alpha).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3 → 2', '4.5 → 2.3', '30.2 → 10.4']);
    expect(within(dialog).getByText('9 Far Rd (Bravo): longer than a crew\'s day on its own')).toBeInTheDocument();

    const boxes = within(dialog).getAllByRole('checkbox', { name: /Oak St|Pine St/ });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /20 Oak St/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'All' })).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply 2 moves' }));
    await waitFor(() =>
      expect(provider.applyBalance).toHaveBeenCalledWith({
        vendorId: 'v1',
        date: DATE,
        moves: [
          { workLogId: id('a1'), fromCrewId: CREW_A, toCrewId: CREW_B },
          { workLogId: id('b1'), fromCrewId: CREW_B, toCrewId: CREW_A },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews again with other crew hours, and after a refused apply says why and reads the day again', async () => {
    const provider = stubProvider();
    provider.applyBalance.mockRejectedValueOnce(new HttpError('server.work_logs.balance_changed_since_preview', 409, {}));
    renderBoard(provider, `/worklogs?serviceDate=${DATE}&vendor=v1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Balance crews' }));
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByRole('spinbutton', { name: "Hours in a crew's day" });
    await userEvent.clear(hours);
    await userEvent.type(hours, '20');
    expect(within(dialog).getByText("A crew's day is 1 to 16 hours.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Recalculate' })).toBeDisabled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '6{Enter}');
    await waitFor(() => expect(provider.previewBalance).toHaveBeenLastCalledWith({ vendorId: 'v1', date: DATE, crewHours: 6 }));

    const calls = provider.previewBalance.mock.calls.length;
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply 3 moves' }));
    expect(await within(dialog).findByText(/no longer match the day/)).toBeInTheDocument();
    await waitFor(() => expect(provider.previewBalance.mock.calls.length).toBe(calls + 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
