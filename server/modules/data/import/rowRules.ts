// A spreadsheet row made into a customer, its property and its service: normalised, checked by the shared schemas
// (the field at fault and its message key), keyed so that importing the same file again changes nothing, and told
// apart from the rows before it and from the customers already stored.
import { createHash } from 'node:crypto';
import type { Message } from '../../../../common/i18n/catalog';
import { type ImportedRow, importedRow, type ImportField, type ImportMapping, type RowOutcome } from '../../../../common/schemas/dataImport';
import {
  normaliseAddress,
  normaliseCity,
  normaliseDate,
  normaliseDay,
  normaliseEmail,
  normaliseFrequency,
  normaliseNumber,
  normalisePhone,
  normaliseState,
  normaliseText,
  normaliseZip,
  plain,
  splitName,
} from './normaliseRules';

export type Cells = readonly string[];
/** `startDateGiven` false: the service starts on the next weekday because the row named no start date. */
export type RowCheck = { ok: true; row: ImportedRow; startDateGiven: boolean } | { ok: false; field: string; message: Message };

/** The cell of each mapped field, read through the headers' positions. */
export function cellReader(headers: readonly string[], mapping: ImportMapping) {
  const columns = Object.fromEntries(Object.entries(mapping).map(([field, header]) => [field, headers.indexOf(header)]));
  return (cells: Cells, field: ImportField) => {
    const column = columns[field];
    return column === undefined || column < 0 ? undefined : cells[column];
  };
}

/** Where a schema path lands as an import field, so the preview names the column the user knows. */
const FIELD_OF_PATH: Record<string, ImportField> = {
  'customer.name.first': 'firstName',
  'customer.name.last': 'lastName',
  'customer.email': 'email',
  'customer.mobile': 'mobile',
  'customer.emergencyPhone': 'emergencyPhone',
  'property.address': 'address',
  'property.city': 'city',
  'property.state': 'state',
  'property.zipcode': 'zipcode',
  'property.latitude': 'latitude',
  'property.longitude': 'longitude',
  'property.lotSize': 'lotSize',
  'property.gateCode': 'gateCode',
  'service.frequency': 'frequency',
  'service.mowDay': 'mowDay',
  'service.price': 'price',
  'service.startDate': 'startDate',
};

/** Cells as typed, made into the shape the schemas check; a service only when the row names a frequency or a price. */
export function draftRow(read: (field: ImportField) => string | undefined, today: string) {
  const whole = splitName(read('fullName'));
  const frequency = normaliseFrequency(read('frequency'));
  const price = normaliseNumber(read('price'));
  const mobile = normalisePhone(read('mobile'));
  return {
    customer: {
      name: { first: normaliseText(read('firstName')) ?? whole.first, last: normaliseText(read('lastName')) ?? whole.last },
      email: normaliseEmail(read('email')),
      mobile,
      emergencyPhone: normalisePhone(read('emergencyPhone')) ?? mobile,
    },
    property: {
      address: normaliseAddress(read('address')) ?? '',
      city: normaliseCity(read('city')) ?? '',
      state: normaliseState(read('state')) ?? undefined,
      zipcode: normaliseZip(read('zipcode')) ?? undefined,
      latitude: normaliseNumber(read('latitude')),
      longitude: normaliseNumber(read('longitude')),
      lotSize: normaliseNumber(read('lotSize')),
      gateCode: normaliseText(read('gateCode')),
    },
    service:
      frequency === null && price === null
        ? null
        : {
            type: 'mow',
            frequency: frequency ?? 1,
            price: price ?? 0,
            startDate: normaliseDate(read('startDate')) ?? nextWeekday(today),
            mowDay: normaliseDay(read('mowDay')),
          },
  };
}

