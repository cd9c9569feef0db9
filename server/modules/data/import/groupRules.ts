// A file's rows as customers with several properties: which rows are one customer (the same source id, else the same
// e-mail or phone with the same name), and each row's outcome in file order against what earlier imports left and the
// customers stored. A customer's rows stay together whatever lies between them: row 3 creating a customer and row 7
// adding its second property are both "create". A shared phone or e-mail alone (a property manager's phone, spouses'
// e-mail) never makes two people one: the names must agree, or e-mail and phone both.
import { type Message, parseMessage, withParams } from '../../../../common/i18n/catalog';
import type { RowOutcome, SourceIdChoice } from '../../../../common/schemas/dataImport';
import { plain } from './normaliseRules';
import type { CellWarning, RowCheck } from './rowRules';

export const IDENTITY_FIELDS = ['email', 'mobile', 'address'] as const;
type Identity = (typeof IDENTITY_FIELDS)[number];

const DUPLICATE_MESSAGES = {
  email: 'validation.data_import.duplicate_email',
  mobile: 'validation.data_import.duplicate_phone',
  address: 'validation.data_import.duplicate_address',
} as const satisfies Record<Identity, Message>;
const IN_FILE_MESSAGES = {
  email: 'validation.data_import.duplicate_email_in_file',
  mobile: 'validation.data_import.duplicate_phone_in_file',
  address: 'validation.data_import.duplicate_address_in_file',
} as const satisfies Record<Identity, Message>;
/** A contact another person holds: the row's customer is imported without it (e-mail and phone are one customer's). */
const SHARED_MESSAGES = {
  email: 'validation.data_import.email_of_another_customer',
  mobile: 'validation.data_import.phone_of_another_customer',
} as const satisfies Record<Contact, Message>;
type Contact = 'email' | 'mobile';
const CONTACTS: readonly Contact[] = ['email', 'mobile'];

/** Who a row or a stored customer is: enough to tell one person from another who shares a contact. */
export interface Person {
  name: { first: string; last: string };
  email: string | null;
  mobile: string | null;
}
export type StoredPerson = Person & { customerId: string };

/** Names agree, accents, case and spacing aside; a first name may be given as its initial ("J. García"). */
export function sameName(a: Person['name'], b: Person['name']) {
  const [lastA, lastB] = [plain(a.last), plain(b.last)];
  if (!lastA || lastA !== lastB) return false;
  const [firstA, firstB] = [plain(a.first).replace(/\./g, ''), plain(b.first).replace(/\./g, '')];
  if (firstA === firstB) return true;
  return (firstA.length === 1 || firstB.length === 1) && firstA[0] === firstB[0];
}

/** One person found again by a contact: the names agree, or e-mail and phone both do (several signals). */
export function samePerson(row: Person, found: Person) {
  return sameName(row.name, found.name) || Boolean(row.email && row.mobile && row.email === found.email && row.mobile === found.mobile);
}

/** The customer an earlier import made under this source id is this row's only if a name or a contact agrees. */
export const sameSourcePerson = (row: Person, found: Person) =>
  sameName(row.name, found.name) || Boolean(row.email && row.email === found.email) || Boolean(row.mobile && row.mobile === found.mobile);

/** A stored customer who is the row's person, found by e-mail or phone: the row adds to that customer. */
const MATCHED_MESSAGES = {
  email: 'validation.data_import.added_to_customer_with_email',
  mobile: 'validation.data_import.added_to_customer_with_phone',
} as const satisfies Record<Contact, Message>;

const SETTLED: ReadonlySet<string> = new Set<string>(['validation.data_import.same_row_earlier_in_file', ...Object.values(IN_FILE_MESSAGES)]);
/** Outcomes the file alone settles (their message names the earlier row): the run keeps them as the preview found them. */
export const settledByFile = (message: string | null) => message !== null && SETTLED.has(parseMessage(message).key);

const nameOf = (person: Person | undefined) => (person ? `${person.name.first} ${person.name.last}`.trim() : '');
/** An earlier row's duplicate, naming that row (its number as the spreadsheet shows it) and the customer it names. */
const inFile = (key: Message, row: number | undefined, person?: Person) =>
  row === undefined ? key : withParams(key as never, { row, customer: nameOf(person) });

/** What a row creates, so undo removes that and no more: a customer (with its properties), or a property of a customer kept. */
export type Created = 'customer' | 'property' | null;

export interface RowDecision {
  outcome: RowOutcome;
  field: string | null;
  message: Message | null;
  customerId: string | null;
  propertyId: string | null;
  created: Created;
  /** Cells left out: bad optional ones (rowRules), and a contact another person holds. */
  warnings: CellWarning[];
  /** Contacts the customer is created without, since another customer holds them. */
  withoutContacts: Contact[];
}

