import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportRecord } from '../../../common/schemas/dataImport';
import type { ImportRowsPage } from '../../dataProvider/importMethods';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ImportRows } from './ImportRows';

const record = (rows: number, rowCount: number): ImportRecord => ({
  _id: 'im1',
  fileName: 'jobber.csv',
  sheet: null,
  sheets: [],
  status: 'previewed',
  headers: ['Name'],
  attention: [],
  mapping: {},
  sample: [],
  totals: { create: 50, update: 4, skip: 3, error: 3 },
  rowsTotal: 60,
  rowsDone: 0,
  warningCount: 0,
  sourceIdQuestions: 0,
  sourceIdChosen: 0,
  approximate: 0,
  canUndo: false,
  createdAt: '2026-11-20T15:00:00.000Z',
  finishedAt: null,
  rows: Array.from({ length: rows }, (_, index) => ({
    rowNumber: index + 2,
    outcome: 'create' as const,
    field: null,
    message: null,
    label: `Customer ${index + 2}`,
    warnings: [],
    customerId: null,
    customerName: null,
    sourceIdChoice: null,
    done: false,
  })),
  rowCount,
});

function renderRows(page: ImportRowsPage, rows = 25, rowCount = 60) {
  const onPage = vi.fn();
  renderInAdmin(<ImportRows record={record(rows, rowCount)} page={page} onPage={onPage} />);
  return onPage;
}

describe('ImportRows', () => {
  it("shows the whole file's totals, and a total chosen asks for its rows from the first page", async () => {
    const onPage = renderRows({ start: 25, length: 25 });
    expect(screen.getByRole('button', { name: 'All rows: 60' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Error: 3' }));
    expect(onPage).toHaveBeenLastCalledWith({ start: 0, length: 25, outcome: 'error' });
  });

  it('shows the rows of one outcome, and choosing it again shows them all', async () => {
    const onPage = renderRows({ start: 0, length: 25, outcome: 'skip' }, 3, 3);
    expect(screen.getByRole('button', { name: 'Skip: 3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Skip: 3' }));
    expect(onPage).toHaveBeenLastCalledWith({ start: 0, length: 25, outcome: undefined });
  });

  it('pages the rows the server holds, keeping the outcome chosen', async () => {
    const onPage = renderRows({ start: 0, length: 25, outcome: 'create' });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage).toHaveBeenLastCalledWith({ start: 25, length: 25, outcome: 'create' });
  });
});
