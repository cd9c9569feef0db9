import { describe, expect, it } from 'vitest';
import { billToOf } from './billTo';

const person = {
  firstName: 'Ana',
  lastName: 'Peña',
  companyName: null,
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZipcode: null,
  poNumber: null,
};
const service = { address: '12 Oak St', city: 'Austin', state: 'TX', zipcode: '78701' };

describe('billToOf', () => {
  it('bills a homeowner at the service address', () => {
    expect(billToOf(person, service)).toEqual({
      companyName: null,
      name: 'Ana Peña',
      lines: ['12 Oak St', 'Austin, TX 78701'],
      poNumber: null,
    });
  });

  it('bills a company at its billing address with its PO number', () => {
    const company = {
      ...person,
      companyName: ' Oak Hills HOA ',
      billingAddress: 'PO Box 9',
      billingCity: 'Round Rock',
      billingState: 'TX',
      billingZipcode: '78664',
      poNumber: 'PO-2231',
    };
    expect(billToOf(company, service)).toEqual({
      companyName: 'Oak Hills HOA',
      name: 'Ana Peña',
      lines: ['PO Box 9', 'Round Rock, TX 78664'],
      poNumber: 'PO-2231',
    });
  });

  it('keeps what it knows of a place without a city', () => {
    expect(billToOf(person, { address: '12 Oak St' }).lines).toEqual(['12 Oak St']);
  });
});
