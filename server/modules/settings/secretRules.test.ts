import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { guardedChange, SECRET_AGAIN_MESSAGE, sameDestination } from './secretRules';

const saved = {
  ...DEFAULT_SETTINGS.payments,
  gateway: 'paytrace' as const,
  gatewayUrl: 'https://api.paytrace.com',
  username: 'office',
  password: 'pw',
  integratorId: 'int',
};

describe('guardedChange', () => {
  it('keeps blank secrets toward the same destination, and reports no change', () => {
    const change = guardedChange(
      'payments',
      { ...saved, gatewayUrl: 'https://API.paytrace.com/', password: '', integratorId: undefined, autoChargeFailureTries: 7 },
      saved,
    );
    expect(change).toEqual({
      value: expect.objectContaining({ password: 'pw', integratorId: 'int', autoChargeFailureTries: 7 }),
      changedFields: [],
      errors: {},
    });
  });

  it.each([{ gatewayUrl: 'https://evil.example' }, { username: 'other' }, { gateway: 'sandbox' as const }])(
    'never carries the secrets to a new destination: %o',
    (moved) => {
      const change = guardedChange('payments', { ...saved, ...moved, password: '', integratorId: '' }, saved);
      expect(change.errors).toEqual({ 'payments.password': SECRET_AGAIN_MESSAGE, 'payments.integratorId': SECRET_AGAIN_MESSAGE });
      expect(change.changedFields).toEqual([`payments.${Object.keys(moved)[0]}`]);
    },
  );

  it('takes new secrets with a move, clears one given as null, and names the fields only', () => {
    const change = guardedChange('payments', { ...saved, gatewayUrl: 'https://new.example', password: 'new', integratorId: null }, saved);
    expect(change).toEqual({
      value: expect.objectContaining({ gatewayUrl: 'https://new.example', password: 'new', integratorId: '' }),
      changedFields: ['payments.gatewayUrl', 'payments.password', 'payments.integratorId'],
      errors: {},
    });
  });

  it('moves a destination with no stored secret freely, and counts a secret typed again unchanged as no change', () => {
    expect(guardedChange('mail', { ...DEFAULT_SETTINGS.mail, host: 'smtp.example.com' }, DEFAULT_SETTINGS.mail).errors).toEqual({});
    const mail = { ...DEFAULT_SETTINGS.mail, host: 'smtp.example.com', password: 'pw' };
    expect(guardedChange('mail', { ...mail }, mail).changedFields).toEqual([]);
    expect(sameDestination('mail', { ...mail, host: 'SMTP.example.com ' }, mail)).toBe(true);
    expect(sameDestination('mail', { ...mail, secure: true }, mail)).toBe(false);
  });
});
