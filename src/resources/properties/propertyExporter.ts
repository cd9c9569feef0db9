// The Customers list's Export: one line per property with its customer, every text cell neutralised against formulas
// by the same rule as the server's exports.
import { downloadCSV, type Exporter } from 'react-admin';
import { CSV_BOM, csvLine, neutralised } from '../../../common/csv';
import type { PropertyRow } from '../../../common/schemas/property';

const HEADER = ['firstName', 'lastName', 'email', 'mobile', 'source', 'address', 'city', 'state', 'zipcode', 'market', 'status', 'lotSize'];

export function propertiesCsv(rows: readonly PropertyRow[]): string {
  const lines = rows.map(({ customer, market, ...property }) =>
    csvLine(
      [
        customer.name.first,
        customer.name.last,
        customer.email ?? '',
        customer.mobile ?? '',
        customer.source,
        property.address,
        property.city,
        property.state,
        property.zipcode,
        market?.name ?? '',
        property.status,
        property.lotSize === null ? '' : String(property.lotSize),
      ].map(neutralised),
    ),
  );
  return csvLine(HEADER) + lines.join('');
}

/** react-admin hands the records it fetched; the list's rows are PropertyRows. */
// react-admin's downloadCSV writes no byte-order mark: the text opens with one so Excel reads it as UTF-8.
export const propertyExporter: Exporter = (rows) => downloadCSV(CSV_BOM + propertiesCsv(rows as PropertyRow[]), 'customers');
