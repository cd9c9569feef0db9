import { describe, expect, it } from 'vitest';
import { hoursForDays, yardAddressParts } from './ownCrewRules';

describe('the crews step rules', () => {
  it('reads a yard written on one line, and nothing else', () => {
    expect(yardAddressParts('c1', '1200 Industrial Blvd, Austin, tx 78745')).toEqual({
      id: 'c1',
      street: '1200 Industrial Blvd',
      city: 'Austin',
      state: 'TX',
      zip: '78745',
    });
    expect(yardAddressParts('c1', '12 Oak St, Suite 4, Manor, TX 78653-1234')?.street).toBe('12 Oak St, Suite 4');
    expect(yardAddressParts('c1', 'behind the church')).toBeNull();
    expect(yardAddressParts('c1', null)).toBeNull();
  });

  it('works the chosen days only, keeping their times', () => {
    const hours = hoursForDays([1, 3]);
    expect(hours.map((day) => day.works)).toEqual([true, false, true, false, false, false, false]);
    const early = hours.map((day) => ({ ...day, start: '06:00' }));
    expect(hoursForDays([2], early)[1]).toEqual({ works: true, start: '06:00', end: '16:00' });
  });
});
