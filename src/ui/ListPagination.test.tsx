import { screen } from '@testing-library/react';
import { type DataProvider, ListBase, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListPagination } from './ListPagination';
import { renderInAdmin } from '../testing/AdminTestContext';

const rows = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}` }));

function renderList(total: number, meta: object | undefined, locale = 'en') {
  const dataProvider: DataProvider = testDataProvider({ getList: async () => ({ data: rows, total, meta }) as never });
  renderInAdmin(
    <ListBase resource="properties" disableSyncWithLocation perPage={10}>
      <ListPagination />
    </ListBase>,
    { dataProvider, store: memoryStore({ locale }) },
  );
}

describe('ListPagination', () => {
  it('says "about" when the server estimated the total', async () => {
    renderList(100364, { totalEstimated: true });
    expect(await screen.findByText('1-10 of about 100,364')).toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    renderList(100364, { totalEstimated: true }, 'es');
    expect(await screen.findByText('1-10 de unos 100.364')).toBeInTheDocument();
  });

  it('gives an exact total as react-admin does', async () => {
    renderList(12, undefined);
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
  });
});
