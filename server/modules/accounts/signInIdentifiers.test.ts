import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '../../../common/permissions';
import { chooseAccount, identifierAdmits } from './signInIdentifiers';

const user = (type: UserType, username: string, email: string | null = null, mobile: string | null = null) => ({
  type,
  username,
  email,
  mobile,
});

describe('sign-in identifiers', () => {
  it('admits a username for every type, a contact for customers always, for staff only outside production, never for crews', () => {
    const table = Object.fromEntries(
      USER_TYPES.map((type) => [
        type,
        [
          identifierAdmits(type, 'username', false),
          identifierAdmits(type, 'email', false),
          identifierAdmits(type, 'phone', false),
          identifierAdmits(type, 'email', true),
        ],
      ]),
    );
    expect(table).toEqual({
      admin: [true, false, false, true],
      csr: [true, false, false, true],
      vendor: [true, false, false, true],
      crew: [true, false, false, false],
      customer: [true, true, true, true],
    });
  });

  it('prefers the account whose username is the identifier over one whose e-mail is', () => {
    const byEmail = user('customer', 'ana', 'x@y.test');
    const byName = user('customer', 'x@y.test');
    expect(chooseAccount([byEmail, byName], 'x@y.test', false)).toBe(byName);
  });

  it('finds a customer by e-mail in any case or by phone digits, and not a crew or a production staff member', () => {
    const customer = user('customer', 'dana', 'Dana@Mail.test', '5125550101');
    const crew = user('crew', 'mike', 'mike@crew.test', '5125550102');
    const admin = user('admin', 'boss', 'boss@office.test', '5125550103');
    expect(chooseAccount([customer], 'dana@mail.TEST', false)).toBe(customer);
    expect(chooseAccount([customer], '(512) 555-0101', false)).toBe(customer);
    expect(chooseAccount([crew], 'mike@crew.test', true)).toBeUndefined();
    expect(chooseAccount([crew], 'mike', false)).toBe(crew);
    expect(chooseAccount([admin], '512-555-0103', false)).toBeUndefined();
    expect(chooseAccount([admin], '512-555-0103', true)).toBe(admin);
  });
});
