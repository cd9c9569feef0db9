// The order a crew's phone sends for its day, made the whole day's: the phone lists only the visits it shows (the
// office's cancelled visits and the visits of properties held for unpaid charges are left out of GET /crew/day).
// Pure: no I/O.

/**
 * The day's order with the listed stops in the order given and every other stop keeping its place: the listed stops
 * fill, in turn, the places they held in `day` (the day's ids in its order now). Undefined when `listed` names a stop
 * twice or one of another day.
 */
export function mergedOrder(day: readonly string[], listed: readonly string[]): string[] | undefined {
  const wanted = new Set(listed);
  const dayIds = new Set(day);
  if (wanted.size !== listed.length || listed.some((id) => !dayIds.has(id))) return undefined;
  let next = 0;
  return day.map((id) => (wanted.has(id) ? listed[next++]! : id));
}
