import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipArchive as archive } from '../../../../tests/api/fixtures/zipArchive';
import { isCompoundFile, isEncryptedOffice, isZip, zipEntries, zipEntryData } from './zipDirectory';

describe('zipEntries', () => {
  it('lists each entry with the size it declares unpacked', () => {
    const bytes = archive([
      { name: 'xl/workbook.xml', content: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', content: 'x'.repeat(5000) },
    ]);
    expect(isZip(bytes)).toBe(true);
    expect(zipEntries(bytes)).toMatchObject([
      { name: 'xl/workbook.xml', size: 11, method: 8 },
      { name: 'xl/worksheets/sheet1.xml', size: 5000, method: 8 },
    ]);
  });

  it("finds each entry's stored bytes through its local header", () => {
    const bytes = archive([
      { name: 'xl/workbook.xml', content: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', content: 'x'.repeat(5000) },
    ]);
    const [, sheet] = zipEntries(bytes)!;
    expect(inflateRawSync(zipEntryData(bytes, sheet)!).toString()).toBe('x'.repeat(5000));
    expect(zipEntryData(bytes, { ...sheet, offset: sheet.offset + 1 })).toBeNull();
    expect(zipEntryData(bytes.subarray(0, sheet.offset + 40), sheet)).toBeNull();
  });

  it('answers null for an archive cut short, text, and ZIP64 sizes', () => {
    const bytes = archive([{ name: 'a.xml', content: 'abc' }]);
    expect(zipEntries(bytes.subarray(0, bytes.length - 30))).toBeNull();
    expect(zipEntries(Buffer.from('Name,Email\nAnn,ann@example.com\n'))).toBeNull();
    expect(zipEntries(Buffer.from('x'))).toBeNull();
    expect(zipEntries(archive([{ name: 'a.xml', content: 'abc', declaredSize: 0xffffffff }]))).toBeNull();
  });
});

describe('Office compound files', () => {
  const header = Buffer.from('d0cf11e0a1b11ae1', 'hex');
  it('tells a password-protected workbook from an old .xls', () => {
    const encrypted = Buffer.concat([header, Buffer.alloc(100), Buffer.from('EncryptionInfo', 'utf16le')]);
    const xls = Buffer.concat([header, Buffer.alloc(100), Buffer.from('Workbook', 'utf16le')]);
    expect([isCompoundFile(encrypted), isEncryptedOffice(encrypted)]).toEqual([true, true]);
    expect([isCompoundFile(xls), isEncryptedOffice(xls)]).toEqual([true, false]);
    expect(isCompoundFile(Buffer.from('Name\n'))).toBe(false);
  });
});