/** The first weekday after `today` (yyyy-mm-dd): a service without a start date starts then. */
export function nextWeekday(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

export function checkRow(read: (field: ImportField) => string | undefined, today: string): RowCheck {
  const parsed = importedRow.safeParse(draftRow(read, today));
  if (parsed.success) return { ok: true, row: parsed.data, startDateGiven: normaliseText(read('startDate')) !== null };
  const [issue] = parsed.error.issues;
  const path = issue.path.join('.');
  return { ok: false, field: FIELD_OF_PATH[path] ?? path, message: issue.message as Message };
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** The source's own id when the file has one, else who and where: the same row of an edited file keeps its key. */
export function rowKey(sourceId: string | undefined, row: ImportedRow): string {
  const id = normaliseText(sourceId);
  if (id) return `id:${id}`;
  const { name } = row.customer;
  return `row:${hash([name.first, name.last, row.property.address, row.property.zipcode].map(plain).join('|'))}`;
}

/**
 * Everything the row says, so a later import of the same key tells "unchanged" from "edited". A start date the row
 * did not give is left out: it is the next weekday after the day of the import, so another day would differ.
 */
export function rowFingerprint(row: ImportedRow, startDateGiven: boolean) {
  const said = startDateGiven || !row.service ? row : { ...row, service: { ...row.service, startDate: null } };
  return hash(JSON.stringify(said));
}

/** How a row is matched with another customer: its e-mail, its phone, its service address. */
export function identities(row: ImportedRow) {
  const { customer, property } = row;
  return {
    email: customer.email,
    mobile: customer.mobile,
    address: `${plain(property.address)}|${property.zipcode}`,
  };
}
export type Identities = ReturnType<typeof identities>;
export const IDENTITY_FIELDS = ['email', 'mobile', 'address'] as const;

export interface RowVerdict {
  outcome: RowOutcome;
  field: string | null;
  message: Message | null;
}

const DUPLICATE_MESSAGES = {
  email: 'validation.dataImport.duplicate_email',
  mobile: 'validation.dataImport.duplicate_phone',
  address: 'validation.dataImport.duplicate_address',
} as const satisfies Record<(typeof IDENTITY_FIELDS)[number], Message>;
const IN_FILE_MESSAGES = {
  email: 'validation.dataImport.duplicate_email_in_file',
  mobile: 'validation.dataImport.duplicate_phone_in_file',
  address: 'validation.dataImport.duplicate_address_in_file',
} as const satisfies Record<(typeof IDENTITY_FIELDS)[number], Message>;

/**
 * A row's outcome. A key imported before updates its customer (or is skipped when nothing changed); otherwise a row
 * matching an earlier row of the file or a stored customer is skipped as a duplicate, and the rest are created.
 */
export function verdict(input: {
  check: RowCheck;
  known: { fingerprint: string } | null;
  fingerprint: string;
  sameKeyEarlier: boolean;
  matchInFile: (typeof IDENTITY_FIELDS)[number] | null;
  matchStored: (typeof IDENTITY_FIELDS)[number] | null;
}): RowVerdict {
  const { check } = input;
  if (!check.ok) return { outcome: 'error', field: check.field, message: check.message };
  if (input.sameKeyEarlier) return { outcome: 'skip', field: 'sourceId', message: 'validation.dataImport.same_row_earlier_in_file' };
  if (input.known) {
    return input.known.fingerprint === input.fingerprint
      ? { outcome: 'skip', field: null, message: 'validation.dataImport.unchanged_since_last_import' }
      : { outcome: 'update', field: null, message: null };
  }
  if (input.matchInFile) return { outcome: 'skip', field: input.matchInFile, message: IN_FILE_MESSAGES[input.matchInFile] };
  if (input.matchStored) return { outcome: 'skip', field: input.matchStored, message: DUPLICATE_MESSAGES[input.matchStored] };
  return { outcome: 'create', field: null, message: null };
}

/** Remembers the identities of the rows seen so far, for the in-file duplicate check. */
export function fileIdentities() {
  const seen = { keys: new Set<string>(), email: new Set<string>(), mobile: new Set<string>(), address: new Set<string>() };
  return {
    sameKey: (key: string) => seen.keys.has(key),
    match(ids: Identities) {
      return IDENTITY_FIELDS.find((field) => ids[field] !== null && seen[field].has(ids[field]!)) ?? null;
    },
    add(key: string, ids: Identities) {
      seen.keys.add(key);
      for (const field of IDENTITY_FIELDS) if (ids[field] !== null) seen[field].add(ids[field]!);
    },
  };
}

/** Who and where, for the preview's rows. */
export function rowLabel(read: (field: ImportField) => string | undefined): string {
  const name = normaliseText(read('fullName')) ?? [read('firstName'), read('lastName')].map(normaliseText).filter(Boolean).join(' ');
  return [name, normaliseAddress(read('address'))].filter(Boolean).join(', ').slice(0, 200);
}
