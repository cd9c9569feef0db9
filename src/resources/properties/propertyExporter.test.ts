import { describe, expect, it } from 'vitest';
import type { PropertyRow } from '../../../common/schemas/property';
import { propertiesCsv } from './propertyExporter';

const row = (customer: Partial<PropertyRow['customer']>, property: Partial<PropertyRow> = {}): PropertyRow => ({
  _id: 'p1',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  status: 'active',
  isArchived: false,
  lotSize: 5000,
  lotSizeCategory: null,
  latitude: null,
  longitude: null,
  locationApproximate: false,
  market: { _id: 'm1', name: 'North' },
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...property,
  customer: { _id: 'c1', name: { first: 'Ana', last: 'Peña' }, email: null, mobile: null, source: 'none', ...customer },
});

describe('propertiesCsv', () => {
  it('writes a header and one line per property with its customer', () => {
    const [header, line, end] = propertiesCsv([row({ email: 'ana@example.com', mobile: '5125550100' })]).split('\n');
    expect(header).toBe('firstName,lastName,email,mobile,source,address,city,state,zipcode,market,status,lotSize');
    expect(line).toBe('Ana,Peña,ana@example.com,5125550100,none,1 Main St,Austin,TX,78701,North,active,5000');
    expect(end).toBe('');
  });

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const csv = propertiesCsv([
      row(
        { name: { first: '=HYPERLINK("http://evil.example","x")', last: '+1' }, email: '@SUM(A1)' },
        { address: '-2 Main', city: '\tTab', state: '\rCR', market: null, lotSize: null },
      ),
    ]);
    const line = csv.split('\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain(`'+1,'@SUM(A1)`);
    expect(line).toContain(`'-2 Main,'\tTab,"'\rCR"`);
    expect(line).not.toMatch(/(^|,)[=+\-@]/);
  });
});
