// Business setup's crews step without I/O: a yard's one-line address read as the geocoder's parts, and the working
// hours a crew's chosen days give.
import type { WorkingHours } from '../../../common/schemas/crewHours';
import { DEFAULT_WORKING_HOURS } from '../../../common/schemas/crewHours';
import type { GeocodeAddress } from '../../lib/geocoder/geocoder';

const ONE_LINE = /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2})\.?\s+(\d{5})(?:-\d{4})?\s*$/;

/** "1200 Industrial Blvd, Austin, TX 78745" as street, city, state and zip; null when it is not written that way. */
export function yardAddressParts(id: string, address: string | null): GeocodeAddress | null {
  const match = address ? ONE_LINE.exec(address.trim()) : null;
  if (!match) return null;
  return { id, street: match[1].trim(), city: match[2].trim(), state: match[3].toUpperCase(), zip: match[4] };
}

/** The chosen ISO week days on, the others off; each day keeps the times it had (or the default 08:00 to 16:00). */
export function hoursForDays(days: readonly number[], current: WorkingHours = DEFAULT_WORKING_HOURS): WorkingHours {
  const chosen = new Set(days);
  return current.map((day, index) => ({ ...day, works: chosen.has(index + 1) }));
}
