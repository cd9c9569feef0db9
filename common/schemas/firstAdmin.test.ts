import { describe, expect, it } from 'vitest';
import { adminCreateInput } from './firstAdmin';

const input = {
  username: 'owner-one',
  email: 'owner@example.com',
  firstName: '',
  lastName: '',
  password: 'Owner#26',
  confirmPassword: 'Owner#26',
};
const messages = (value: object) => adminCreateInput.safeParse(value).error?.issues.map((issue) => `${issue.path}: ${issue.message}`);

describe('an admin from the command line', () => {
  it('follows the password rules of every account and needs the confirmation to match', () => {
    expect(messages(input)).toBeUndefined();
    expect(messages({ ...input, password: 'owner#26', confirmPassword: 'owner#26' })).toEqual([
      'password: validation.auth.password_needs_1_lowercase_1_uppercase_1',
    ]);
    expect(messages({ ...input, password: 'Ow#1', confirmPassword: 'Ow#1' })).toEqual([
      'password: validation.auth.password_must_be_6_to_12_characters',
    ]);
    expect(messages({ ...input, confirmPassword: 'Owner#27' })).toEqual(['confirmPassword: validation.auth.confirm_password_not_match']);
    expect(messages({ ...input, username: 'own er', email: 'nope' })).toEqual([
      'username: validation.user.username_cannot_contain_spaces',
      'email: validation.common.valid_email_required',
    ]);
  });
});
