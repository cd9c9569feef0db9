// Which services a row names, read from a "Service" cell (English or Spanish words, another tool's line item names), and
// the services it makes: the row's frequency, price, day and start go to each; what Bush and Bed lacks gets a default.
import type { Message } from '../../../../common/i18n/catalog';
import type { ImportedService } from '../../../../common/schemas/dataImport';
import { plain } from './normaliseRules';

export type ServiceType = ImportedService['type'];

const LAWN_WORDS = /\b(mow\w*|lawns?|grass|turf|cut|cutting|corte|cortar|cesped|pasto|zacate|podar cesped)\b/;
const BUSH_AND_BED_WORDS = /\b(bush\w*|beds?|shrub\w*|hedge\w*|arbust\w*|camas?|jardineras?|setos?|bnb)\b|b ?& ?b|b and b/;

/** Another tool's extra services: LawnDesk plans Lawn and Bush and Bed only, so each is a one-time job with its words kept. */
const EXTRA_WORDS =
  /\b(aerat\w*|aireac\w*|fertili[sz]\w*|fertiliz\w*|abono|overseed\w*|seed\w*|dethatch\w*|leaf|leaves|hojas|mulch\w*|weed\w*|maleza|pine straw|irrigation|sprinkler\w*|snow|grub\w*|pest\w*|lime|tree\w*|sod\w*)\b/;

/**
 * The types a cell names, lawn first, and what else it names (another tool's aeration, leaf clean-up, a package's name)
 * as typed: null for a blank cell. A cell naming neither type is a one-time job of its own (draftServices).
 */
export function serviceTypes(cell: string | undefined): { types: ServiceType[]; extra: string | null } | null {
  const words = plain(cell ?? '');
  if (!words) return null;
  const types: ServiceType[] = [];
  if (LAWN_WORDS.test(words)) types.push('mow');
  if (BUSH_AND_BED_WORDS.test(words)) types.push('bnb');
  const extra = !types.length || EXTRA_WORDS.test(words) ? cell!.trim().replace(/\s+/g, ' ').slice(0, 100) : null;
  return { types, extra };
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
  /** The Service cell as typed when it names an extra service (serviceTypes' `extra`). */
  extra?: string | null;
  /** The Service cell as typed, kept with an "As Needed" service's frequency. */
  words?: string | null;
  /** The Frequency cell as typed when it says "as needed" (a one-time service). */
  asNeeded?: string | null;
  /** The Frequency cell as typed, kept with an extra service's words ("Core Aeration · Twice a year"). */
  frequencyWords?: string | null;
}
/** `note` only when there are words to keep: a row's fingerprint (rowRules) is unchanged for every other service. */
export type ServiceDraft = { type: ServiceType; frequency: Read; price: Read; startDate: string; mowDay: Read; note?: string };

/** The words a one-time service keeps, as the file typed them: "Aeration · As Needed". */
const noteOf = (...words: (string | null | undefined)[]) => {
  const note = words.filter(Boolean).join(' · ');
  return note ? { note } : {};
};

/**
 * The services a row makes, as drafts for the service schema. Without a Service cell a row names a Lawn Service by
 * giving a frequency or a price, as before. A Lawn Service without a price costs 0 until the office sets it; a Bush and
 * Bed without one is an error, since it is priced per property and a free one would go unnoticed. A cell naming only
 * an extra service (aeration, leaf clean-up, mulch) is a one-time job, done once as a quote's one-time job is (Bush and
 * Bed work, at the row's price or 0 for the office to set), its words kept; an "As Needed" service is one-time too.
 */
export function draftServices(cells: ServiceCells): { services: ServiceDraft[]; error: Message | null } {
  if (cells.types && !cells.types.length && cells.extra)
    return {
      services: [
        { type: 'bnb', frequency: -1, price: cells.price ?? 0, startDate: cells.startDate, mowDay: null, ...noteOf(cells.extra, cells.frequencyWords) },
      ],
      error: null,
    };
  const types = cells.types ?? (cells.frequency === null && cells.price === null ? [] : (['mow'] as ServiceType[]));
  if (types.includes('bnb') && cells.price === null) return { services: [], error: 'validation.data_import.bush_and_bed_price_required' };
  return {
    services: types.map((type) => ({
      type,
      frequency: cells.frequency ?? DEFAULT_FREQUENCY[type],
      price: cells.price ?? 0,
      startDate: cells.startDate,
      mowDay: cells.mowDay,
      ...(cells.asNeeded && noteOf(cells.words, cells.asNeeded)),
    })),
    error: null,
  };
}
