import { describe, expect, it } from 'vitest';
import {
  normaliseAddress,
  normaliseDate,
  normaliseDay,
  normaliseEmail,
  normaliseFrequency,
  normaliseNumber,
  normalisePhone,
  normalisePrice,
  normaliseState,
  normaliseZip,
  splitName,
} from './normaliseRules';

describe('normalisePhone', () => {
  it.each([
    ['(512) 555-0100', '5125550100'],
    ['512.555.0100', '5125550100'],
    ['+1 512 555 0100', '5125550100'],
    ['1-512-555-0100', '5125550100'],
    ['512-555-0100 x 12', '5125550100'],
    ['512-555-0100 ext. 7', '5125550100'],
  ])('%s reads %s', (typed, digits) => expect(normalisePhone(typed)).toBe(digits));
  it('gives blank as null and an unreadable number back as typed', () => {
    expect(normalisePhone('  ')).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
    expect(normalisePhone('555-0100')).toBe('555-0100');
  });
});

describe('normaliseEmail', () => {
  it('trims, lower-cases, drops mailto: and keeps the first of several', () => {
    expect(normaliseEmail(' Ann.Smith@Example.COM ')).toBe('ann.smith@example.com');
    expect(normaliseEmail('mailto:a@x.com')).toBe('a@x.com');
    expect(normaliseEmail('a@x.com; b@x.com')).toBe('a@x.com');
    expect(normaliseEmail('')).toBeNull();
  });
});

describe('normaliseZip', () => {
  it('keeps 5 digits of a ZIP+4 and gives a number-read zip its zeros back', () => {
    expect(normaliseZip('78701-1234')).toBe('78701');
    expect(normaliseZip('787011234')).toBe('78701');
    expect(normaliseZip('2134')).toBe('02134');
    expect(normaliseZip('2134', 'MA')).toBe('02134');
    expect(normaliseZip('501', 'NY')).toBe('00501');
  });

  it('gives a short code no zero in a state whose codes do not begin with one (a typo, not New Jersey)', () => {
    expect(normaliseZip('7870', 'TX')).toBe('7870');
    expect(normaliseZip('7870', 'NJ')).toBe('07870');
    expect(normaliseZip(' 78701 ')).toBe('78701');
    expect(normaliseZip('TX 78701')).toBe('TX 78701');
    expect(normaliseZip('')).toBeNull();
  });
});

describe('normaliseAddress and normaliseState', () => {
  it('spaces and cases an address, keeping directions upper and ordinals lower', () => {
    expect(normaliseAddress('  123   MAIN st  nw ')).toBe('123 Main St NW');
    expect(normaliseAddress('4500 w 21ST street apt 4b')).toBe('4500 W 21st Street Apt 4b');
    expect(normaliseAddress("o'connor-smith ln")).toBe("O'Connor-Smith Ln");
    expect(normaliseAddress('calle de la peña')).toBe('Calle De La Peña');
  });
  it('writes a state as its two letters', () => {
    expect(normaliseState('texas')).toBe('TX');
    expect(normaliseState('New York')).toBe('NY');
    expect(normaliseState('tx.')).toBe('TX');
    expect(normaliseState('Tejas')).toBe('TX');
  });
});

describe('normaliseFrequency', () => {
  it.each([
    ['weekly', 1],
    ['Every week', 1],
    ['semanal', 1],
    ['1', 1],
    ['biweekly', 2],
    ['Bi-Weekly', 2],
    ['every 2 weeks', 2],
    ['every other week', 2],
    ['quincenal', 2],
    ['cada 2 semanas', 2],
    ['cada dos semanas', 2],
    ['every 3 weeks', 3],
    ['monthly', 4],
    ['mensual', 4],
    ['every 4 weeks', 4],
    ['every six weeks', 6],
    ['one time', -1],
    ['una vez', -1],
    ['Única vez', -1],
    ['As Needed', -1],
    ['as-needed', -1],
    ['On call', -1],
    ['según se necesite', -1],
    ['2 weeks', 2],
    ['3 wks', 3],
  ])('%s is every %d weeks', (typed, weeks) => expect(normaliseFrequency(typed)).toBe(weeks));
  it('gives an unreadable frequency back as typed', () => expect(normaliseFrequency('sometimes')).toBe('sometimes'));
  it.each([
    ['-1', -1],
    [' -1 ', -1],
    ['-1.0', -1],
    ['- 1', -1],
    ['+2', 2],
    ['4.0', 4],
  ])('reads the number %s before any word (-1 is one time, never weekly)', (typed, weeks) => expect(normaliseFrequency(typed)).toBe(weeks));
});

describe('normaliseDay', () => {
  it.each([
    ['Mon', 1],
    ['monday', 1],
    ['lunes', 1],
    ['Tue', 2],
    ['Tues.', 2],
    ['martes', 2],
    ['Wed', 3],
    ['miércoles', 3],
    ['Thu', 4],
    ['jueves', 4],
    ['Fri', 5],
    ['viernes', 5],
    ['Sat', 6],
    ['sábado', 6],
    ['Sun', 7],
    ['domingo', 7],
    ['3', 3],
  ])('%s is day %d', (typed, day) => expect(normaliseDay(typed)).toBe(day));
  it('gives an unreadable day back as typed', () => expect(normaliseDay('someday')).toBe('someday'));
});

describe('numbers, dates and names', () => {
  it('reads money and gives the rest back', () => {
    expect(normaliseNumber('$1,250.50')).toBe(1250.5);
    expect(normaliseNumber('abc')).toBe('abc');
  });
  it('writes US dates as yyyy-mm-dd', () => {
    expect(normaliseDate('3/4/2031')).toBe('2031-03-04');
    expect(normaliseDate('03/04/31')).toBe('2031-03-04');
    expect(normaliseDate('2031-3-4')).toBe('2031-03-04');
  });
  it('splits a whole name either way round', () => {
    expect(splitName('Smith, Ann Marie')).toEqual({ first: 'Ann Marie', last: 'Smith' });
    expect(splitName('José  García')).toEqual({ first: 'José', last: 'García' });
    expect(splitName('García')).toEqual({ first: '', last: 'García' });
  });
});

describe('normalisePrice', () => {
  it.each([
    ['$45', 45],
    ['45.00', 45],
    ['$45/cut', 45],
    ['$45 / visit', 45],
    ['45 per visit', 45],
    ['$1,250.50 each', 1250.5],
    ['$45 cada corte', 45],
    ['$45 por visita', 45],
  ])('%s reads %d', (typed, price) => expect(normalisePrice(typed)).toBe(price));
  it('gives an unreadable price back as typed', () => expect(normalisePrice('call for quote')).toBe('call for quote'));
});
