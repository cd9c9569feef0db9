// Other tools' exports as a peer brings them: the suggested mapping, read from the headers and the first rows' cells,
// fills the name, the id and the address, and leaves at most 5% of a Service Autopilot-style export's rows in error.
import { describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../../common/schemas/zodMessages';
import { SA_HEADERS, serviceAutopilotClients, serviceAutopilotRows } from '../../../../tests/api/fixtures/serviceAutopilotExport';
import { suggestMapping } from './headerRules';
import { cellReader, checkRow } from './rowRules';

installZodMessages();

describe('a Service Autopilot-style export', () => {
  const rows = serviceAutopilotRows(serviceAutopilotClients(330)).map((row) => row.map(String));
  const headers = [...SA_HEADERS];
  const mapping = suggestMapping(headers, rows.slice(0, 50));

  it('takes "Customer #" (numbers) as the id and "Client Name" as the name', () => {
    expect(mapping).toMatchObject({
      sourceId: 'Customer #',
      fullName: 'Client Name',
      address: 'Address',
      city: 'City',
      state: 'State',
      zipcode: 'Zip',
      email: 'Email',
      mobile: 'Mobile Phone',
      emergencyPhone: 'Home Phone',
      service: 'Service',
      frequency: 'Frequency',
      price: 'Price',
      mowDay: 'Day',
    });
  });

  it('leaves at most 5% of its rows in error: As Needed, aeration and leaf clean-up import as one-time jobs; the 4-digit zip does not', () => {
    const read = cellReader(headers, mapping);
    const checked = rows.map((cells) => ({ cells, check: checkRow((field) => read(cells, field), '2031-03-07') }));
    const errors = checked.filter(({ check }) => !check.ok);
    expect(errors.length).toBeLessThanOrEqual(rows.length * 0.05);
    expect(errors.map(({ cells, check }) => [cells[5], !check.ok && check.field])).toEqual([['7870', 'zipcode']]);
    // An extra service is a one-time job (Bush and Bed work done once) with the file's words kept, not a row without it.
    const aeration = checked.find(({ cells }) => cells[9] === 'Core Aeration')!;
    expect(aeration.check.ok && aeration.check.row.services).toEqual([
      expect.objectContaining({ type: 'bnb', frequency: -1, note: expect.stringContaining('Core Aeration') }),
    ]);
    const asNeeded = checked.find(({ cells }) => cells[9] === 'Mowing' && cells[10] === 'As Needed')!.check;
    expect(asNeeded.ok && asNeeded.row.services.map(({ type, frequency, note }) => ({ type, frequency, note }))).toEqual([
      { type: 'mow', frequency: -1, note: 'Mowing · As Needed' },
    ]);
  });
});

describe('other tools’ headers, read with their cells', () => {
  it.each([
    [
      'LMN',
      ['Account Number', 'Account Name', 'Address 1', 'City', 'Province/State', 'Postal/Zip Code', 'Phone', 'Email'],
      ['A-1043', 'Smith, Ann', '1 Oak St', 'Austin', 'TX', '78701', '512-555-0100', 'ann@example.com'],
      { sourceId: 'Account Number', fullName: 'Account Name', state: 'Province/State', zipcode: 'Postal/Zip Code' },
    ],
    [
      'GorillaDesk',
      ['Customer ID', 'Customer Name', 'Service Address', 'Service City', 'Service State', 'Service Zip', 'Mobile Phone', 'Email'],
      ['88', 'Ann Smith', '1 Oak St', 'Austin', 'TX', '78701', '512-555-0100', 'ann@example.com'],
      { sourceId: 'Customer ID', fullName: 'Customer Name', address: 'Service Address', zipcode: 'Service Zip' },
    ],
    [
      'Yardbook',
      ['Customer', 'Company', 'Email', 'Phone', 'Street', 'City', 'State', 'Zip Code'],
      ['Ann Smith', '', 'ann@example.com', '512-555-0100', '1 Oak St', 'Austin', 'TX', '78701'],
      { fullName: 'Customer', companyName: 'Company', address: 'Street', zipcode: 'Zip Code' },
    ],
    [
      'a sheet whose "Client #" and "Client" are both there',
      ['Client #', 'Client', 'Address', 'Zip'],
      ['17', 'Ann Smith', '1 Oak St', '78701'],
      { sourceId: 'Client #', fullName: 'Client' },
    ],
  ])('%s', (_tool, headers, row, expected) => {
    const mapping = suggestMapping(headers, [row, row]);
    expect(mapping).toMatchObject(expected);
    if (!('sourceId' in expected)) expect(mapping.sourceId).toBeUndefined();
  });

  it('does not take an e-mail column for a name, nor a names column for the id', () => {
    expect(suggestMapping(['Customer', 'Email'], [['ann@example.com', 'x']])).toEqual({});
    expect(suggestMapping(['ID', 'Name'], [['Ann Smith', 'Bob Ray']])).toEqual({ fullName: 'Name' });
  });
});
