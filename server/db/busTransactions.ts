// The transactions the event bus opened, each with the database it was opened on. What a node keeps per database (the
// settings' copy, keptSettings.ts) serves such a transaction's reads as it serves the database's own.
import type { Db } from './client';

const opened = new WeakMap<object, Db>();

export function busTransactionOpened(tx: object, db: Db): void {
  opened.set(tx, db);
}

/** Whose reads `executor`'s are: the database a bus transaction was opened on, else `executor`'s own. */
export function readsAs(executor: object): object {
  return opened.get(executor) ?? executor;
}
