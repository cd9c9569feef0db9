import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCompoundFile, isEncryptedOffice, isZip, zipEntries } from './zipDirectory';

/** A stored ZIP archive built byte by byte, the sizes its directory declares as given. */
function archive(files: { name: string; content: string; declaredSize?: number }[]) {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const data = deflateRawSync(file.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(file.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(file.declaredSize ?? file.content.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('zipEntries', () => {
  it('lists each entry with the size it declares unpacked', () => {
    const bytes = archive([
      { name: 'xl/workbook.xml', content: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', content: 'x'.repeat(5000) },
    ]);
    expect(isZip(bytes)).toBe(true);
    expect(zipEntries(bytes)).toMatchObject([
      { name: 'xl/workbook.xml', size: 11 },
      { name: 'xl/worksheets/sheet1.xml', size: 5000 },
    ]);
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