/**
 * Each row's customer key in file order: a row without a source id joins an earlier row's customer with its e-mail or,
 * failing that, its phone (a customer's second property is often typed with only one of them), when it is the same
 * person (`samePerson`): a manager's phone on many owners' rows leaves them apart.
 */
export function groupCustomers<T extends Person & { key: string | null }>(rows: T[]) {
  const byEmail = new Map<string, { key: string; person: Person }>();
  const byPhone = new Map<string, { key: string; person: Person }>();
  return rows.map((row) => {
    if (row.key === null) return null;
    const joined = [row.email && byEmail.get(row.email), row.mobile && byPhone.get(row.mobile)].find(
      (earlier) => earlier && samePerson(row, earlier.person),
    );
    const key = row.key.startsWith('id:') ? row.key : (joined ? joined.key : row.key);
    if (row.email && !byEmail.has(row.email)) byEmail.set(row.email, { key, person: row });
    if (row.mobile && !byPhone.has(row.mobile)) byPhone.set(row.mobile, { key, person: row });
    return key;
  });
}

export interface RowFacts {
  /** The row's number as the spreadsheet shows it, so a later duplicate names it. */
  rowNumber?: number;
  check: RowCheck;
  customerKey: string;
  propertyKey: string;
  rowKey: string;
  fingerprint: string;
  /** Who the row names, with its e-mail and phone. */
  person: Person;
  /** What earlier imports left: this very row, its property, its customer (made under the row's source id). */
  knownRow: { fingerprint: string; customerId: string; propertyId: string } | null;
  knownProperty: { customerId: string; propertyId: string } | null;
  knownCustomer: StoredPerson | null;
  /** What the staff chose when the source id names another person than `knownCustomer`: attach to them, or a new customer. */
  choice: SourceIdChoice | null;
  /** The customers stored holding the row's e-mail and phone, and the stored property at its service address. */
  stored: { email: StoredPerson | null; mobile: StoredPerson | null; address: { customerId: string; propertyId: string } | null };
}

/**
 * A customer of the file: one an earlier import made, one skipped as a duplicate, or one this file creates; `setAside`
 * is the customer an earlier import gave the same source id, passed over by the staff's choice of a new customer.
 */
type Group = {
  customerId: string | null;
  skip: RowDecision | null;
  creating: boolean;
  without: CellWarning[];
  setAside?: string;
  /** A stored customer found by this contact is the row's person: every row of the group adds to it (reported). */
  matched?: Contact;
};

const decision = (outcome: RowOutcome, rest: Partial<RowDecision> = {}): RowDecision => ({
  outcome,
  field: null,
  message: null,
  customerId: null,
  propertyId: null,
  created: null,
  warnings: [],
  withoutContacts: [],
  ...rest,
});
/** A row the schemas refused: its field and message. */
export const failed = (check: Extract<RowCheck, { ok: false }>) => decision('error', { field: check.field, message: check.message });
const skipped = (field: string | null, message: Message, customerId: string | null = null) =>
  decision('skip', { field, message, customerId });

/**
 * The file's customer, from its rows' names, e-mails and phones: a row whose person a stored customer is (found by
 * e-mail or phone, `samePerson`) adds its property and services to that customer, never a duplicate customer.
 */

