import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportSummary } from '../../../common/schemas/dataImport';
import { dataProvider } from '../../dataProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { PastImports } from './PastImports';

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const summary = (values: Partial<ImportSummary>): ImportSummary => ({
  _id: 'im1',
  fileName: 'jobber.csv',
  sheet: null,
  status: 'done',
  totals: { create: 12, update: 3, skip: 2, error: 1 },
  rowsTotal: 18,
  rowsDone: 18,
  canUndo: true,
  createdAt: '2026-11-20T15:00:00.000Z',
  finishedAt: '2026-11-20T15:01:00.000Z',
  createdBy: 'Avery Admin',
  ...values,
});

function renderList(imports: ImportSummary[], onOpen = vi.fn()) {
  const fetchMock = vi.fn(async (url: string) =>
    url.includes('/undo') ? respond({ status: 200, data: {} }) : respond({ status: 200, data: { imports, total: imports.length } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(<PastImports onOpen={onOpen} openedId={null} />, { dataProvider });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PastImports', () => {
  it('lists each import with its file, who, totals and status, and opens its report', async () => {
    const onOpen = vi.fn();
    renderList([summary({}), summary({ _id: 'im0', fileName: 'old.csv', status: 'undone', canUndo: false, createdBy: null })], onOpen);
    const row = (await screen.findAllByRole('row', { name: /jobber\.csv/ }))[0];
    expect(row).toHaveTextContent('Avery Admin');
    expect(row).toHaveTextContent('Create 12 · Update 3 · Skip 2 · Error 1');
    expect(row).toHaveTextContent('Imported');
    await userEvent.click(within(row).getByRole('button', { name: 'Open the report of jobber.csv' }));
    expect(onOpen).toHaveBeenCalledWith('im1');
    const undone = screen.getAllByRole('row', { name: /old\.csv/ })[0];
    expect(undone).toHaveTextContent('Undone');
    expect(within(undone).queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('undoes an import while undo is possible', async () => {
    const fetchMock = renderList([summary({})]);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo the import of jobber.csv' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/imports/im1/undo'))).toBe(true));
  });

  it('shows nothing before the first import', async () => {
    const fetchMock = renderList([]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Past imports')).toBeNull();
  });
});
