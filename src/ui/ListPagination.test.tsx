import { render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider, ListBase, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { ListPagination } from './ListPagination';

const rows = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}` }));

function renderList(total: number, meta: object | undefined, locale = 'en') {
  const dataProvider: DataProvider = testDataProvider({ getList: async () => ({ data: rows, total, meta }) as never });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ListBase resource="properties" disableSyncWithLocation perPage={10}>
        <ListPagination />
      </ListBase>
    </AdminContext>,
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
