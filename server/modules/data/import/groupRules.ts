// A file's rows as customers with several properties: which rows are one customer (the same source id, else the same
// e-mail or phone), and each row's outcome in file order against what earlier imports left and the customers stored.
// A customer's rows stay together whatever lies between them: row 3 creating a customer and row 7 adding its second
// property are both "create".
import type { Message } from '../../../../common/i18n/catalog';
import type { RowOutcome } from '../../../../common/schemas/dataImport';
import type { RowCheck } from './rowRules';

export const IDENTITY_FIELDS = ['email', 'mobile', 'address'] as const;
type Identity = (typeof IDENTITY_FIELDS)[number];

const DUPLICATE_MESSAGES = {
  email: 'validation.dataImport.duplicate_email',
  mobile: 'validation.dataImport.duplicate_phone',
  address: 'validation.dataImport.duplicate_address',
} as const satisfies Record<Identity, Message>;
const IN_FILE_MESSAGES = {
  email: 'validation.dataImport.duplicate_email_in_file',
  mobile: 'validation.dataImport.duplicate_phone_in_file',
  address: 'validation.dataImport.duplicate_address_in_file',
} as const satisfies Record<Identity, Message>;
/** Outcomes the file alone settles: the run keeps them as the preview found them. */
export const SETTLED_BY_FILE: ReadonlySet<string> = new Set<string>([
  'validation.dataImport.same_row_earlier_in_file',
  ...Object.values(IN_FILE_MESSAGES),
]);

/** What a row creates, so undo removes that and no more: a customer (with its properties), or a property of a customer kept. */
export type Created = 'customer' | 'property' | null;

export interface RowDecision {
  outcome: RowOutcome;
  field: string | null;
  message: Message | null;
  customerId: string | null;
  propertyId: string | null;
  created: Created;
}

/**
 * Each row's customer key in file order: a row without a source id joins an earlier row's customer with its e-mail or,
 * failing that, its phone (a customer's second property is often typed with only one of them).
 */
export function groupCustomers<T extends { key: string | null; email: string | null; mobile: string | null }>(rows: T[]) {
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  return rows.map((row) => {
    if (row.key === null) return null;
    const key = row.key.startsWith('id:')
      ? row.key
      : ((row.email && byEmail.get(row.email)) ?? (row.mobile && byPhone.get(row.mobile)) ?? row.key);
    if (row.email && !byEmail.has(row.email)) byEmail.set(row.email, key);
    if (row.mobile && !byPhone.has(row.mobile)) byPhone.set(row.mobile, key);
    return key;
  });
}

export interface RowFacts {
  check: RowCheck;
  customerKey: string;
  propertyKey: string;
  rowKey: string;
  fingerprint: string;
  email: string | null;
  mobile: string | null;
  /** What earlier imports left: this very row, its property, its customer. */
  knownRow: { fingerprint: string; customerId: string; propertyId: string } | null;
  knownProperty: { customerId: string; propertyId: string } | null;
  knownCustomer: string | null;
  /** The identities a customer stored (not by an import of this customer) already holds. */
  stored: Record<Identity, boolean>;
}

/** A customer of the file: one an earlier import made, one skipped as a duplicate, or one this file creates. */
type Group = { customerId: string | null; skip: RowDecision | null; creating: boolean };

const decision = (outcome: RowOutcome, rest: Partial<RowDecision> = {}): RowDecision => ({
  outcome,
  field: null,
  message: null,
  customerId: null,
  propertyId: null,
  created: null,
  ...rest,
});
/** A row the schemas refused: its field and message. */
export const failed = (check: Extract<RowCheck, { ok: false }>) => decision('error', { field: check.field, message: check.message });
const skipped = (field: string | null, message: Message) => decision('skip', { field, message });

/** The file read so far: its customers, the addresses they claimed, the rows seen; `decide` gives the next row's outcome. */
export function fileState() {
  const groups = new Map<string, Group>();
  const emails = new Map<string, string>();
  const phones = new Map<string, string>();
  const addresses = new Map<string, { customerKey: string; propertyId: string | null }>();
  const rows = new Set<string>();

  function groupOf(facts: RowFacts): Group {
    const found = groups.get(facts.customerKey);
    if (found) return found;
    const inFile = facts.email && emails.has(facts.email) ? 'email' : facts.mobile && phones.has(facts.mobile) ? 'mobile' : null;
    const stored = facts.stored.email ? 'email' : facts.stored.mobile ? 'mobile' : null;
    const group: Group = facts.knownCustomer
      ? { customerId: facts.knownCustomer, skip: null, creating: false }
      : inFile
        ? { customerId: null, skip: skipped(inFile, IN_FILE_MESSAGES[inFile]), creating: false }
        : stored
          ? { customerId: null, skip: skipped(stored, DUPLICATE_MESSAGES[stored]), creating: false }
          : { customerId: null, skip: null, creating: false };
    groups.set(facts.customerKey, group);
    if (facts.email && !emails.has(facts.email)) emails.set(facts.email, facts.customerKey);
    if (facts.mobile && !phones.has(facts.mobile)) phones.set(facts.mobile, facts.customerKey);
    return group;
  }

  function decide(facts: RowFacts): RowDecision {
    const { check } = facts;
    if (!check.ok) return failed(check);
    if (rows.has(facts.rowKey)) return skipped(null, 'validation.dataImport.same_row_earlier_in_file');
    rows.add(facts.rowKey);
    const group = groupOf(facts);
    if (facts.knownRow) {
      const { customerId, propertyId } = facts.knownRow;
      addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId });
      return facts.knownRow.fingerprint === facts.fingerprint
        ? decision('skip', { message: 'validation.dataImport.unchanged_since_last_import', customerId, propertyId })
        : decision('update', { customerId, propertyId });
    }
    if (group.skip) return group.skip;
    if (facts.knownProperty) {
      addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId: facts.knownProperty.propertyId });
      return decision('update', facts.knownProperty);
    }
    const claimed = addresses.get(facts.propertyKey);
    if (claimed && claimed.customerKey !== facts.customerKey) return skipped('address', IN_FILE_MESSAGES.address);
    // A later row of a property this file already adds: its services join that property's.
    if (claimed) return decision('create', { customerId: group.customerId });
    if (facts.stored.address) return skipped('address', DUPLICATE_MESSAGES.address);
    addresses.set(facts.propertyKey, { customerKey: facts.customerKey, propertyId: null });
    if (group.customerId) return decision('create', { customerId: group.customerId, created: 'property' });
    const created = group.creating ? null : 'customer';
    group.creating = true;
    return decision('create', { created });
  }

  return { decide };
}
