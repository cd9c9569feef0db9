// LawnDesk's own export read back as an import's table: the archive's customers, properties and services CSVs joined by
// their ids into one row per property and service, under the export's own column names (which the header suggestions
// map), so an empty LawnDesk takes in another's customers on the import page. A file of the export alone is refused
// with what to upload instead: none of them holds a whole customer (docs/data.md "Import LawnDesk's own export").
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from '../../../../common/schemas/dataImport';
import { unstorableReason } from '../../../../common/schemas/fields';
import { refuseFile, type SpreadsheetTable, tableOf } from './table';
import { MAX_UNPACKED_BYTES } from './unpackLimits';
import { type ZipEntryInfo, zipEntries, zipEntryData } from './zipDirectory';

const unpack = promisify(inflateRaw);

/** An export holds a file per type and a manifest (some forty); an archive of more entries is not one. */
export const MAX_EXPORT_ENTRIES = 200;

const FILES = { customers: 'customers.csv', properties: 'properties.csv', services: 'services.csv' } as const;
const MANIFEST = 'manifest.json';

/** The columns of the table made: the export's own names, so the mapping is suggested whole. */
export const LAWNDESK_EXPORT_HEADERS = [
  'customer_id',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'emergency_phone',
  'address',
  'city',
  'state',
  'zipcode',
  'latitude',
  'longitude',
  'lot_size',
  'gate_code',
  'service',
  'frequency',
  'mow_day',
  'price',
  'start_date',
] as const;

/** A service the office cancelled, or a one-time one already done, plans nothing in the new LawnDesk. */
const ENDED_SERVICES = new Set(['cancel', 'completed']);

type Row = Record<string, string>;

function groupBy(rows: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

/** An archive whose directory names LawnDesk's manifest and customers file (an .xlsx names xl/workbook.xml instead). */
export function isLawnDeskExport(bytes: Buffer): boolean {
  const names = new Set(zipEntries(bytes)?.map((entry) => entry.name));
  return names.has(MANIFEST) && names.has(FILES.customers);
}

/**
 * The header of a CSV that is one file of a LawnDesk export, seen by the columns it starts with: customers.csv and
 * properties.csv start with `id, created_at, updated_at` and then their own first columns.
 */
export function isLawnDeskExportPart(headers: readonly string[]): boolean {
  const [id, created, updated, next] = headers;
  return id === 'id' && created === 'created_at' && updated === 'updated_at' && (next === 'first_name' || next === 'customer_id');
}

/** The export writes text that looks like a formula with a leading apostrophe (exportCell): taken off again. */
const asStored = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

async function entryText(bytes: Buffer, entry: ZipEntryInfo): Promise<string> {
  const packed = zipEntryData(bytes, entry);
  if (!packed) return refuseFile('server.data_import.export_unreadable');
  let plain: Buffer;
  try {
    // The limit is what the directory declares: an entry that lies about its size stops unpacking there.
    if (entry.method === 8) plain = await unpack(packed, { maxOutputLength: Math.max(entry.size, 1) });
    else if (entry.method === 0) plain = Buffer.from(packed);
    else return refuseFile('server.data_import.export_unreadable');
  } catch {
    return refuseFile('server.data_import.export_unreadable');
  }
  if (plain.length !== entry.size || crc32(plain) !== entry.crc) return refuseFile('server.data_import.export_unreadable');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return refuseFile('server.data_import.export_unreadable');
  }
  if (unstorableReason(text)) refuseFile('server.data_import.export_unreadable');
  return text;
}

function records(text: string): Row[] {
  let lines: string[][];
  try {
    lines = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to: MAX_IMPORT_ROWS + 2 });
  } catch {
    return refuseFile('server.data_import.export_unreadable');
  }
  if (lines.length > MAX_IMPORT_ROWS + 1) refuseFile('server.data_import.export_too_large');
  const [header = [], ...rows] = lines;
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, asStored(cells[index] ?? '')])));
}

/** The archive's three files, their declared sizes held to the one unpack limit (unpackLimits) before unpacking. */
async function readFiles(bytes: Buffer): Promise<Record<keyof typeof FILES, Row[]>> {
  const entries = zipEntries(bytes);
  if (!entries) return refuseFile('server.data_import.export_unreadable');
  if (entries.length > MAX_EXPORT_ENTRIES) return refuseFile('server.data_import.export_too_large');
  const files = Object.entries(FILES).map(([type, name]) => ({ type, entry: entries.find((entry) => entry.name === name) }));
  const unpacked = files.reduce((total, { entry }) => total + (entry?.size ?? 0), 0);
  if (unpacked > MAX_UNPACKED_BYTES) return refuseFile('server.data_import.export_too_large');
  if (!files[0].entry || !files[1].entry) return refuseFile('server.data_import.export_unreadable');
  const read: Record<string, Row[]> = {};
  for (const { type, entry } of files) read[type] = entry ? records(await entryText(bytes, entry)) : [];
  return read as Record<keyof typeof FILES, Row[]>;
}

/** Words every import reads alike: a one-time service's -1 as "once". */
const frequencyCell = (frequency: string) => (frequency === '-1' ? 'once' : frequency);

/** One row per property and live service (a property without one gets a row of its own), its customer's cells first. */
export function joinExport({ customers, properties, services }: Record<keyof typeof FILES, Row[]>): string[][] {
  const servicesOf = groupBy(
    services.filter((service) => !ENDED_SERVICES.has(service.status)),
    'property_id',
  );
  const propertiesOf = groupBy(properties, 'customer_id');
  const rows: string[][] = [];
  for (const customer of customers) {
    const person = [customer.id, customer.first_name, customer.last_name, customer.email, customer.mobile, customer.emergency_phone];
    const places = propertiesOf.get(customer.id) ?? [{} as Row];
    for (const property of places) {
      // An approximate position is a zip code's centre: left out, so the new LawnDesk places it (and flags it) again.
      const located = property.location_approximate === 'true' ? ['', ''] : [property.latitude, property.longitude];
      const place = [property.address, property.city, property.state, property.zipcode, ...located, property.lot_size, property.gate_code];
      const plans = servicesOf.get(property.id) ?? [undefined];
      for (const plan of plans) {
        const service = plan ? [plan.type, frequencyCell(plan.frequency), plan.mow_day, plan.price, plan.start_date] : ['', '', '', '', ''];
        rows.push([...person, ...place, ...service].map((cell) => cell ?? ''));
      }
    }
  }
  return rows;
}

export async function readLawnDeskExport(bytes: Buffer): Promise<SpreadsheetTable> {
  return tableOf([[...LAWNDESK_EXPORT_HEADERS], ...joinExport(await readFiles(bytes))]);
}
