import { describe, expect, it } from 'vitest';
import { admits } from './access';

describe('admits', () => {
  const rule = { types: ['admin', 'csr', 'crew'], staffPermission: 'assignment_list' } as const;

  it('asks staff for the key of a staffPermission rule, and other admitted types for none', () => {
    expect(admits(rule, { type: 'csr', permissions: ['assignment_list'] })).toBe(true);
    expect(admits(rule, { type: 'csr', permissions: ['customer_list'] })).toBe(false);
    expect(admits(rule, { type: 'admin', permissions: [] })).toBe(false);
    expect(admits(rule, { type: 'crew', permissions: [] })).toBe(true);
  });

  it('refuses the types the rule does not name, whatever keys they hold', () => {
    expect(admits(rule, { type: 'vendor', permissions: ['assignment_list'] })).toBe(false);
    expect(admits(rule, { type: 'customer', permissions: ['assignment_list'] })).toBe(false);
    expect(admits(rule, null)).toBe(false);
  });
});
