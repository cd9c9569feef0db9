import { describe, expect, it } from 'vitest';
import { withParams } from '../../../../common/i18n/catalog';
import { fileState, groupCustomers, type Person, type RowFacts, sameName, samePerson, sameSourcePerson } from './groupRules';
import type { RowCheck } from './rowRules';

const ok = { ok: true, row: {}, startDateGiven: false, warnings: [] } as unknown as RowCheck;
const none = { email: null, mobile: null, address: null };
const who = (name: string, email: string | null = null, mobile: string | null = null): Person => {
  const [first, last] = name.split(' ');
  return { name: { first, last }, email, mobile };
};
const stored = (customerId: string, person: Person) => ({ ...person, customerId });
const facts = (customerKey: string, propertyKey: string, more: Partial<RowFacts> = {}): RowFacts => ({
  check: ok,
  customerKey,
  propertyKey,
  rowKey: `${customerKey}>${propertyKey}>mow`,
  fingerprint: 'f1',
  person: who('Ann Smith'),
  knownRow: null,
  knownProperty: null,
  knownCustomer: null,
  choice: null,
  stored: none,
  ...more,
});
const outcome = ({
  outcome: kind,
  message,
  created,
  customerId,
  propertyId,
  warnings,
  withoutContacts,
}: ReturnType<ReturnType<typeof fileState>['decide']>) => ({ kind, message, created, customerId, propertyId, warnings, withoutContacts });

describe('who is the same person', () => {
  it('agrees on names however typed, a first name given as an initial', () => {
    expect(sameName({ first: 'José', last: 'García' }, { first: 'jose', last: 'GARCIA' })).toBe(true);
    expect(sameName({ first: 'J.', last: 'García' }, { first: 'José', last: 'Garcia' })).toBe(true);
    expect(sameName({ first: 'Ann', last: 'Smith' }, { first: 'Bob', last: 'Smith' })).toBe(false);
    expect(sameName({ first: '', last: '' }, { first: '', last: '' })).toBe(false);
  });

  it('never on one shared contact alone; on the name, or on e-mail and phone both', () => {
    expect(samePerson(who('Ann Smith', 'home@x'), who('Bob Smith', 'home@x'))).toBe(false);
    expect(samePerson(who('Ann Smith', null, '5125550100'), who('Carl Diaz', null, '5125550100'))).toBe(false);
    expect(samePerson(who('Ann Smith', 'a@x', '5125550100'), who('Annie Smithers', 'a@x', '5125550100'))).toBe(true);
    expect(samePerson(who('Ann Smith', 'new@x'), who('Ann Smith', 'old@x'))).toBe(true);
  });

  it('keeps a source id to its person when a name or a contact agrees', () => {
    expect(sameSourcePerson(who('Ann Smith', 'new@x'), who('Ann Smith', 'old@x'))).toBe(true);
    expect(sameSourcePerson(who('Ann Jones', 'a@x'), who('Ann Smith', 'a@x'))).toBe(true);
    expect(sameSourcePerson(who('Bob Jones', 'b@x', '5125550199'), who('Ann Smith', 'a@x', '5125550100'))).toBe(false);
  });
});

