// Work on many items with at most a few under way at once: a queue's batch of twenty jobs each opening a transaction
// needs twenty of a node's ten database connections, and under load the jobs waiting for one time out together.
/** `work` on every item, at most `concurrency` at once; answers the results in the items' order. */
export async function fewAtATime<T, U>(items: readonly T[], concurrency: number, work: (item: T) => Promise<U>): Promise<U[]> {
  const results: U[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}
