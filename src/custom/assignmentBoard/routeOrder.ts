// Reordering a crew's day from the board: the whole day's order with one visit moved beside another shown next to it.

/** `ids` with `id` taken out and put just before or after `neighbourId` (the row shown above or below it). */
export function moveBeside(ids: readonly string[], id: string, neighbourId: string, side: 'before' | 'after'): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = rest.indexOf(neighbourId);
  if (at < 0 || rest.length === ids.length) return [...ids];
  rest.splice(side === 'before' ? at : at + 1, 0, id);
  return rest;
}
