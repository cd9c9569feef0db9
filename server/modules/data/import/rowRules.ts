// A spreadsheet row made into a customer, one of its properties and the services the row names: normalised, checked by
// the shared schemas (the field at fault and its message key), and keyed by customer, property and services, so that
// importing the same file again changes nothing.
import { createHash } from 'node:crypto';
import type { Message } from '../../../../common/i18n/catalog';
import { type ImportedRow, importedRow, type ImportField, type ImportMapping } from '../../../../common/schemas/dataImport';
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
import { draftServices, serviceTypes } from './serviceRules';

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
  frequency: 'frequency',
  mowDay: 'mowDay',
  price: 'price',
  startDate: 'startDate',
  type: 'service',
};
/** `services.1.price` is the row's price column. */
const fieldOfPath = (path: (PropertyKey | number)[]) =>
  FIELD_OF_PATH[path.join('.')] ?? (path[0] === 'services' ? FIELD_OF_PATH[String(path[2])] : undefined) ?? path.join('.');

/** Cells as typed, made into the shape the schemas check. */
export function draftRow(read: (field: ImportField) => string | undefined, today: string) {
  const whole = splitName(read('fullName'));
  const mobile = normalisePhone(read('mobile'));
  const types = serviceTypes(read('service'));
  const drafted = draftServices({
    types: types === 'unknown' ? null : types,
    frequency: normaliseFrequency(read('frequency')),
    price: normaliseNumber(read('price')),
    startDate: normaliseDate(read('startDate')) ?? nextWeekday(today),
    mowDay: normaliseDay(read('mowDay')),
  });
  const serviceError: { field: ImportField; message: Message } | null =
    types === 'unknown'
      ? { field: 'service', message: 'validation.dataImport.service_unknown' }
      : drafted.error && { field: 'price', message: drafted.error };
  return {
    serviceError,
    draft: {
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
      services: drafted.services.map((service) => ({ ...service, frontBack: 'both' as const })),
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
  const { draft, serviceError } = draftRow(read, today);
  const parsed = importedRow.safeParse(draft);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, field: fieldOfPath(issue.path), message: issue.message as Message };
  }
  if (serviceError) return { ok: false, ...serviceError };
  return { ok: true, row: parsed.data, startDateGiven: normaliseText(read('startDate')) !== null };
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/**
 * Who the row is about: the source's own id when the file has one, else its e-mail, else its phone, so the rows of one
 * customer's properties come together; a row with none of them is a customer of its own (who and where).
 */
export function customerKey(sourceId: string | undefined, row: ImportedRow): string {
  const id = normaliseText(sourceId);
  if (id) return `id:${id}`;
  const { name, email, mobile } = row.customer;
  if (email) return `email:${email}`;
  if (mobile) return `phone:${mobile}`;
  return `row:${hash([name.first, name.last, row.property.address, row.property.zipcode].map(plain).join('|'))}`;
}

/** A property is its service address: the same address and zip code, however spaced and cased. */
export const propertyKey = (row: ImportedRow) => `${plain(row.property.address)}|${row.property.zipcode}`;

/** A row is its customer, its property and the services it names: the unit a later import finds unchanged or edited. */
export const rowKeyOf = (customer: string, property: string, row: ImportedRow) =>
  `${customer}>${property}>${row.services
    .map((service) => service.type)
    .sort()
    .join(',')}`;

/**
 * Everything the row says, so a later import of the same key tells "unchanged" from "edited". A start date the row
 * did not give is left out: it is the next weekday after the day of the import, so another day would differ.
 */
export function rowFingerprint(row: ImportedRow, startDateGiven: boolean) {
  const said = startDateGiven ? row : { ...row, services: row.services.map((service) => ({ ...service, startDate: null })) };
  return hash(JSON.stringify(said));
}

/** Who and where, for the preview's rows. */
export function rowLabel(read: (field: ImportField) => string | undefined): string {
  const name = normaliseText(read('fullName')) ?? [read('firstName'), read('lastName')].map(normaliseText).filter(Boolean).join(' ');
  return [name, normaliseAddress(read('address'))].filter(Boolean).join(', ').slice(0, 200);
}
