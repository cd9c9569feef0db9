import { describe, expect, it } from 'vitest';
import { lotSizeCategory } from '../lotSize';
import { loginInput, resetPasswordInput } from './auth';
import { marketInput } from './market';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('shared schemas', () => {
  it('trims the sign-in id and requires both fields', () => {
    expect(loginInput.parse({ id: '  demo-admin ', password: 'x', loginRole: 'admin' }).id).toBe('demo-admin');
    expect(messages(loginInput.safeParse({ id: ' ', password: '', loginRole: 'crew' }))).toEqual({
      id: 'validation.common.username_required',
      password: 'validation.common.password_required',
    });
  });

  it('checks a market name, its zip codes and its tax', () => {
    expect(messages(marketInput.safeParse({ name: '', zipCodes: ['1234'], taxPercent: 101 }))).toEqual({
      name: 'validation.common.name_required',
      'zipCodes.0': 'validation.common.each_zip_code_5_digits',
      taxPercent: 'validation.market.tax_percent_at_most_100',
    });
    expect(marketInput.parse({ name: 'Waco', taxPercent: '8.25' })).toEqual({ name: 'Waco', zipCodes: [], taxPercent: 8.25 });
  });

  it('shows the password pattern message only when the length is right', () => {
    const base = { token: 't', otp: '123456', confirmPassword: '' };
    expect(messages(resetPasswordInput.safeParse({ ...base, password: 'abc' })).password).toBe(
      'validation.auth.password_must_be_6_to_12_characters',
    );
    expect(messages(resetPasswordInput.safeParse({ ...base, password: 'abcdefg' })).password).toBe(
      'validation.auth.password_needs_1_lowercase_1_uppercase_1',
    );
    expect(messages(resetPasswordInput.safeParse({ ...base, password: 'Abc#1234', confirmPassword: 'Abc#1235' })).confirmPassword).toBe(
      'validation.auth.confirm_password_not_match',
    );
    expect(resetPasswordInput.safeParse({ ...base, password: 'Abc#1234', confirmPassword: 'Abc#1234' }).success).toBe(true);
  });

  it('gives the reset form’s confirmation its own 6 to 12 length message, before any mismatch', () => {
    const base = { token: 't', otp: '123456', password: 'Abc#1234' };
    const firstMessages = (result: Parameters<typeof messages>[0]) =>
      messages({ ...result, error: result.error && { issues: [...result.error.issues].reverse() } });
    expect(firstMessages(resetPasswordInput.safeParse({ ...base, confirmPassword: '' })).confirmPassword).toBe(
      'validation.auth.confirm_password_required',
    );
    expect(firstMessages(resetPasswordInput.safeParse({ ...base, confirmPassword: 'Ab#1' })).confirmPassword).toBe(
      'validation.auth.confirm_password_must_be_6_to_12_characters',
    );
    expect(firstMessages(resetPasswordInput.safeParse({ ...base, confirmPassword: 'Abc#12345678x' })).confirmPassword).toBe(
      'validation.auth.confirm_password_must_be_6_to_12_characters',
    );
    expect(firstMessages(resetPasswordInput.safeParse({ ...base, confirmPassword: 'Abc#1235' })).confirmPassword).toBe(
      'validation.auth.confirm_password_not_match',
    );
  });

  it('derives the lot size category from square feet', () => {
    expect([0, 1, 5000, 5001, 11500, 11501, 13000, 13001, 30000].map(lotSizeCategory)).toEqual([
      null,
      'small',
      'small',
      'average',
      'average',
      'large',
      'large',
      'extraLarge',
      'extraLarge',
    ]);
  });
});
