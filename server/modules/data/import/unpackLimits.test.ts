import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../../../tests/api/fixtures/zipArchive';
import { MAX_CELL_CHARACTERS, unpackedProblem } from './unpackLimits';
import { zipEntries } from './zipDirectory';

const problemOf = (files: Parameters<typeof zipArchive>[0], limit?: number) => {
  const bytes = zipArchive(files);
  return unpackedProblem(bytes, zipEntries(bytes)!, limit);
};
const cells = (text: string) => `<sst><si><t>${text}</t></si><si><t>Ann</t></si></sst>`;

describe('unpackedProblem', () => {
  it('passes a workbook within the limits', async () => {
    expect(await problemOf([{ name: 'xl/sharedStrings.xml', content: cells('x'.repeat(MAX_CELL_CHARACTERS)) }], 1_000_000)).toBeNull();
  });

  it('counts the bytes really unpacked, whatever the directory declares', async () => {
    const content = '<row/>'.repeat(50_000);
    expect(await problemOf([{ name: 'xl/worksheets/sheet1.xml', content, declaredSize: 100 }], content.length - 1)).toBe(
      'server.data_import.workbook_too_large',
    );
    expect(await problemOf([{ name: 'xl/worksheets/sheet1.xml', content, declaredSize: 100 }], content.length)).toBeNull();
    // The limit holds for the entries together.
    const half = { content: content.slice(0, content.length / 2), declaredSize: 1 };
    expect(
      await problemOf([{ name: 'xl/worksheets/sheet1.xml', ...half }, { name: 'xl/worksheets/sheet2.xml', ...half }], content.length - 1),
    ).toBe('server.data_import.workbook_too_large');
  });

  it('refuses text longer than any cell in the shared strings or a sheet, not elsewhere', async () => {
    const long = 'x'.repeat(MAX_CELL_CHARACTERS * 6 + 1);
    expect(await problemOf([{ name: 'xl/sharedStrings.xml', content: cells(long) }])).toBe('server.data_import.cell_too_long');
    expect(await problemOf([{ name: 'xl/worksheets/sheet3.xml', content: `<row><c><is><t>${long}</t></is></c></row>` }])).toBe(
      'server.data_import.cell_too_long',
    );
    expect(await problemOf([{ name: 'xl/media/image1.xml', content: long }])).toBeNull();
  });

  it('answers unreadable for an entry whose data is not deflate', async () => {
    const bytes = zipArchive([{ name: 'xl/workbook.xml', content: '<workbook/>' }]);
    const [entry] = zipEntries(bytes)!;
    bytes.fill(0xff, entry.offset + 30 + entry.name.length, entry.offset + 30 + entry.name.length + entry.compressedSize);
    expect(await unpackedProblem(bytes, [entry])).toBe('server.data_import.workbook_unreadable');
  });
});
