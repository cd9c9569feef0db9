// The table of contents at the end of a ZIP archive (an XLSX is one): each entry's name and unpacked size, read
// before anything is unpacked, so a workbook that would swell past the limit is refused without unpacking it.

export interface ZipEntryInfo {
  name: string;
  /** The unpacked size the archive claims: a crafted one may lie (zipEntryData's reader counts the real bytes). */
  size: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** The CRC-32 of the unpacked bytes. */
  crc: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;
/** ZIP64 writes this in the 32-bit fields and the real value elsewhere: an upload of at most 10 MB never needs it. */
const ZIP64_MARK = 0xffffffff;

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
/** An OLE compound file: an Excel 97-2003 .xls, or an .xlsx saved with a password (Office wraps it in one). */
export const isCompoundFile = (bytes: Buffer) => bytes.length >= 8 && bytes.readBigUInt64BE(0) === 0xd0cf11e0a1b11ae1n;
/** Office names the stream holding the key of a password-protected workbook "EncryptionInfo" (UTF-16). */
export const isEncryptedOffice = (bytes: Buffer) => isCompoundFile(bytes) && bytes.includes(Buffer.from('EncryptionInfo', 'utf16le'));

/** The entries, or null when the archive's directory is missing, cut short or uses ZIP64. */
export function zipEntries(bytes: Buffer): ZipEntryInfo[] | null {
  if (bytes.length < END_LENGTH) return null;
  const earliest = Math.max(0, bytes.length - END_LENGTH - MAX_COMMENT);
  let end = -1;
  for (let at = bytes.length - END_LENGTH; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const start = bytes.readUInt32LE(end + 16);
  const entries: ZipEntryInfo[] = [];
  for (let at = start, index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (size === ZIP64_MARK || next > end) return null;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      size,
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

const LOCAL_SIGNATURE = 0x04034b50;

/** The entry's bytes as stored (compressed), or null when its local header is not where the directory says. */
export function zipEntryData(bytes: Buffer, entry: ZipEntryInfo): Buffer | null {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) return null;
  return bytes.subarray(start, start + entry.compressedSize);
}
