import { screen } from '@testing-library/react';
import { type DataProvider, useGetList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/AdminTestContext';
import { NamedLoadingIndicator } from './NamedLoadingIndicator';

function LoadingForever() {
  useGetList('customers');
  return <NamedLoadingIndicator />;
}

describe('NamedLoadingIndicator', () => {
  it('names the spinner while a read is in flight, as axe asks of every progress bar', async () => {
    const dataProvider = { getList: () => new Promise(() => undefined) } as unknown as DataProvider;
    renderInAdmin(<LoadingForever />, { dataProvider });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
