// Which services a row names, read from a "Service" cell (English or Spanish words, another tool's line item names), and
// the services it makes: the row's frequency, price, day and start go to each; what Bush and Bed lacks gets a default.
import type { Message } from '../../../../common/i18n/catalog';
import type { ImportedService } from '../../../../common/schemas/dataImport';
import { plain } from './normaliseRules';

export type ServiceType = ImportedService['type'];

const LAWN_WORDS = /\b(mow\w*|lawns?|grass|turf|cut|cutting|corte|cortar|cesped|pasto|zacate|podar cesped)\b/;
const BUSH_AND_BED_WORDS = /\b(bush\w*|beds?|shrub\w*|hedge\w*|arbust\w*|camas?|jardineras?|setos?|bnb)\b|b ?& ?b|b and b/;

/**
 * The types a cell names, lawn first; null for a blank cell; 'unknown' when it names neither (a line item LawnDesk does
 * not do, a typo), so the row says which column to fix rather than importing a property without its service.
 */
export function serviceTypes(cell: string | undefined): ServiceType[] | null | 'unknown' {
  const words = plain(cell ?? '');
  if (!words) return null;
  const types: ServiceType[] = [];
  if (LAWN_WORDS.test(words)) types.push('mow');
  if (BUSH_AND_BED_WORDS.test(words)) types.push('bnb');
  return types.length ? types : 'unknown';
}

/** Bush and Bed is a visit every few weeks more often than weekly: every 4 weeks unless the row says otherwise. */
const DEFAULT_FREQUENCY: Record<ServiceType, number> = { mow: 1, bnb: 4 };

/** Cells as normalised: a number, or the text as typed when it could not be read (the schema then names the field). */
type Read = number | string | null;
export interface ServiceCells {
  /** The types the Service cell names; null when the file has no such cell or it is blank. */
  types: ServiceType[] | null;
  frequency: Read;
  price: Read;
  startDate: string;
  mowDay: Read;
}
export type ServiceDraft = { type: ServiceType; frequency: Read; price: Read; startDate: string; mowDay: Read };

/**
 * The services a row makes, as drafts for the service schema. Without a Service cell a row names a Lawn Service by
 * giving a frequency or a price, as before. A Lawn Service without a price costs 0 until the office sets it; a Bush and
 * Bed without one is an error, since it is priced per property and a free one would go unnoticed.
 */
export function draftServices(cells: ServiceCells): { services: ServiceDraft[]; error: Message | null } {
  const types = cells.types ?? (cells.frequency === null && cells.price === null ? [] : (['mow'] as ServiceType[]));
  if (types.includes('bnb') && cells.price === null) return { services: [], error: 'validation.data_import.bush_and_bed_price_required' };
  return {
    services: types.map((type) => ({
      type,
      frequency: cells.frequency ?? DEFAULT_FREQUENCY[type],
      price: cells.price ?? 0,
      startDate: cells.startDate,
      mowDay: cells.mowDay,
    })),
    error: null,
  };
}
