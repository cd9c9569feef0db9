import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RainDayListRow } from '../../../common/schemas/rainDay';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { RainDaysPage } from './RainDaysPage';

const row = (overrides: Partial<RainDayListRow>): RainDayListRow => ({
  _id: 'r1',
  date: '2026-11-23',
  scope: 'market',
  scopeName: 'Austin',
  markets: ['Austin'],
  fromNow: false,
  targetDate: null,
  absorb: false,
  moved: 12,
  absorbed: 0,
  appliedBy: 'Casey Rivera',
  appliedAt: '2026-11-23T14:00:00.000Z',
  undoneBy: null,
  undoneAt: null,
  canUndo: true,
  ...overrides,
});

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ _id: 'u', type: 'admin', permissions: ['assignment_list'] }));
});
afterEach(() => localStorage.clear());

describe('RainDaysPage', () => {
  it('lists each rain day with where, how many and who, and undoes one that can still be undone after confirming', async () => {
    let rows = [
      row({}),
      row({ _id: 'r2', date: '2026-11-20', scope: 'business', scopeName: null, canUndo: false, targetDate: '2026-11-24', absorb: true }),
    ];
    const provider = {
      listRainDays: vi.fn(async () => rows),
      undoRainDay: vi.fn(async () => {
        rows = [{ ...rows[0], canUndo: false, undoneAt: '2026-11-23T15:00:00.000Z', undoneBy: 'Avery Admin' }, rows[1]];
        return { _id: 'r1', date: '2026-11-23', moved: 12, absorbed: 0, undoneAt: '2026-11-23T15:00:00.000Z' };
      }),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
    };
    renderInAdmin(<RainDaysPage />, { dataProvider: provider as unknown as DataProvider });
    const table = await screen.findByRole('table', { name: 'Rain days' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('11/23/2026');
    expect(first).toHaveTextContent('Market: Austin');
    expect(first).toHaveTextContent('12 moved, 0 absorbed');
    expect(first).toHaveTextContent('Next day with room');
    expect(first).toHaveTextContent('by Casey Rivera');
    expect(second).toHaveTextContent('The whole business');
    expect(second).toHaveTextContent('To 11/24/2026');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Kept');

    await userEvent.click(within(first).getByRole('button', { name: 'Undo 11/23/2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo the rain day of 11/23/2026?' });
    expect(confirm).toHaveTextContent('The 12 visits go back to their day.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(provider.undoRainDay).toHaveBeenCalledWith('r1'));
    expect(await screen.findByText(/Undone .* by Avery Admin/)).toBeInTheDocument();
  });

  it('shows the messages going out: how many wait, about how long at the rate, today’s changes first', async () => {
    const at = '2026-11-23T15:00:00.000Z';
    const provider = {
      listRainDays: vi.fn(async () => []),
      outboundStatus: vi.fn(async () => ({
        at,
        channels: [
          {
            channel: 'sms',
            waiting: 1240,
            urgent: 12,
            sentLastHour: 300,
            perMinute: 60,
            finishAt: '2026-11-23T15:21:00.000Z',
            startsAt: null,
          },
          { channel: 'email', waiting: 0, urgent: 0, sentLastHour: 45, perMinute: 30, finishAt: null, startsAt: null },
        ],
      })),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
    };
    renderInAdmin(<RainDaysPage />, { dataProvider: provider as unknown as DataProvider });
    const panel = await screen.findByRole('region', { name: 'Messages going out' });
    expect(panel).toHaveTextContent('Texts: 1,240 waiting · about 21 min at 60 a minute · 12 of today’s changes go first');
    expect(panel).toHaveTextContent('E-mails: none waiting · 45 sent in the last hour');
  });

  it('says texts held by quiet hours wait until they end, and counts only the sending’s minutes at the rate', async () => {
    const at = '2026-11-23T15:00:00.000Z';
    const provider = {
      listRainDays: vi.fn(async () => []),
      outboundStatus: vi.fn(async () => ({
        at,
        channels: [
          {
            channel: 'sms',
            waiting: 1200,
            urgent: 0,
            sentLastHour: 0,
            perMinute: 240,
            startsAt: '2026-11-23T15:49:00.000Z',
            finishAt: '2026-11-23T15:54:00.000Z',
          },
          { channel: 'email', waiting: 0, urgent: 0, sentLastHour: 0, perMinute: 30, finishAt: null, startsAt: null },
        ],
      })),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
    };
    renderInAdmin(<RainDaysPage />, { dataProvider: provider as unknown as DataProvider });
    const panel = await screen.findByRole('region', { name: 'Messages going out' });
    const quietEnds = new Date('2026-11-23T15:49:00.000Z').toLocaleString('en', { weekday: 'short', hour: 'numeric', minute: '2-digit' });
    expect(panel).toHaveTextContent(
      `Texts: 1,200 waiting · held by quiet hours until ${quietEnds}, then about 5 min of sending at 240 a minute`,
    );
  });
});
