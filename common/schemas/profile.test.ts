import { describe, expect, it } from 'vitest';
import { formatPhone } from './profile';

describe('formatPhone', () => {
  it('formats 7 digits as xxx-xxxx and 10 digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('5550101')).toBe('555-0101');
    expect(formatPhone('5125550101')).toBe('(512) 555-0101');
  });

  it('shows other lengths as the digits typed so far', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('512')).toBe('512');
    expect(formatPhone('51255501')).toBe('51255501');
    expect(formatPhone('512-555-01')).toBe('51255501');
  });

  it('reformats as the user keeps typing or deletes', () => {
    expect(formatPhone('555-01019')).toBe('55501019');
    expect(formatPhone('(512) 555-010')).toBe('512555010');
  });

  it('keeps 10 digits of a longer pasted number', () => {
    expect(formatPhone('+1 (512) 555-0101')).toBe('(512) 555-0101');
    expect(formatPhone('1-512-555-0101')).toBe('(512) 555-0101');
    expect(formatPhone('(512) 555-01019')).toBe('(512) 555-0101');
    expect(formatPhone('512.555.0101 ext. 22')).toBe('(512) 555-0101');
  });
});
