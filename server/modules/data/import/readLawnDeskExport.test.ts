import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from '../export/zip';
import { suggestMapping } from './headerRules';
import { isLawnDeskExport, isLawnDeskExportPart, LAWNDESK_EXPORT_HEADERS, MAX_EXPORT_ENTRIES, readLawnDeskExport } from './readLawnDeskExport';
import { MAX_UNPACKED_BYTES } from './unpackLimits';

const CUSTOMERS = [
  'id,created_at,updated_at,first_name,last_name,email,mobile,emergency_phone,status',
  'c1,2031-01-01T00:00:00.000Z,2031-01-01T00:00:00.000Z,José,García,jose@example.com,5125550141,5125550141,active',
  "c2,2031-01-01T00:00:00.000Z,2031-01-01T00:00:00.000Z,'=Ann,Smith,,,,active",
  'c3,2031-01-01T00:00:00.000Z,2031-01-01T00:00:00.000Z,No,Place,,,,active',
].join('\n');
const PROPERTIES = [
  'id,created_at,updated_at,customer_id,address,city,state,zipcode,latitude,longitude,location_approximate,lot_size,gate_code',
  'p1,x,x,c1,12 Oak Ln,Austin,TX,78701,30.2711,-97.7437,false,8000,#1234',
  'p2,x,x,c1,"400 Elm St, Unit 2",Austin,TX,78701,30.27,-97.75,true,,',
  'p3,x,x,c2,9 Pine Rd,Austin,TX,78702,,,false,,',
].join('\n');
const SERVICES = [
  'id,created_at,updated_at,customer_id,property_id,created_by_id,type,frequency,front_back,price,start_date,mow_day,time_cap_hours,status',
  's1,x,x,c1,p1,,mow,1,both,40,2031-03-04,2,,pending',
  's2,x,x,c1,p1,,bnb,-1,both,120,2031-03-05,,,started',
  's3,x,x,c1,p2,,mow,2,both,45.5,2031-03-06,3,,cancel',
].join('\n');

async function archive(entries: { name: string; text: string }[]): Promise<Buffer> {
  const files: ZipEntry[] = entries.map(({ name, text }) => ({ name, content: async function* () { yield text; } }));
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(files)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
const exportOf = (extra: { name: string; text: string }[] = []) =>
  archive([
    { name: 'customers.csv', text: CUSTOMERS },
    { name: 'properties.csv', text: PROPERTIES },
    { name: 'services.csv', text: SERVICES },
    ...extra,
    { name: 'manifest.json', text: '{"format":"lawndesk-export","version":1}' },
  ]);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: { message?: string }) => error.message,
  );

describe("reading LawnDesk's own export", () => {
  it('joins customers, properties and live services by their ids, a row per property and service', async () => {
    const bytes = await exportOf();
    expect(isLawnDeskExport(bytes)).toBe(true);
    const table = await readLawnDeskExport(bytes);
    expect(table.headers).toEqual([...LAWNDESK_EXPORT_HEADERS]);
    const rows = table.rows.map((cells) => Object.fromEntries(table.headers.map((header, index) => [header, cells[index]])));
    expect(rows.map((row) => [row.customer_id, row.address, row.service, row.frequency])).toEqual([
      ['c1', '12 Oak Ln', 'mow', '1'],
      ['c1', '12 Oak Ln', 'bnb', 'once'],
      ['c1', '400 Elm St, Unit 2', '', ''],
      ['c2', '9 Pine Rd', '', ''],
      ['c3', '', '', ''],
    ]);
    expect(rows[0]).toMatchObject({ first_name: 'José', latitude: '30.2711', longitude: '-97.7437', lot_size: '8000', gate_code: '#1234' });
    expect(rows[0]).toMatchObject({ mow_day: '2', price: '40', start_date: '2031-03-04' });
    // An approximate position is left for the new LawnDesk to place again; a neutralised cell comes back as stored.
    expect([rows[2].latitude, rows[2].longitude]).toEqual(['', '']);
    expect(rows[3].first_name).toBe('=Ann');
  });

  it('gives headers the import maps whole without being told', () => {
    const mapping = suggestMapping(LAWNDESK_EXPORT_HEADERS);
    expect(Object.values(mapping).sort()).toEqual([...LAWNDESK_EXPORT_HEADERS].sort());
    expect(mapping).toMatchObject({ sourceId: 'customer_id', service: 'service', mowDay: 'mow_day', gateCode: 'gate_code' });
  });

  it('tells a workbook and a file of the export from the archive', async () => {
    expect(isLawnDeskExport(await archive([{ name: 'xl/workbook.xml', text: '<workbook/>' }]))).toBe(false);
    expect(isLawnDeskExportPart(CUSTOMERS.split('\n')[0].split(','))).toBe(true);
    expect(isLawnDeskExportPart(PROPERTIES.split('\n')[0].split(','))).toBe(true);
    expect(isLawnDeskExportPart(['id', 'first_name', 'last_name'])).toBe(false);
  });

  it('refuses an archive that lies about a size, is damaged, or holds too many entries, before reading past the limit', async () => {
    const lying = await exportOf();
    // The central directory's entry for customers.csv (its name's last occurrence) says it unpacks to 10 bytes.
    lying.writeUInt32LE(10, lying.lastIndexOf(Buffer.from('customers.csv')) - 46 + 24);
    expect(await refusal(readLawnDeskExport(lying))).toBe('server.data_import.export_unreadable');

    const damaged = await exportOf();
    damaged.writeUInt32LE(0, damaged.lastIndexOf(Buffer.from('services.csv')) - 46 + 16);
    expect(await refusal(readLawnDeskExport(damaged))).toBe('server.data_import.export_unreadable');

    const crowded = await exportOf(Array.from({ length: MAX_EXPORT_ENTRIES }, (_, index) => ({ name: `extra-${index}.csv`, text: 'a' })));
    expect(await refusal(readLawnDeskExport(crowded))).toBe('server.data_import.export_too_large');

    const partial = await archive([
      { name: 'customers.csv', text: CUSTOMERS },
      { name: 'manifest.json', text: '{}' },
    ]);
    expect(await refusal(readLawnDeskExport(partial))).toBe('server.data_import.export_unreadable');
  });

  it('holds the three files to the one unpack limit a workbook is held to', async () => {
    const declaring = async (customersSize: number) => {
      const bytes = await exportOf();
      const sizeAt = (name: string) => bytes.lastIndexOf(Buffer.from(name)) - 46 + 24;
      const others = bytes.readUInt32LE(sizeAt('properties.csv')) + bytes.readUInt32LE(sizeAt('services.csv'));
      bytes.writeUInt32LE(customersSize - others, sizeAt('customers.csv'));
      return refusal(readLawnDeskExport(bytes));
    };
    // At the limit the sizes pass and the lie is found unpacking; one byte over, nothing is unpacked.
    expect(await declaring(MAX_UNPACKED_BYTES)).toBe('server.data_import.export_unreadable');
    expect(await declaring(MAX_UNPACKED_BYTES + 1)).toBe('server.data_import.export_too_large');
  });
});
