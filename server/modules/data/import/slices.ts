// How many customers the import writes per transaction, and how long it rests between two on the embedded database.
/**
 * Customers per transaction: each customer's rows are written together, never half of them. PostgreSQL writes 250 at a
 * time. The embedded database runs one transaction at a time, so every other user's statement waits for the batch
 * being written: 100 customers took up to 4.3 s on a loaded machine (issue 65). There the batch is cut to what takes
 * about SLICE_MS, measured batch by batch (a loaded machine gets smaller slices), between 5 and 100 customers: 120 ms
 * leaves room, within the 500 ms the office may wait, for a request that arrives as a slice starts and its statements.
 */
export const BATCH_CUSTOMERS = { postgres: 250, pglite: 100 } as const;
const SLICE_MS = 120;
export const PGLITE_FIRST_SLICE = 5;
const PGLITE_SMALLEST_SLICE = 5;

/** The next slice's customers on the embedded database, from the last one's size and time. */
export function nextSlice(customers: number, tookMs: number) {
  const scaled = Math.round((customers * SLICE_MS) / Math.max(1, tookMs));
  // At most double at once: one quick batch (few rows per customer) says little of the next.
  return Math.max(PGLITE_SMALLEST_SLICE, Math.min(BATCH_CUSTOMERS.pglite, customers * 2, scaled));
}
/**
 * Between two slices the run rests a quarter of the time its slice took (at least 20 ms, at most a second), so the
 * requests waiting for the database (a page's read of the progress, every other user's calls) get it.
 */
export const restAfter = (batchMs: number) => Math.min(1000, Math.max(20, batchMs / 4));