/** The file read so far: its customers, the addresses they claimed, the rows seen; `decide` gives the next row's outcome. */
export function fileState() {
  const groups = new Map<string, Group>();
  const contacts: Record<Contact, Map<string, { customerKey: string; person: Person; rowNumber?: number }>> = {
    email: new Map(),
    mobile: new Map(),
  };
  const addresses = new Map<string, { customerKey: string; propertyId: string | null; rowNumber?: number; person?: Person }>();
  const rows = new Map<string, { rowNumber?: number; person: Person }>();

  /**
   * The row's contacts another customer holds, earlier in the file or stored. For a new customer, an earlier row's
   * customer who is the same person makes the row a duplicate (skipped, naming that row and customer), and a stored one
   * takes the row (its property and services added to that customer); another person's contact is left out with a
   * warning. A customer an earlier import made (`own`) keeps its own contacts.
   */
  function sharedContacts(facts: RowFacts, own: string | null): Group {
    const group: Group = { customerId: own, skip: null, creating: false, without: [] };
    for (const contact of CONTACTS) {
      const value = facts.person[contact];
      const earlier = value ? contacts[contact].get(value) : undefined;
      const holder = earlier && earlier.customerKey !== facts.customerKey ? { ...earlier, customerId: groups.get(earlier.customerKey)?.customerId ?? null } : null;
      const stored = facts.stored[contact];
      const found = holder ?? (stored && stored.customerId !== own ? { person: stored, customerId: stored.customerId } : null);
      if (!found || (own && found.customerId === own)) continue;
      if (!own && samePerson(facts.person, found.person)) {
        if (holder) return { ...group, skip: skipped(contact, inFile(IN_FILE_MESSAGES[contact], holder.rowNumber, holder.person), found.customerId) };
        if (found.customerId) return { ...group, customerId: found.customerId, matched: contact };
        return { ...group, skip: skipped(contact, DUPLICATE_MESSAGES[contact]) };
      }
      group.without.push({ field: contact, message: SHARED_MESSAGES[contact] });
    }
    return group;
  }

  function groupOf(facts: RowFacts): Group {
    const found = groups.get(facts.customerKey);
    if (found) return found;
    const known = facts.knownCustomer;
    // The same person, or this very row as an earlier import wrote it into that customer, names and all: the staff
    // attached it then (a row that differs asks again).
    const attachedBefore = facts.knownRow?.customerId === known?.customerId && facts.knownRow?.fingerprint === facts.fingerprint;
    const same = known && (sameSourcePerson(facts.person, known) || attachedBefore);
    const group: Group = !known
      ? sharedContacts(facts, null)
      : same || facts.choice === 'attach'
        ? sharedContacts(facts, known.customerId)
        : facts.choice === 'new'
          ? { ...sharedContacts(facts, null), setAside: known.customerId }
          : // The id names someone else than before (another tool's numbering, a reused id): the row asks, never attaches.
            { customerId: null, skip: skipped('sourceId', 'validation.data_import.source_id_other_person', known.customerId), creating: false, without: [] };
    groups.set(facts.customerKey, group);
    for (const contact of CONTACTS) {
      const value = facts.person[contact];
      if (value && !contacts[contact].has(value))
        contacts[contact].set(value, { customerKey: facts.customerKey, person: facts.person, rowNumber: facts.rowNumber });
    }
    return group;
  }

  function decide(facts: RowFacts): RowDecision {
    const { check } = facts;
    if (!check.ok) return failed(check);
    const earlier = rows.get(facts.rowKey);
    if (earlier) return skipped(null, inFile('validation.data_import.same_row_earlier_in_file', earlier.rowNumber, earlier.person));
    rows.set(facts.rowKey, { rowNumber: facts.rowNumber, person: facts.person });
    const group = groupOf(facts);
    const made = (outcome: RowOutcome, rest: Partial<RowDecision>) =>
      decision(outcome, {
        ...(group.matched && { message: MATCHED_MESSAGES[group.matched] }),
        ...rest,
        warnings: [...check.warnings, ...group.without],
        withoutContacts: group.without.map((warning) => warning.field as Contact),
      });
    if (group.skip?.field === 'sourceId') return group.skip;
    // What an earlier import left for the customer set aside is that customer's, not this new one's.
    const knownRow = facts.knownRow?.customerId === group.setAside ? null : facts.knownRow;
    const knownProperty = facts.knownProperty?.customerId === group.setAside ? null : facts.knownProperty;
    if (knownRow) {
      const { customerId, propertyId } = knownRow;
      addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId });
      return knownRow.fingerprint === facts.fingerprint
        ? decision('skip', { message: 'validation.data_import.unchanged_since_last_import', customerId, propertyId })
        : made('update', { customerId, propertyId });
    }
    if (group.skip) return group.skip;
    if (knownProperty) {
      addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId: knownProperty.propertyId });
      return made('update', knownProperty);
    }
    const claimed = addresses.get(facts.propertyKey);
    if (claimed && claimed.customerKey !== facts.customerKey) return skipped('address', inFile(IN_FILE_MESSAGES.address, claimed.rowNumber, claimed.person));
    // A later row of a property this file already adds (or updates): its services join that property's.
    if (claimed?.propertyId) return made('update', { customerId: group.customerId, propertyId: claimed.propertyId });
    if (claimed) return made('create', { customerId: group.customerId });
    const storedHere = facts.stored.address;
    // The stored customer the row is found to be already has this property: its services are added to it.
    if (storedHere && storedHere.customerId === group.customerId && group.customerId) {
      addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId: storedHere.propertyId, rowNumber: facts.rowNumber, person: facts.person });
      return made('update', storedHere);
    }
    if (storedHere) return skipped('address', DUPLICATE_MESSAGES.address, storedHere.customerId);
    addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId: null, rowNumber: facts.rowNumber, person: facts.person });
    if (group.customerId) return made('create', { customerId: group.customerId, created: 'property' });
    const created = group.creating ? null : 'customer';
    group.creating = true;
    return made('create', { created });
  }

  return { decide };
}
