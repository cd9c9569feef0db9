// Every row's outcome against the customers stored now: the preview asks it for the whole file, the run again for each
// batch just before writing it, so nothing stored between the two is duplicated.
import { inArray } from 'drizzle-orm';
import type { ImportMapping } from '../../../../common/schemas/dataImport';
import { importKeys } from '../../../db/schema';
import type { Executor } from '../../../lib/history';
import { storedContacts } from '../../customers';
import {
  cellReader,
  type Cells,
  checkRow,
  fileIdentities,
  identities,
  rowFingerprint,
  rowKey,
  rowLabel,
  type RowCheck,
  type RowVerdict,
  verdict,
} from './rowRules';

export interface ClassifiedRow extends RowVerdict {
  rowNumber: number;
  check: RowCheck;
  rowKey: string | null;
  fingerprint: string | null;
  label: string;
  known: { customerId: string; propertyId: string } | null;
}

/** Lookups go in slices, well under PostgreSQL's limit of parameters per statement. */
const SLICE = 5000;
async function inSlices<T>(values: string[], lookup: (slice: string[]) => Promise<T[]>) {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += SLICE) found.push(...(await lookup(values.slice(start, start + SLICE))));
  return found;
}

/**
 * `earlierInFile` carries what the rows before this batch held (the run's batches follow the file), so a duplicate of
 * an earlier row is told apart from one of a stored customer.
 */
export async function classifyRows(
  executor: Executor,
  input: { headers: readonly string[]; mapping: ImportMapping; rows: { rowNumber: number; cells: Cells }[]; today: string },
  earlierInFile = fileIdentities(),
): Promise<ClassifiedRow[]> {
  const read = cellReader(input.headers, input.mapping);
  const checked = input.rows.map(({ rowNumber, cells }) => {
    const check = checkRow((field) => read(cells, field), input.today);
    const key = check.ok ? rowKey(read(cells, 'sourceId'), check.row) : null;
    return { rowNumber, check, key, label: rowLabel((field) => read(cells, field)) };
  });
  const valid = checked.flatMap(({ check }) => (check.ok ? [identities(check.row)] : []));
  const keys = checked.flatMap(({ key }) => (key ? [key] : []));
  const knownRows = await inSlices(keys, (slice) => executor.select().from(importKeys).where(inArray(importKeys.rowKey, slice)));
  const known = new Map(knownRows.map((row) => [row.rowKey, row]));
  const stored = await storedContacts(executor, {
    emails: [...new Set(valid.flatMap((ids) => (ids.email ? [ids.email] : [])))],
    phones: [...new Set(valid.flatMap((ids) => (ids.mobile ? [ids.mobile] : [])))],
    addresses: [...new Set(valid.map((ids) => ids.address))],
  });

  return checked.map(({ rowNumber, check, key, label }) => {
    if (!check.ok || !key)
      return {
        rowNumber,
        check,
        rowKey: null,
        fingerprint: null,
        label,
        known: null,
        ...verdict({ check, known: null, fingerprint: '', sameKeyEarlier: false, matchInFile: null, matchStored: null }),
      };
    const ids = identities(check.row);
    const fingerprint = rowFingerprint(check.row, check.startDateGiven);
    const knownKey = known.get(key) ?? null;
    const matchStored = stored.emails.has(ids.email ?? '')
      ? 'email'
      : stored.phones.has(ids.mobile ?? '')
        ? 'mobile'
        : stored.addresses.has(ids.address)
          ? 'address'
          : null;
    const outcome = verdict({
      check,
      known: knownKey,
      fingerprint,
      sameKeyEarlier: earlierInFile.sameKey(key),
      matchInFile: earlierInFile.match(ids),
      matchStored,
    });
    earlierInFile.add(key, ids);
    return {
      rowNumber,
      check,
      rowKey: key,
      fingerprint,
      label,
      known: knownKey && { customerId: knownKey.customerId, propertyId: knownKey.propertyId },
      ...outcome,
    };
  });
}
