import { describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../../common/schemas/zodMessages';
import { suggestMapping } from './headerRules';
import { JOBBER_HEADERS } from './jobberHeaders';
import { cellReader, checkRow, customerKey, nextWeekday, propertyKey, rowFingerprint, rowKeyOf } from './rowRules';

installZodMessages();

const HEADERS = ['Id', 'Name', 'Email', 'Phone', 'Address', 'City', 'Zip', 'Frequency', 'Day', 'Price', 'Start date'];
const read = cellReader(HEADERS, suggestMapping(HEADERS));
const TODAY = '2031-03-07'; // a Friday
const check = (cells: string[]) => checkRow((field) => read(cells, field), TODAY);
const GOOD = [
  '17',
  'García, José',
  'JOSE@EXAMPLE.COM',
  '(512) 555-0100',
  '12  oak   LN',
  'austin',
  '78701-1234',
  'every 2 weeks',
  'martes',
  '$45',
  '',
];

describe('checkRow', () => {
  it('makes a messy row into a customer, a property and a service', () => {
    const result = check(GOOD);
    expect(result).toEqual({
      ok: true,
      row: {
        customer: {
          name: { first: 'José', last: 'García' },
          email: 'jose@example.com',
          mobile: '5125550100',
          emergencyPhone: '5125550100',
          source: 'none',
          marketingOptIn: false,
        },
        property: {
          address: '12 Oak Ln',
          city: 'Austin',
          state: 'TX',
          zipcode: '78701',
          latitude: null,
          longitude: null,
          lotSize: null,
          gateCode: null,
        },
        services: [{ type: 'mow', frequency: 2, frontBack: 'both', price: 45, startDate: '2031-03-10', mowDay: 2 }],
      },
      startDateGiven: false,
      warnings: [],
    });
  });

  it('needs no service when the row names no frequency or price', () => {
    const result = check([...GOOD.slice(0, 7), '', '', '', '']);
    expect(result.ok && result.row.services).toEqual([]);
  });

  it.each([
    [1, '', 'firstName', 'validation.common.first_name_required'],
    [1, 'José', 'firstName', 'validation.common.first_name_required'],
    [4, '', 'address', 'validation.common.address_required'],
    [6, '', 'zipcode', 'validation.customer.zip_code_required'],
    [7, 'sometimes', 'frequency', 'validation.generic.enter_number'],
    [7, '5', 'frequency', 'validation.common.frequency_required'],
  ])('refuses a row whose required cell is bad, naming the field and the message (column %i: %j)', (column, value, field, message) => {
    const cells = [...GOOD];
    cells[column] = value;
    expect(check(cells)).toEqual({ ok: false, field, message });
  });

  it.each([
    [2, 'N/A', 'email', 'validation.common.valid_email_required'],
    [3, '555-0100', 'mobile', 'validation.common.enter_valid_phone_number_10_digits'],
    [9, 'call us', 'price', 'validation.common.price_required'],
    [10, '3/8/2031', 'startDate', 'validation.service.services_start_monday_to_friday'],
  ])('drops a bad optional cell with a warning and keeps the customer (column %i: %j)', (column, value, field, message) => {
    const cells = [...GOOD];
    cells[column] = value;
    const result = check(cells);
    if (!result.ok) throw new Error(`refused: ${result.message}`);
    expect(result.warnings).toEqual([{ field, message }]);
    expect(result.row.customer.name).toEqual({ first: 'José', last: 'García' });
  });

  it('drops every bad optional cell of a row, each with its warning', () => {
    const cells = [...GOOD];
    [cells[2], cells[3], cells[10]] = ['N/A', '555-0100', '3/8/2031'];
    const result = check(cells);
    expect(result.ok && result.warnings.map((warning) => warning.field)).toEqual(['email', 'mobile', 'startDate']);
    expect(result.ok && [result.row.customer.email, result.row.customer.mobile, result.row.services[0].startDate]).toEqual([
      null,
      null,
      '2031-03-10',
    ]);
  });

  it('reads "$45/cut" as 45', () => {
    const cells = [...GOOD];
    cells[9] = '$45/cut';
    const result = check(cells);
    expect(result.ok && [result.row.services[0].price, result.warnings]).toEqual([45, []]);
  });
});

describe('checkRow on a Jobber export', () => {
  const jobber = cellReader(JOBBER_HEADERS, suggestMapping(JOBBER_HEADERS));
  const checkJobber = (cells: string[]) => checkRow((field) => jobber(cells, field), TODAY);
  const ROW = ['7', '', '', 'Ann', 'Smith', '', '512 555 0100', 'ann@example.com', '', '', '', '', '', '9 Elm St', 'Apt 4', 'Austin', 'TX', '78702'];

  it('keeps Street 2 on the address line and takes the mobile when Main phone is blank', () => {
    const result = checkJobber(ROW);
    expect(result.ok && [result.row.property.address, result.row.customer.mobile]).toEqual(['9 Elm St, Apt 4', '5125550100']);
  });

  it('names a company-only client after its company', () => {
    const cells = [...ROW];
    [cells[2], cells[3], cells[4]] = ['Acme Property Management LLC', '', ''];
    const result = checkJobber(cells);
    expect(result.ok && result.row.customer.name).toEqual({ first: 'Acme Property Management', last: 'LLC' });
    cells[2] = 'Acme';
    const one = checkJobber(cells);
    expect(one.ok && one.row.customer.name).toEqual({ first: 'Acme', last: 'Acme' });
  });

  it('places a billing-only client at its billing address', () => {
    const cells = [...ROW];
    cells.splice(8, 10, '1 Bill Rd', 'Suite 2', 'Round Rock', 'Texas', '78664', '', '', '', '', '');
    const result = checkJobber(cells);
    expect(result.ok && result.row.property).toMatchObject({ address: '1 Bill Rd, Suite 2', city: 'Round Rock', state: 'TX', zipcode: '78664' });
  });
});

describe('keys', () => {
  const row = (cells: string[]) => {
    const result = check(cells);
    if (!result.ok) throw new Error(result.message);
    return result.row;
  };

  it("keys a customer by the source's id, else its e-mail, else its phone, else who and where", () => {
    expect(customerKey('17', row(GOOD))).toBe('id:17');
    expect(customerKey(undefined, row(GOOD))).toBe('email:jose@example.com');
    const noEmail = [...GOOD];
    noEmail[2] = '';
    expect(customerKey(' ', row(noEmail))).toBe('phone:5125550100');
    noEmail[3] = '';
    expect(customerKey(undefined, row(noEmail))).toMatch(/^row:/);
    const edited = [...GOOD];
    edited[3] = '512 555 0199';
    expect(customerKey(undefined, row(edited))).toBe(customerKey(undefined, row(GOOD)));
    expect(rowFingerprint(row(edited), false)).not.toBe(rowFingerprint(row(GOOD), false));
  });

  it('keys a property by its service address however typed, and a row by its customer, property and services', () => {
    const retyped = [...GOOD];
    retyped[4] = '12 OAK ln';
    expect(propertyKey(row(retyped))).toBe(propertyKey(row(GOOD)));
    expect(propertyKey(row(GOOD))).toBe('12 oak ln|78701');
    expect(rowKeyOf('id:17', '12 oak ln|78701', row(GOOD))).toBe('id:17>12 oak ln|78701>mow');
  });

  it('fingerprints a row without a start date alike whatever the day of the import, and one with a start date by it', () => {
    const onAnotherDay = checkRow((field) => read(GOOD, field), '2031-03-12');
    const today = check(GOOD);
    if (!today.ok || !onAnotherDay.ok) throw new Error('GOOD is a good row');
    expect([today.startDateGiven, today.row.services[0].startDate, onAnotherDay.row.services[0].startDate]).toEqual([false, '2031-03-10', '2031-03-13']);
    expect(rowFingerprint(onAnotherDay.row, false)).toBe(rowFingerprint(today.row, false));
    const dated = check([...GOOD.slice(0, 10), '3/3/2031']);
    const redated = check([...GOOD.slice(0, 10), '3/4/2031']);
    if (!dated.ok || !redated.ok) throw new Error('dated rows are good');
    expect(dated.startDateGiven).toBe(true);
    expect(rowFingerprint(redated.row, true)).not.toBe(rowFingerprint(dated.row, true));
  });

  it('starts a service without a start date on the next weekday', () => {
    expect(nextWeekday('2031-03-07')).toBe('2031-03-10');
    expect(nextWeekday('2031-03-04')).toBe('2031-03-05');
  });
});
