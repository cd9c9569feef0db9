import { describe, expect, it } from 'vitest';
import { customerUpdateInput } from './customer';

const person = {
  name: { first: 'Ana', last: 'Peña' },
  email: 'ana@example.com',
  mobile: '(512) 555-0101',
  emergencyPhone: '(512) 555-0102',
};

describe('a customer’s company, billing address and PO number', () => {
  it('are kept trimmed, the state upper-cased', () => {
    const parsed = customerUpdateInput.parse({
      ...person,
      companyName: ' Oak Hollow HOA ',
      billingAddress: 'PO Box 2231',
      billingCity: 'Round Rock',
      billingState: 'tx',
      billingZipcode: '78664',
      poNumber: 'PO-88121',
    });
    expect(parsed).toMatchObject({ companyName: 'Oak Hollow HOA', billingState: 'TX', poNumber: 'PO-88121' });
  });

  it('clear when blank, and stay as they are when left out', () => {
    const parsed = customerUpdateInput.parse({ ...person, companyName: '', poNumber: '  ' });
    expect(parsed.companyName).toBeNull();
    expect(parsed.poNumber).toBeNull();
    expect('billingAddress' in parsed && parsed.billingAddress !== undefined).toBe(false);
  });

  it('refuse a state that is not two letters, in words', () => {
    const result = customerUpdateInput.safeParse({ ...person, billingState: 'Texas' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['billingState', 'validation.customer.state_2_letters'],
    ]);
  });
});
