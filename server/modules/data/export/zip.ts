// A ZIP archive written as a stream: each entry deflated as it comes, its CRC and sizes in a data descriptor after it
// (general purpose bit 3), so nothing is held in memory or written to disk. Plain ZIP, not ZIP64: at most 65,535
// entries and 4 GiB per entry and per archive, which an export of one business stays far below (docs/data.md).
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  content: () => AsyncIterable<string | Buffer>;
}

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: the name is UTF-8
const DEFLATE = 8;
const VERSION = 20;

function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14..25) stay 0: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor({ crc, compressed, size }: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

const LIMIT = 0xffffffff;

/** The archive's bytes; an entry's content is read only when its turn comes. */
export async function* zipStream(entries: Iterable<ZipEntry>, now = new Date()): AsyncGenerator<Buffer> {
  const stamp = dosTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name, stamp);
    const record: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    yield header;
    offset += header.length;
    async function* plain() {
      for await (const chunk of entry.content()) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        record.crc = crc32(bytes, record.crc);
        record.size += bytes.length;
        yield bytes;
      }
    }
    const source = Readable.from(plain());
    const deflate = createDeflateRaw();
    source.on('error', (error) => deflate.destroy(error));
    for await (const bytes of source.pipe(deflate) as AsyncIterable<Buffer>) {
      record.compressed += bytes.length;
      yield bytes;
    }
    if (record.size > LIMIT || offset + record.compressed > LIMIT) throw new Error('the archive passed 4 GiB, past what a plain ZIP holds');
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += record.compressed + descriptor.length;
    written.push(record);
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}
