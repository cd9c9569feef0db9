// Pure rules of customers in QuickBooks: what a change sends (a sparse update of the fields that changed), and which
// QuickBooks customers are proposed as the same person as a LawnDesk one (a shared e-mail or phone, never a name alone).

export type CustomerFields = Record<string, unknown>;

/** The empty value that clears a field in a sparse update (an omitted field is left as QuickBooks has it). */
const CLEARED: Record<string, unknown> = {
  CompanyName: '',
  PrimaryEmailAddr: { Address: '' },
  Mobile: { FreeFormNumber: '' },
  BillAddr: { Line1: '', City: '', CountrySubDivisionCode: '', PostalCode: '' },
  ShipAddr: { Line1: '', City: '', CountrySubDivisionCode: '', PostalCode: '' },
};

/** Compared by value whatever the keys' order (jsonb keeps its own). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
/** QuickBooks' names are unique without regard to case or the spaces around them. */
const nameKeyOf = (name: string) => name.trim().toLowerCase();

/**
 * The fields of `next` QuickBooks does not hold as `pushed` (what it last received), and the ones no longer there,
 * cleared. The display name follows the name: while the given and family names are those last sent, the display name
 * QuickBooks has stays (a customer linked by the bookkeeper keeps the name their books know).
 */
export function sparseChangesOf(next: CustomerFields, pushed: CustomerFields | null): CustomerFields {
  const before = pushed ?? {};
  // A name QuickBooks never had from LawnDesk (a linked customer's) is filled in without renaming.
  const renamed =
    !pushed || (['GivenName', 'FamilyName'] as const).some((key) => before[key] !== undefined && !same(next[key], before[key]));
  const wanted: CustomerFields = { ...next, DisplayName: renamed ? next.DisplayName : before.DisplayName };
  const changes: CustomerFields = {};
  for (const [key, value] of Object.entries(wanted)) if (value !== undefined && !same(value, before[key])) changes[key] = value;
  for (const key of Object.keys(before))
    if (wanted[key] === undefined && key in CLEARED && !same(before[key], CLEARED[key])) changes[key] = CLEARED[key];
  return changes;
}

/** An e-mail compared without case or spaces. */
export const emailKeyOf = (email: string | null | undefined) => email?.trim().toLowerCase() || undefined;

/** A US phone compared by its last ten digits (a leading 1 or any punctuation aside); fewer than ten: none. */
export function phoneKeyOf(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 ? digits.slice(-10) : undefined;
}

export interface LocalCustomer {
  id: string;
  name: string;
  email: string | null;
  phones: string[];
}

export interface QuickBooksCustomer {
  Id: string;
  DisplayName: string;
  PrimaryEmailAddr?: { Address?: string };
  PrimaryPhone?: { FreeFormNumber?: string };
  Mobile?: { FreeFormNumber?: string };
}

export type MatchReason = 'email' | 'phone' | 'email-phone' | 'name';

export interface ProposedMatch {
  customerId: string;
  quickbooksId: string;
  matchedBy: MatchReason;
}

/**
 * Each LawnDesk customer not linked yet with the QuickBooks customers not linked yet that share its e-mail or a
 * phone, except the pairs the bookkeeper rejected. `refusedNames` (a customer whose create QuickBooks refused as a
 * duplicate display name, and that name) adds the QuickBooks customer of that exact name: still only a proposal.
 */
export function proposeMatches(
  local: LocalCustomer[],
  quickbooks: QuickBooksCustomer[],
  rejected: ReadonlySet<string>,
  refusedNames: ReadonlyMap<string, string> = new Map(),
): ProposedMatch[] {
  const byEmail = new Map<string, QuickBooksCustomer[]>();
  const byPhone = new Map<string, QuickBooksCustomer[]>();
  const byName = new Map<string, QuickBooksCustomer>();
  const push = (map: Map<string, QuickBooksCustomer[]>, key: string | undefined, customer: QuickBooksCustomer) => {
    if (key) map.set(key, [...(map.get(key) ?? []), customer]);
  };
  for (const customer of quickbooks) {
    push(byEmail, emailKeyOf(customer.PrimaryEmailAddr?.Address), customer);
    const phones = new Set([phoneKeyOf(customer.PrimaryPhone?.FreeFormNumber), phoneKeyOf(customer.Mobile?.FreeFormNumber)]);
    for (const phone of phones) push(byPhone, phone, customer);
    byName.set(nameKeyOf(customer.DisplayName), customer);
  }
  const proposals: ProposedMatch[] = [];
  for (const customer of local) {
    const reasons = new Map<string, Set<'email' | 'phone'>>();
    const note = (found: QuickBooksCustomer[] | undefined, reason: 'email' | 'phone') => {
      for (const match of found ?? []) reasons.set(match.Id, (reasons.get(match.Id) ?? new Set()).add(reason));
    };
    note(byEmail.get(emailKeyOf(customer.email) ?? ''), 'email');
    for (const phone of new Set(customer.phones.map(phoneKeyOf))) if (phone) note(byPhone.get(phone), 'phone');
    const refused = refusedNames.get(customer.id);
    const named = refused === undefined ? undefined : byName.get(nameKeyOf(refused));
    if (named && !reasons.has(named.Id)) reasons.set(named.Id, new Set());
    for (const [quickbooksId, found] of reasons) {
      if (rejected.has(`${customer.id}:${quickbooksId}`)) continue;
      const matchedBy: MatchReason =
        found.size === 2 ? 'email-phone' : found.has('email') ? 'email' : found.has('phone') ? 'phone' : 'name';
      proposals.push({ customerId: customer.id, quickbooksId, matchedBy });
    }
  }
  return proposals;
}
