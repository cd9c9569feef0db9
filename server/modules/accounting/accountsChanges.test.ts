import { describe, expect, it } from 'vitest';
import { accountsChanges } from './accountsChanges';

describe('accountsChanges', () => {
  it('names each field a save changed, an income by its service, with the ids before and after', () => {
    expect(
      accountsChanges(
        { income: { mow: '41', bnb: '42' }, feeAccountId: '7' },
        { income: { mow: '41', bnb: '45', treatment: '46' }, feeAccountId: '7', paidTimeOffPayrollItemId: '12' },
      ),
    ).toEqual({
      'income.bnb': { from: '42', to: '45' },
      'income.treatment': { from: null, to: '46' },
      paidTimeOffPayrollItemId: { from: null, to: '12' },
    });
  });

  it('takes a field cleared back to QuickBooks’ default as a change, and an unchanged save as none', () => {
    expect(accountsChanges({ depositAccountId: '9' }, {})).toEqual({ depositAccountId: { from: '9', to: null } });
    expect(accountsChanges({ income: { mow: '41' } }, { income: { mow: '41' } })).toEqual({});
    expect(accountsChanges({ income: { mow: '' } }, {})).toEqual({});
  });
});
