// Every row's outcome against what is stored now: the preview asks it for the whole file, the run again for each
// batch of whole customers just before writing it, so nothing stored between the two is duplicated.

import type { ImportMapping, SourceIdChoices } from '../../../../common/schemas/dataImport';
import { importKeys } from '../../../db/schema';
import type { Executor } from '../../../lib/history';
import { mapInTurns } from '../../../lib/takingTurns';
import { importPeople, storedContacts } from '../../customers';
import { failed, fileState, groupCustomers, type Person, type RowDecision, sameSourcePerson, type StoredPerson } from './groupRules';
import { cellReader, type Cells, checkRow, customerKey, propertyKey, rowFingerprint, rowKeyOf, rowLabel, type RowCheck } from './rowRules';
import { anyOf } from '../../../lib/anyOf';
import { withPlaceNotes } from './placeNotes';

export interface ClassifiedRow extends RowDecision {
  rowNumber: number;
  check: RowCheck;
  customerKey: string | null;
  rowKey: string | null;
  propertyKey: string | null;
  fingerprint: string | null;
  label: string;
}

/** Lookups go in slices, well under PostgreSQL's limit of parameters per statement. */
const SLICE = 5000;
async function inSlices<T>(values: string[], lookup: (slice: string[]) => Promise<T[]>) {
  const unique = [...new Set(values)];
  const found: T[] = [];
  for (let start = 0; start < unique.length; start += SLICE) found.push(...(await lookup(unique.slice(start, start + SLICE))));
  return found;
}

/** The rows as read and keyed, each joined to its customer (the run passes the key the preview gave it). */
async function keyRows(input: { headers: readonly string[]; mapping: ImportMapping; rows: ClassifyInputRow[]; today: string }) {
  const read = cellReader(input.headers, input.mapping);
  const checkOne = ({ rowNumber, cells, customerKey: given }: ClassifyInputRow) => {
    const check = checkRow((field) => read(cells, field), input.today);
    const own = check.ok ? (given ?? customerKey(read(cells, 'sourceId'), check.row)) : null;
    return {
      rowNumber,
      check,
      key: own,
      name: check.ok ? check.row.customer.name : { first: '', last: '' },
      email: check.ok ? check.row.customer.email : null,
      mobile: check.ok ? check.row.customer.mobile : null,
      label: rowLabel((field) => read(cells, field)),
    };
  };
  // Each loop over every row lets the event loop turn every few milliseconds: 20,000 rows take seconds of checking.
  const checked = await mapInTurns(input.rows, checkOne);
  const customers = groupCustomers(checked);
  return mapInTurns(checked, (row, index) => {
    if (!row.check.ok) return { ...row, row: null, customerKey: null, propertyKey: null, rowKey: null, fingerprint: null };
    const ck = customers[index]!;
    const pk = propertyKey(row.check.row);
    return {
      ...row,
      row: row.check.row,
      customerKey: ck,
      propertyKey: pk,
      rowKey: rowKeyOf(ck, pk, row.check.row, row.check.extra),
      fingerprint: rowFingerprint(row.check.row, row.check.startDateGiven),
    };
  });
}

export interface ClassifyInputRow {
  rowNumber: number;
  cells: Cells;
  customerKey?: string | null;
}

/**
 * The customer earlier imports made under a source id: the one that is this person when several are (the staff made a
 * new customer for an id another person had), else the first, which the row then asks about.
 */
function knownUnder(candidates: StoredPerson[] | undefined, person: Person): StoredPerson | null {
  if (!candidates?.length) return null;
  return candidates.find((candidate) => sameSourcePerson(person, candidate)) ?? candidates[0];
}

export async function classifyRows(
  executor: Executor,
  input: { headers: readonly string[]; mapping: ImportMapping; rows: ClassifyInputRow[]; today: string; choices?: SourceIdChoices },
): Promise<ClassifiedRow[]> {
  const keyed = await keyRows(input);
  const valid = keyed.flatMap((row) => (row.row ? [{ ...row, row: row.row }] : []));
  const byRow = await inSlices(
    valid.map((row) => row.rowKey),
    (slice) => executor.select().from(importKeys).where(anyOf(importKeys.rowKey, slice)),
  );
  const byCustomer = await inSlices(
    valid.map((row) => row.customerKey),
    (slice) => executor.select().from(importKeys).where(anyOf(importKeys.customerKey, slice)),
  );
  const knownRows = new Map(byRow.map((key) => [key.rowKey, key]));
  const people = await importPeople(executor, [...new Set(byCustomer.map((key) => key.customerId))]);
  const knownCustomers = new Map<string, StoredPerson[]>();
  for (const key of byCustomer) {
    const person = people.get(key.customerId);
    const candidates = knownCustomers.get(key.customerKey) ?? [];
    if (person && !candidates.some((candidate) => candidate.customerId === key.customerId)) knownCustomers.set(key.customerKey, [...candidates, person]);
  }
  const knownProperties = new Map(byCustomer.map((key) => [`${key.customerId}|${key.customerKey}>${key.propertyKey}`, key]));
  const stored = await storedContacts(executor, {
    emails: [...new Set(valid.flatMap(({ row }) => (row.customer.email ? [row.customer.email] : [])))],
    phones: [...new Set(valid.flatMap(({ row }) => (row.customer.mobile ? [row.customer.mobile] : [])))],
    addresses: [...new Set(valid.map((row) => row.propertyKey))],
  });

  const file = fileState();
  const classified = await mapInTurns(keyed, ({ rowNumber, check, label, customerKey: ck, propertyKey: pk, rowKey, fingerprint, name, email, mobile }) => {
    const facts = { rowNumber, check, label, customerKey: ck, propertyKey: pk, rowKey, fingerprint };
    if (!check.ok || !ck || !pk || !rowKey || !fingerprint) return { ...facts, ...failed(check as Extract<RowCheck, { ok: false }>) };
    const person = { name, email, mobile };
    const knownCustomer = knownUnder(knownCustomers.get(ck), person);
    const property = knownCustomer && knownProperties.get(`${knownCustomer.customerId}|${ck}>${pk}`);
    const decided = file.decide({
      rowNumber,
      check,
      customerKey: ck,
      propertyKey: pk,
      rowKey,
      fingerprint,
      person,
      knownRow: knownRows.get(rowKey) ?? null,
      knownProperty: property ? { customerId: property.customerId, propertyId: property.propertyId } : null,
      knownCustomer,
      choice: input.choices?.[ck] ?? null,
      stored: { email: stored.emails.get(email ?? '') ?? null, mobile: stored.phones.get(mobile ?? '') ?? null, address: stored.addresses.get(pk) ?? null },
    });
    // A contact another customer holds is left out of what is written (the row's fingerprint keeps what the file said).
    const without = new Set(decided.withoutContacts);
    const written = without.size
      ? { ...check, row: { ...check.row, customer: { ...check.row.customer, ...(without.has('email') && { email: null }), ...(without.has('mobile') && { mobile: null }) } } }
      : check;
    return { ...facts, check: written, ...decided };
  });
  return withPlaceNotes(executor, classified);
}
