import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SecretSettingsChange } from '../../../common/schemas/settingsRecord';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { SecretSettingsHistory } from './SecretSettingsHistory';

const change = (group: SecretSettingsChange['group'], fields: string[]): SecretSettingsChange => ({
  _id: `${group}-${fields.length}`,
  group,
  fields,
  user: { _id: 'u1', name: 'Avery Admin' },
  createdAt: '2031-03-04T15:00:00.000Z',
});

describe('SecretSettingsHistory', () => {
  it('names the QuickBooks accounts a save changed as the Accounting screen names them, and the mail fields as its form', async () => {
    const changes = [change('quickbooksAccounts', ['income.mow', 'feeAccountId', 'paidTimeOffPayrollItemId']), change('mail', ['host'])];
    renderInAdmin(<SecretSettingsHistory />, {
      dataProvider: { getSecretSettingsHistory: async () => changes } as never,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
    expect(
      await screen.findByText('QuickBooks accounts: Income for Lawn Service, Card fees to, Payroll item for paid time off'),
    ).toBeTruthy();
    expect(screen.getByText(/^Mail server: /)).toBeTruthy();
  });
});
