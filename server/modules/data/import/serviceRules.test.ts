import { describe, expect, it } from 'vitest';
import { draftServices, serviceTypes } from './serviceRules';

describe('serviceTypes', () => {
  it.each([
    ['Mowing', ['mow']],
    ['Weekly lawn care', ['mow']],
    ['Corte de césped', ['mow']],
    ['Bush & Bed', ['bnb']],
    ['Shrub trimming', ['bnb']],
    ['Hedges', ['bnb']],
    ['Arbustos y camas', ['bnb']],
    ['Arbustos y jardineras', ['bnb']],
    ['B&B', ['bnb']],
    ['Lawn; Bush & Bed', ['mow', 'bnb']],
    ['Bed cleanup, mowing', ['mow', 'bnb']],
  ])('reads %j', (cell, types) => {
    expect(serviceTypes(cell)).toEqual({ types, extra: null });
  });

  it('gives null for a blank cell, and keeps the words of a service LawnDesk does not plan', () => {
    expect(serviceTypes('  ')).toBeNull();
    expect(serviceTypes(undefined)).toBeNull();
    expect(serviceTypes('Aeration')).toEqual({ types: [], extra: 'Aeration' });
    expect(serviceTypes('  Leaf   Clean-up ')).toEqual({ types: [], extra: 'Leaf Clean-up' });
    expect(serviceTypes('bedroom cleaning')).toEqual({ types: [], extra: 'bedroom cleaning' });
    expect(serviceTypes('Premium package')).toEqual({ types: [], extra: 'Premium package' });
  });

  it('keeps an extra named beside a lawn service', () => {
    expect(serviceTypes('Mowing + Fertilization')).toEqual({ types: ['mow'], extra: 'Mowing + Fertilization' });
  });
});

describe('draftServices', () => {
  const cells = { types: null, frequency: null, price: null, startDate: '2031-03-10', mowDay: null };

  it('makes a Lawn Service from a frequency or a price when no Service cell names one, and none otherwise', () => {
    expect(draftServices(cells)).toEqual({ services: [], error: null });
    expect(draftServices({ ...cells, frequency: 2 }).services).toEqual([
      { type: 'mow', frequency: 2, price: 0, startDate: '2031-03-10', mowDay: null },
    ]);
  });

  it('gives every service the row names its frequency, price and day, Bush and Bed every 4 weeks by default', () => {
    expect(draftServices({ ...cells, types: ['mow', 'bnb'], price: 40, mowDay: 2 }).services).toEqual([
      { type: 'mow', frequency: 1, price: 40, startDate: '2031-03-10', mowDay: 2 },
      { type: 'bnb', frequency: 4, price: 40, startDate: '2031-03-10', mowDay: 2 },
    ]);
    expect(draftServices({ ...cells, types: ['bnb'], frequency: 6, price: 120 }).services[0]).toMatchObject({ frequency: 6 });
  });

  it('refuses Bush and Bed without a price', () => {
    expect(draftServices({ ...cells, types: ['bnb'] })).toEqual({
      services: [],
      error: 'validation.data_import.bush_and_bed_price_required',
    });
  });
});
