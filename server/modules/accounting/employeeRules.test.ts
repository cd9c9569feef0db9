import { describe, expect, it } from 'vitest';
import { nameKey, paidTimeOffActivityOf, suggestEmployees, timeActivityOf } from './employeeRules';

const person = (userId: string, firstName: string, lastName: string) => ({ userId, firstName, lastName });

describe('suggestEmployees', () => {
  it('matches a name without case, accents or punctuation, in either order', () => {
    expect(nameKey("  José  O'Neil ")).toBe('jose oneil');
    const found = suggestEmployees(
      [person('u1', 'José', "O'Neil"), person('u2', 'ana', 'ruiz')],
      [
        { Id: '7', DisplayName: 'Jose ONeil' },
        { Id: '8', GivenName: 'Ana', FamilyName: 'Ruiz', DisplayName: 'Ruiz, Ana' },
      ],
      new Set(),
    );
    expect([...found]).toEqual([
      ['u1', '7'],
      ['u2', '8'],
    ]);
  });

  it('suggests nothing between namesakes, for an inactive or taken employee, or for two people of one name', () => {
    const twins = [
      { Id: '1', DisplayName: 'Sam Twin' },
      { Id: '2', GivenName: 'Sam', FamilyName: 'Twin', DisplayName: 'Sam Twin (2)' },
    ];
    expect(suggestEmployees([person('u1', 'Sam', 'Twin')], twins, new Set()).size).toBe(0);
    expect(suggestEmployees([person('u1', 'Sam', 'Twin')], twins, new Set(['2']))).toEqual(new Map([['u1', '1']]));
    expect(suggestEmployees([person('u1', 'Al', 'Bo')], [{ Id: '3', DisplayName: 'Al Bo', Active: false }], new Set()).size).toBe(0);
    expect(
      suggestEmployees([person('u1', 'Al', 'Bo'), person('u2', 'al', 'bo')], [{ Id: '3', DisplayName: 'Al Bo' }], new Set()).size,
    ).toBe(0);
  });
});

describe('timeActivityOf', () => {
  it('carries the counted minutes as whole hours and minutes on the entry’s day', () => {
    const body = timeActivityOf({ id: 'e1', day: '2026-09-28', minutes: 465, breakMinutes: 30, clockIn: '08:00', clockOut: '16:15' }, '55');
    expect(body).toEqual({
      NameOf: 'Employee',
      EmployeeRef: { value: '55' },
      TxnDate: '2026-09-28',
      Hours: 7,
      Minutes: 45,
      Description: 'LawnDesk time sheet e1: 08:00–16:15, break 30 min',
    });
  });
});

describe('paidTimeOffActivityOf', () => {
  it('carries the minutes on the day with the payroll item, and the reason cut to 4000 characters', () => {
    const body = paidTimeOffActivityOf({ id: 'p1', day: '2026-09-30', minutes: 1440, reason: 'Vacation' }, '55', '7');
    expect(body).toEqual({
      NameOf: 'Employee',
      EmployeeRef: { value: '55' },
      PayrollItemRef: { value: '7' },
      TxnDate: '2026-09-30',
      Hours: 24,
      Minutes: 0,
      Description: 'LawnDesk paid time off p1: Vacation',
    });
    const long = paidTimeOffActivityOf({ id: 'p2', day: '2026-09-30', minutes: 75, reason: 'x'.repeat(5000) }, '55', '7');
    expect(long).toMatchObject({ Hours: 1, Minutes: 15 });
    expect(long.Description).toHaveLength(4000);
  });
});
