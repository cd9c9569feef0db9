// Geocoding approximate locations (properties placed at their zip code's centre by an import): staff start it for an
// import's properties or for all, or locate one property again from its view.
import { z } from 'zod';
import { optionalRecordId } from './fields';

export const geocodingStart = z.object({ importId: optionalRecordId() });
export type GeocodingStart = z.infer<typeof geocodingStart>;

/** GET /geocoding: whether a geocoder is configured (GEOCODER), so a screen offers to locate addresses only then. */
export const geocodingState = z.object({ on: z.boolean() });
export type GeocodingState = z.infer<typeof geocodingState>;

/** How many properties are still approximate (in the import, or in all) when the job was queued. */
export const geocodingQueued = z.object({ approximate: z.number().int() });
export type GeocodingQueued = z.infer<typeof geocodingQueued>;

/** Whether the geocoder found the property's address (it then lost its approximate flag). */
export const propertyLocated = z.object({ located: z.boolean() });
export type PropertyLocated = z.infer<typeof propertyLocated>;
