// The whole collections summary for the CSV export: the screen shows its lists a page at a time, the file has them all.
import type { CollectionsQuery, CollectionsSummary } from '../../../common/schemas/collections';

const PER_PAGE = 500;

export async function everyRow(read: (query: CollectionsQuery) => Promise<CollectionsSummary>): Promise<CollectionsSummary> {
  const first = await read({ perPage: PER_PAGE });
  const held = [...first.held];
  const expiringCards = [...first.expiringCards];
  for (let page = 2; (page - 1) * PER_PAGE < first.heldTotal; page++)
    held.push(...(await read({ perPage: PER_PAGE, heldPage: page, expiringPage: 1 })).held);
  for (let page = 2; (page - 1) * PER_PAGE < first.expiringTotal; page++)
    expiringCards.push(...(await read({ perPage: PER_PAGE, heldPage: 1, expiringPage: page })).expiringCards);
  return { ...first, held, expiringCards };
}
