// The limits an uploaded archive is held to while it is unpacked: one limit of unpacked bytes for a workbook (before
// exceljs reads a byte of it) and LawnDesk's own export alike, counted on what really unpacks (a crafted archive's
// directory may claim a few KB for 100 MB), and, in a workbook, no run of text in a sheet or the shared strings longer
// than a cell can hold (a 99 KB workbook carried a 100-million-character cell).
import { createInflateRaw } from 'node:zlib';
import type { Message } from '../../../../common/i18n/catalog';
import { type ZipEntryInfo, zipEntryData } from './zipDirectory';

/** Unpacked, a workbook of 20,000 rows of customers, or an export's customers, properties and services, is some tens of MB. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Excel's own limit for a cell. */
export const MAX_CELL_CHARACTERS = 32_767;
/** A character of a cell takes at most 6 bytes of XML (an escape such as `&quot;`); markup comes between cells. */
const MAX_TEXT_RUN = MAX_CELL_CHARACTERS * 6;
const HOLDS_CELLS = /^xl\/(sharedStrings\.xml|worksheets\/[^/]+\.xml)$/i;
const TAG_START = 0x3c;

/** The longest stretch without a `<` so far, given the stretch the previous chunk ended in; answers the new ending. */
function textRunAfter(chunk: Buffer, carried: number, limit: number): number | null {
  let run = carried;
  for (let at = 0; ; ) {
    const tag = chunk.indexOf(TAG_START, at);
    if (tag < 0) return run + chunk.length - at > limit ? null : run + chunk.length - at;
    if (run + tag - at > limit) return null;
    run = 0;
    at = tag + 1;
  }
}

/** Unpacks one entry, counting against `budget`; answers the bytes it unpacked to, or the problem. */
async function unpackedSize(data: Buffer, entry: ZipEntryInfo, budget: number): Promise<number | Message> {
  if (entry.method !== 0 && entry.method !== 8) return 'server.data_import.workbook_unreadable';
  const checksText = HOLDS_CELLS.test(entry.name);
  const inflater = entry.method === 8 ? createInflateRaw() : null;
  inflater?.end(data);
  let size = 0;
  let run: number | null = 0;
  try {
    for await (const chunk of inflater ?? [data]) {
      size += chunk.length;
      if (size > budget) return 'server.data_import.workbook_too_large';
      if (checksText && (run = textRunAfter(chunk, run, MAX_TEXT_RUN)) === null) return 'server.data_import.cell_too_long';
    }
  } catch {
    return 'server.data_import.workbook_unreadable';
  } finally {
    inflater?.destroy();
  }
  return size;
}

/** What is wrong with the archive once unpacked, or null; every entry is unpacked and counted, nothing kept. */
export async function unpackedProblem(bytes: Buffer, entries: ZipEntryInfo[], limit = MAX_UNPACKED_BYTES): Promise<Message | null> {
  let left = limit;
  for (const entry of entries) {
    const data = zipEntryData(bytes, entry);
    if (!data) return 'server.data_import.workbook_unreadable';
    const size = await unpackedSize(data, entry, left);
    if (typeof size !== 'number') return size;
    left -= size;
  }
  return null;
}
