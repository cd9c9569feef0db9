import { describe, expect, it } from 'vitest';
import { ownStartOf } from './homePaths';

const crew = { type: 'crew' } as const;
const customer = { type: 'customer' } as const;

describe('the pages that start on their own', () => {
  it("are the crew's day and map for a crew, with or without a trailing slash", () => {
    for (const path of ['/crew/dashboard', '/crew/map-crew', '/crew/dashboard/']) expect(ownStartOf(path, crew)).toBe('crew');
  });

  it("are the customer's dashboard and Refer & Earn for a customer", () => {
    for (const path of ['/customers/dashboard', '/refer-and-earn/']) expect(ownStartOf(path, customer)).toBe('portal');
  });

  it('are no other page, the sign-in pages and the staff’s map included', () => {
    for (const path of ['/crew', '/crew/login', '/map-crew', '/crew/dashboard/x', '/dashboard', '/profile', '/login'])
      for (const user of [crew, customer]) expect(ownStartOf(path, user)).toBeUndefined();
  });

  it('open in the whole app for anyone else, signed out included', () => {
    for (const user of [{ type: 'admin' } as const, { type: 'csr' } as const, null]) {
      expect(ownStartOf('/crew/dashboard', user)).toBeUndefined();
      expect(ownStartOf('/customers/dashboard', user)).toBeUndefined();
    }
    expect(ownStartOf('/customers/dashboard', crew)).toBeUndefined();
    expect(ownStartOf('/crew/dashboard', customer)).toBeUndefined();
  });
});
