// Which of QuickBooks' chosen accounts a save changed, field by field (`income.mow`, `feeAccountId`, …), for the
// settings history: where QuickBooks books money is the admin's to trace, as where mail and payments go.
import type { QuickBooksAccountMap } from '../../db/schema';

type Flat = Record<string, string | undefined>;

function flatten(accounts: QuickBooksAccountMap): Flat {
  const { income, ...rest } = accounts;
  return {
    ...Object.fromEntries(Object.entries(income ?? {}).map(([service, id]) => [`income.${service}`, id || undefined])),
    ...Object.fromEntries(Object.entries(rest).map(([field, id]) => [field, (id as string | undefined) || undefined])),
  };
}

/** Each changed field with its account id before and after (null when QuickBooks' default); none when nothing changed. */
export function accountsChanges(
  before: QuickBooksAccountMap,
  after: QuickBooksAccountMap,
): Record<string, { from: string | null; to: string | null }> {
  const was = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((field) => (was[field] ?? null) !== (now[field] ?? null));
  return Object.fromEntries(fields.map((field) => [field, { from: was[field] ?? null, to: now[field] ?? null }]));
}
