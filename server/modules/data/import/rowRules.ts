// A spreadsheet row made into a customer, one of its properties and the services the row names: normalised, checked by
// the shared schemas (the field at fault and its message key), and keyed by customer, property and services, so that
// importing the same file again changes nothing.
import { createHash } from 'node:crypto';
import { type Message, withParams } from '../../../../common/i18n/catalog';
import { type ImportedRow, importedRow, type ImportField, type ImportMapping } from '../../../../common/schemas/dataImport';
import {
  normaliseAddress,
  normaliseCity,
  normaliseDate,
  normaliseDay,
  normaliseEmail,
  normaliseFrequency,
  isAsNeeded,
  normaliseNumber,
  normalisePhone,
  normalisePrice,
  normaliseState,
  normaliseText,
  normaliseZip,
  plain,
  splitName,
} from './normaliseRules';
import { draftServices, serviceTypes } from './serviceRules';

export type Cells = readonly string[];
/** An optional cell that could not be read: left out of the row, which is imported without it. */
export interface CellWarning {
  field: string;
  message: Message;
}
/** `startDateGiven` false: the service starts on the next weekday because the row named no start date. */
/** `extra`: the Service cell's words for what LawnDesk makes no service of (aeration, leaf clean-up), kept as typed. */
export type RowCheck =
  | { ok: true; row: ImportedRow; startDateGiven: boolean; warnings: CellWarning[]; extra?: string | null }
  | { ok: false; field: string; message: Message };

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

/** Cells a row can do without: one that fails is dropped with a warning rather than refusing the customer. */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set<ImportField>([
  'email',
  'mobile',
  'emergencyPhone',
  'latitude',
  'longitude',
  'lotSize',
  'gateCode',
  'mowDay',
  'price',
  'startDate',
]);

/** A company's name as a customer's: the last word as the last name ("Acme Lawn LLC"), or the one word as both. */
function companyAsName(company: string | null) {
  if (!company) return null;
  const { first, last } = splitName(company.replace(/,/g, ' '));
  return { first: first || last, last };
}

/** The row's service address, or its billing address when the service one is blank (a client billed where it is served). */
function addressOf(read: (field: ImportField) => string | undefined) {
  const service = normaliseText(read('address')) !== null || normaliseText(read('zipcode')) !== null;
  const pick = (own: ImportField, billing: ImportField) => (service ? read(own) : read(billing));
  const line = [normaliseAddress(pick('address', 'billingAddress')), normaliseAddress(pick('address2', 'billingAddress2'))];
  return {
    address: line.filter(Boolean).join(', '),
    city: normaliseCity(pick('city', 'billingCity')) ?? '',
    state: normaliseState(pick('state', 'billingState')) ?? undefined,
    zipcode: normaliseZip(pick('zipcode', 'billingZipcode'), normaliseState(pick('state', 'billingState'))) ?? undefined,
  };
}

const tenDigits = (phone: string | null) => (phone && /^\d{10}$/.test(phone) ? phone : null);

/** Cells as typed, made into the shape the schemas check. */
export function draftRow(read: (field: ImportField) => string | undefined, today: string) {
  const whole = splitName(read('fullName'));
  const company = companyAsName(normaliseText(read('companyName')));
  const person = { first: normaliseText(read('firstName')) ?? whole.first, last: normaliseText(read('lastName')) ?? whole.last };
  // The first phone the row gives: Jobber's Main phone is often blank where its Mobile is not.
  const mobile = normalisePhone(read('mobile')) ?? tenDigits(normalisePhone(read('emergencyPhone')));
  const named = serviceTypes(read('service'));
  const asNeeded = isAsNeeded(read('frequency')) ? normaliseText(read('frequency')) : null;
  const drafted = draftServices({
    types: named && named.types,
    frequency: normaliseFrequency(read('frequency')),
    price: normalisePrice(read('price')),
    startDate: normaliseDate(read('startDate')) ?? nextWeekday(today),
    mowDay: normaliseDay(read('mowDay')),
    extra: named?.extra,
    words: normaliseText(read('service')),
    asNeeded,
    frequencyWords: normaliseText(read('frequency')),
  });
  const serviceError: { field: ImportField; message: Message } | null = drafted.error && { field: 'price', message: drafted.error };
  const notes: CellWarning[] = [];
  const extra = named?.extra ?? null;
  const oneTimeJob = named !== null && !named.types.length;
  // Words beside a Lawn or Bush and Bed service ("Mowing + aeration") are not a job of their own: the office is told.
  if (extra && !oneTimeJob) notes.push({ field: 'service', message: withParams('validation.data_import.service_kept_as_words', { service: extra }) });
  if (extra && oneTimeJob) notes.push({ field: 'service', message: withParams('validation.data_import.extra_as_one_time_job', { service: extra }) });
  if (asNeeded && drafted.services.length)
    notes.push({ field: 'frequency', message: withParams('validation.data_import.frequency_as_needed', { frequency: asNeeded }) });
  return {
    serviceError,
    notes,
    extra,
    draft: {
      customer: {
        name: !person.first && !person.last && company ? company : person,
        email: normaliseEmail(read('email')),
        mobile,
        emergencyPhone: normalisePhone(read('emergencyPhone')) ?? mobile,
      },
      property: {
        ...addressOf(read),
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

/**
 * The row checked by the schemas. An optional cell that fails (a 7-digit phone, "N/A" as e-mail, a weekend start date)
 * is left out with a warning and the row checked again; a required one (name, address, zip code, frequency) refuses it.
 */
export function checkRow(read: (field: ImportField) => string | undefined, today: string): RowCheck {
  const dropped = new Set<string>();
  const warnings: CellWarning[] = [];
  const kept = (field: ImportField) => (dropped.has(field) ? undefined : read(field));
  for (;;) {
    const { draft, serviceError, notes, extra } = draftRow(kept, today);
    const parsed = importedRow.safeParse(draft);
    if (parsed.success) {
      if (serviceError) return { ok: false, ...serviceError };
      return {
        ok: true,
        row: parsed.data,
        startDateGiven: normaliseText(kept('startDate')) !== null,
        warnings: [...notes, ...warnings],
        ...(extra && { extra }),
      };
    }
    const issues = parsed.error.issues.map((issue) => ({ field: fieldOfPath(issue.path), message: issue.message as Message }));
    const refused = issues.find((issue) => !OPTIONAL_FIELDS.has(issue.field) || dropped.has(issue.field));
    if (refused) return { ok: false, ...refused };
    for (const issue of issues) {
      // An emergency phone copied from a bad mobile goes with it, unsaid: its own cell was blank.
      if (!dropped.has(issue.field) && normaliseText(read(issue.field as ImportField)) !== null) warnings.push(issue);
      dropped.add(issue.field);
    }
  }
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

/**
 * A row is its customer, its property and the services it names (and the words of an extra one, so an aeration row and
 * a leaf clean-up row of one property are two rows): the unit a later import finds unchanged or edited.
 */
export const rowKeyOf = (customer: string, property: string, row: ImportedRow, extra?: string | null) =>
  `${customer}>${property}>${row.services
    .map((service) => service.type)
    .sort()
    .join(',')}${extra ? `+${plain(extra)}` : ''}`;

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
