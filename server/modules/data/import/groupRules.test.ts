import { describe, expect, it } from 'vitest';
import { fileState, groupCustomers, type RowFacts } from './groupRules';
import type { RowCheck } from './rowRules';

const ok = { ok: true, row: {}, startDateGiven: false } as unknown as RowCheck;
const none = { email: false, mobile: false, address: false };
const facts = (customerKey: string, propertyKey: string, more: Partial<RowFacts> = {}): RowFacts => ({
  check: ok,
  customerKey,
  propertyKey,
  rowKey: `${customerKey}>${propertyKey}>mow`,
  fingerprint: 'f1',
  email: null,
  mobile: null,
  knownRow: null,
  knownProperty: null,
  knownCustomer: null,
  stored: none,
  ...more,
});
const outcome = ({ outcome: kind, message, created, customerId, propertyId }: ReturnType<ReturnType<typeof fileState>['decide']>) => ({
  kind,
  message,
  created,
  customerId,
  propertyId,
});

describe('groupCustomers', () => {
  it('joins a row without a source id to an earlier one with its e-mail, else its phone', () => {
    expect(
      groupCustomers([
        { key: 'email:a@x', email: 'a@x', mobile: '5125550100' },
        { key: 'phone:5125550100', email: null, mobile: '5125550100' },
        { key: 'email:b@x', email: 'b@x', mobile: null },
        { key: 'id:7', email: 'a@x', mobile: null },
        { key: null, email: null, mobile: null },
      ]),
    ).toEqual(['email:a@x', 'email:a@x', 'email:b@x', 'id:7', null]);
  });
});

describe('fileState.decide', () => {
  it('creates a customer on its first row and its other properties and services on later rows', () => {
    const file = fileState();
    expect(outcome(file.decide(facts('id:1', 'a')))).toMatchObject({ kind: 'create', created: 'customer' });
    expect(outcome(file.decide(facts('id:2', 'b')))).toMatchObject({ kind: 'create', created: 'customer' });
    expect(outcome(file.decide(facts('id:1', 'c')))).toMatchObject({ kind: 'create', created: null });
    expect(outcome(file.decide({ ...facts('id:1', 'c'), rowKey: 'id:1>c>bnb' }))).toMatchObject({ kind: 'create', created: null });
    expect(outcome(file.decide(facts('id:1', 'c')))).toMatchObject({
      kind: 'skip',
      message: 'validation.dataImport.same_row_earlier_in_file',
    });
    expect(outcome(file.decide(facts('id:3', 'c')))).toMatchObject({
      kind: 'skip',
      message: 'validation.dataImport.duplicate_address_in_file',
    });
  });

  it('skips or updates what earlier imports left, and adds a property to a customer they made', () => {
    const file = fileState();
    const knownRow = { fingerprint: 'f1', customerId: 'C', propertyId: 'P' };
    expect(outcome(file.decide(facts('id:1', 'a', { knownRow, knownCustomer: 'C' })))).toMatchObject({
      kind: 'skip',
      message: 'validation.dataImport.unchanged_since_last_import',
    });
    expect(outcome(file.decide(facts('id:2', 'a', { knownRow: { ...knownRow, fingerprint: 'f0' } })))).toMatchObject({
      kind: 'update',
      customerId: 'C',
      propertyId: 'P',
    });
    expect(
      outcome(file.decide({ ...facts('id:4', 'b', { knownProperty: { customerId: 'D', propertyId: 'Q' }, knownCustomer: 'D' }), rowKey: 'x' })),
    ).toMatchObject({ kind: 'update', propertyId: 'Q' });
    expect(outcome(file.decide(facts('id:4', 'new', { knownCustomer: 'D' })))).toMatchObject({
      kind: 'create',
      created: 'property',
      customerId: 'D',
    });
  });

  it('skips a new customer whose e-mail, phone or address is stored or on an earlier customer of the file, with all its rows', () => {
    const file = fileState();
    file.decide(facts('id:1', 'a', { email: 'a@x', mobile: '5125550100' }));
    expect(outcome(file.decide(facts('id:2', 'b', { email: 'a@x' })))).toMatchObject({
      kind: 'skip',
      message: 'validation.dataImport.duplicate_email_in_file',
    });
    expect(outcome(file.decide(facts('id:2', 'c')))).toMatchObject({ kind: 'skip', message: 'validation.dataImport.duplicate_email_in_file' });
    expect(outcome(file.decide(facts('id:3', 'd', { mobile: '5125550100' })))).toMatchObject({
      message: 'validation.dataImport.duplicate_phone_in_file',
    });
    expect(outcome(file.decide(facts('id:5', 'e', { stored: { ...none, email: true } })))).toMatchObject({
      message: 'validation.dataImport.duplicate_email',
    });
    expect(outcome(file.decide(facts('id:6', 'f', { stored: { ...none, address: true } })))).toMatchObject({
      message: 'validation.dataImport.duplicate_address',
    });
    expect(outcome(file.decide(facts('id:6', 'g')))).toMatchObject({ kind: 'create', created: 'customer' });
  });

  it('gives a refused row its field and message', () => {
    const file = fileState();
    const refused = file.decide(facts('id:1', 'a', { check: { ok: false, field: 'zipcode', message: 'validation.customer.zip_code_required' } }));
    expect(refused).toMatchObject({ outcome: 'error', field: 'zipcode', message: 'validation.customer.zip_code_required' });
  });
});