describe('groupCustomers', () => {
  it('joins a row without a source id to an earlier one of the same name with its e-mail, else its phone', () => {
    expect(
      groupCustomers([
        { key: 'email:a@x', ...who('Ann Smith', 'a@x', '5125550100') },
        { key: 'phone:5125550100', ...who('Ann Smith', null, '5125550100') },
        { key: 'email:b@x', ...who('Bob Jones', 'b@x') },
        { key: 'id:7', ...who('Ann Smith', 'a@x') },
        { key: null, ...who('No One') },
      ]),
    ).toEqual(['email:a@x', 'email:a@x', 'email:b@x', 'id:7', null]);
  });

  it("leaves apart the owners behind a manager's phone and spouses sharing an e-mail", () => {
    expect(
      groupCustomers([
        { key: 'phone:5125550100', ...who('Ann Smith', null, '5125550100') },
        { key: 'row:2', ...who('Carl Diaz', null, '5125550100') },
        { key: 'email:home@x', ...who('Dan Lee', 'home@x') },
        { key: 'row:4', ...who('Eve Lee', 'home@x') },
      ]),
    ).toEqual(['phone:5125550100', 'row:2', 'email:home@x', 'row:4']);
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
      message: 'validation.data_import.same_row_earlier_in_file',
    });
    expect(outcome(file.decide(facts('id:3', 'c')))).toMatchObject({
      kind: 'skip',
      message: 'validation.data_import.duplicate_address_in_file',
    });
  });

  it('skips or updates what earlier imports left, and adds a property to a customer they made', () => {
    const file = fileState();
    const knownRow = { fingerprint: 'f1', customerId: 'C', propertyId: 'P' };
    const C = stored('C', who('Ann Smith'));
    const D = stored('D', who('Ann Smith'));
    expect(outcome(file.decide(facts('id:1', 'a', { knownRow, knownCustomer: C })))).toMatchObject({
      kind: 'skip',
      message: 'validation.data_import.unchanged_since_last_import',
    });
    expect(outcome(file.decide(facts('id:2', 'a', { knownRow: { ...knownRow, fingerprint: 'f0' } })))).toMatchObject({
      kind: 'update',
      customerId: 'C',
      propertyId: 'P',
    });
    expect(
      outcome(file.decide({ ...facts('id:4', 'b', { knownProperty: { customerId: 'D', propertyId: 'Q' }, knownCustomer: D }), rowKey: 'x' })),
    ).toMatchObject({ kind: 'update', propertyId: 'Q' });
    expect(outcome(file.decide(facts('id:4', 'new', { knownCustomer: D })))).toMatchObject({
      kind: 'create',
      created: 'property',
      customerId: 'D',
    });
  });

  it('skips a new customer who is an earlier one of the file (same name and contact), with all its rows', () => {
    const file = fileState();
    file.decide(facts('id:1', 'a', { person: who('Ann Smith', 'a@x', '5125550100') }));
    expect(outcome(file.decide(facts('id:2', 'b', { person: who('Ann Smith', 'a@x') })))).toMatchObject({
      kind: 'skip',
      message: 'validation.data_import.duplicate_email_in_file',
    });
    expect(outcome(file.decide(facts('id:2', 'c')))).toMatchObject({ kind: 'skip', message: 'validation.data_import.duplicate_email_in_file' });
    expect(outcome(file.decide(facts('id:3', 'd', { person: who('Ann Smith', null, '5125550100') })))).toMatchObject({
      message: 'validation.data_import.duplicate_phone_in_file',
    });
    expect(outcome(file.decide(facts('id:6', 'f', { stored: { ...none, address: { customerId: 'X', propertyId: 'PX' } } })))).toMatchObject({
      message: 'validation.data_import.duplicate_address',
      customerId: 'X',
    });
    expect(outcome(file.decide(facts('id:6', 'g')))).toMatchObject({ kind: 'create', created: 'customer' });
  });

  it('names the earlier row a duplicate matched, and its customer', () => {
    const file = fileState();
    file.decide(facts('id:1', 'a', { rowNumber: 4, person: who('Ann Smith', 'a@x') }));
    expect(file.decide(facts('id:1', 'a', { rowNumber: 9 })).message).toBe(
      withParams('validation.data_import.same_row_earlier_in_file', { row: 4, customer: 'Ann Smith' }),
    );
    expect(file.decide(facts('id:2', 'b', { rowNumber: 10, person: who('Ann Smith', 'a@x') })).message).toBe(
      withParams('validation.data_import.duplicate_email_in_file', { row: 4, customer: 'Ann Smith' }),
    );
    expect(file.decide(facts('id:3', 'a', { rowNumber: 11, person: who('Bob Ray') })).message).toBe(
      withParams('validation.data_import.duplicate_address_in_file', { row: 4, customer: 'Ann Smith' }),
    );
  });

  it('adds the rows of a stored customer (same person, found by e-mail or phone) to it: new properties, services on its own', () => {
    const file = fileState();
    const E = stored('E', who('Ann Smith', 'e@x', '5125550100'));
    const ann = { person: who('Ann Smith', 'e@x', '5125550100'), stored: { ...none, email: E, mobile: E } };
    expect(outcome(file.decide(facts('id:5', 'e', ann)))).toMatchObject({
      kind: 'create',
      created: 'property',
      customerId: 'E',
      message: 'validation.data_import.added_to_customer_with_email',
    });
    // Her property already stored: the row's services are added to it (an update), and so are a later row's.
    const home = { ...ann, stored: { ...ann.stored, address: { customerId: 'E', propertyId: 'PE' } } };
    expect(outcome(file.decide({ ...facts('id:5', 'home', home), rowKey: 'home>mow' }))).toMatchObject({
      kind: 'update',
      customerId: 'E',
      propertyId: 'PE',
    });
    expect(outcome(file.decide({ ...facts('id:5', 'home', home), rowKey: 'home>bnb' }))).toMatchObject({ kind: 'update', propertyId: 'PE' });
    // Another customer's stored address is still a duplicate.
    const elsewhere = { ...ann, stored: { ...ann.stored, address: { customerId: 'Z', propertyId: 'PZ' } } };
    expect(outcome(file.decide(facts('id:5', 'z', elsewhere)))).toMatchObject({ kind: 'skip', message: 'validation.data_import.duplicate_address' });
  });

  it("creates another person who shares a stored or earlier contact, without that contact and with a warning", () => {
    const file = fileState();
    file.decide(facts('id:1', 'a', { person: who('Dan Lee', 'home@x', '5125550100') }));
    expect(outcome(file.decide(facts('id:2', 'b', { person: who('Eve Lee', 'home@x') })))).toMatchObject({
      kind: 'create',
      created: 'customer',
      withoutContacts: ['email'],
      warnings: [{ field: 'email', message: 'validation.data_import.email_of_another_customer' }],
    });
    const manager = stored('M', who('Pat Manager', 'pm@x', '5125550999'));
    expect(
      outcome(file.decide(facts('id:3', 'c', { person: who('Carl Diaz', null, '5125550999'), stored: { ...none, mobile: manager } }))),
    ).toMatchObject({ kind: 'create', withoutContacts: ['mobile'] });
  });

  it('asks rather than attaches when a source id imported before names someone else', () => {
    const file = fileState();
    const earlier = stored('C', who('Ann Smith', 'a@x', '5125550100'));
    const knownRow = { fingerprint: 'f0', customerId: 'C', propertyId: 'P' };
    expect(outcome(file.decide(facts('id:1', 'a', { person: who('Bob Jones', 'b@x'), knownCustomer: earlier, knownRow })))).toMatchObject({
      kind: 'skip',
      message: 'validation.data_import.source_id_other_person',
      customerId: 'C',
    });
    expect(outcome(file.decide(facts('id:1', 'b', { person: who('Bob Jones', 'b@x'), knownCustomer: earlier })))).toMatchObject({
      kind: 'skip',
    });
    expect(outcome(file.decide(facts('id:2', 'c', { person: who('Ann Smith', 'new@x'), knownCustomer: stored('D', who('Ann Smith')) })))).toMatchObject({
      kind: 'create',
      created: 'property',
      customerId: 'D',
    });
  });

  it('follows the staff: attached to the customer the id went to, or a new customer, leaving that one’s rows alone', () => {
    const earlier = stored('C', who('Ann Smith', 'a@x', '5125550100'));
    const bob = { person: who('Bob Jones', 'b@x'), knownCustomer: earlier };
    const attach = fileState();
    expect(outcome(attach.decide(facts('id:1', 'a', { ...bob, choice: 'attach' })))).toMatchObject({
      kind: 'create',
      created: 'property',
      customerId: 'C',
    });
    const fresh = fileState();
    // What the earlier import left under this id (its row, its property) is the other customer's: not updated.
    const theirs = { knownRow: { fingerprint: 'f0', customerId: 'C', propertyId: 'P' }, knownProperty: { customerId: 'C', propertyId: 'P' } };
    expect(outcome(fresh.decide(facts('id:1', 'a', { ...bob, ...theirs, choice: 'new' })))).toMatchObject({
      kind: 'create',
      created: 'customer',
      customerId: null,
    });
    expect(outcome(fresh.decide(facts('id:1', 'b', { ...bob, choice: 'new' })))).toMatchObject({ kind: 'create', created: null });
    // The very row attached before (the same fingerprint, names and all) is that customer's without asking again.
    const again = fileState();
    const attachedRow = { fingerprint: 'f1', customerId: 'C', propertyId: 'Q' };
    expect(outcome(again.decide(facts('id:1', 'a', { ...bob, knownRow: attachedRow })))).toMatchObject({
      kind: 'skip',
      message: 'validation.data_import.unchanged_since_last_import',
    });
  });

  it('gives a refused row its field and message', () => {
    const file = fileState();
    const refused = file.decide(facts('id:1', 'a', { check: { ok: false, field: 'zipcode', message: 'validation.customer.zip_code_required' } }));
    expect(refused).toMatchObject({ outcome: 'error', field: 'zipcode', message: 'validation.customer.zip_code_required' });
  });
});
