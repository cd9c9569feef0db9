import { describe, expect, it } from 'vitest';
import { cellText, isDateFormat, numberText } from './cellText';

describe('numberText', () => {
  it.each([
    [5125550100, '5125550100'],
    [15125550100, '15125550100'],
    [78701, '78701'],
    [78701.0000001, '78701'],
    [0.1 + 0.2, '0.3'],
    [45.99, '45.99'],
    [-97.7430608, '-97.7430608'],
    [1234, '1234'],
    [Number.NaN, ''],
  ])('%s reads %s', (value, text) => expect(numberText(value)).toBe(text));
});

describe('isDateFormat', () => {
  it.each([
    ['m/d/yyyy', true],
    ['yyyy-mm-dd', true],
    ['[$-409]mmmm d, yyyy;@', true],
    ['h:mm AM/PM', true],
    ['General', false],
    ['0.00', false],
    ['#,##0', false],
    ['"$"#,##0.00', false],
    ['[Red]0.00', false],
    [undefined, false],
  ])('%s is a date format: %s', (format, expected) => expect(isDateFormat(format)).toBe(expected));
});

describe('cellText', () => {
  it('gives what a CSV of the sheet would hold', () => {
    expect(cellText(null, undefined)).toBe('');
    expect(cellText('  José  ', undefined)).toBe('  José  ');
    expect(cellText(true, undefined)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2031, 2, 3)), 'm/d/yyyy')).toBe('2031-03-03');
    expect(cellText(new Date(Date.UTC(2031, 2, 3, 14, 30)), 'm/d/yyyy h:mm')).toBe('2031-03-03 14:30');
    expect(cellText({ richText: [{ text: 'Gar' }, { text: 'cía' }] }, undefined)).toBe('García');
    expect(cellText({ error: '#N/A' }, undefined)).toBe('#N/A');
    expect(cellText({ text: 'ann@example.com', hyperlink: 'mailto:ann@example.com' }, undefined)).toBe('ann@example.com');
  });

  it('reads a formula by the value it showed when saved, a date by its format, and none as blank', () => {
    expect(cellText({ formula: 'B2*2', result: 90 }, 'General')).toBe('90');
    expect(cellText({ formula: 'A1&" "&B1', result: 'Ann Smith' }, undefined)).toBe('Ann Smith');
    expect(cellText({ sharedFormula: 'C2', result: 47180 }, 'm/d/yyyy')).toBe('2029-03-03');
    expect(cellText({ formula: 'DATE(2031,3,3)', result: 47180 }, 'm/d/yyyy', true)).toBe('2033-03-04');
    expect(cellText({ formula: 'NOW()' }, 'm/d/yyyy')).toBe('');
  });

  it('reads a date serial in a date-formatted cell as its day', () => {
    expect(cellText(47180, 'yyyy-mm-dd')).toBe('2029-03-03');
    expect(cellText(47180, 'General')).toBe('47180');
  });
});
