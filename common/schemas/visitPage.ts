// The visit page (docs/field.md "The visit page"): what a customer reads at /visit/{token} of a visit done, the rating
// they give it once, and the ratings staff read.
import { z } from 'zod';
import { LANGUAGES } from './customer';
import { optionalText } from './fields';
import { WORK_LOG_TYPES } from './service';

/** A visit page's token: 32 bytes of an HMAC, base64url (as a quote's); any other shape is not looked up. */
export const VISIT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const VISIT_COMMENT_MAX = 1000;

export const publicVisitParams = z.object({ token: z.string().max(100) });

/** A photo the crew marked for the customer, read under the page's own token (never the staff's address or the note of an issue). */
export const publicVisitPhoto = z.object({ url: z.string(), kind: z.enum(['before', 'after', 'issue']), note: z.string().nullable() });

export const publicVisitPhotoParams = publicVisitParams.extend({ photoId: z.string().min(1).max(64) });

/** What the page shows: no id, price, address detail beyond the street, or staff note. */
export const publicVisit = z.object({
  /** The visit's service day, YYYY-MM-DD. */
  date: z.string(),
  /** What was done: the visit's service type, and a treatment's round by name. */
  services: z.array(z.object({ type: z.enum(WORK_LOG_TYPES), round: z.string().nullable() })),
  address: z.string(),
  /** The first name of the crew member who completed it; null when staff did. */
  crewFirstName: z.string().nullable(),
  /** From start to completion, whole minutes; null when the visit was completed without a start. */
  minutesOnSite: z.number().int().nullable(),
  /** The crew's note, the one the "visit done" message carries. */
  note: z.string().nullable(),
  photos: z.array(publicVisitPhoto),
  business: z.object({ name: z.string(), logo: z.string().nullable(), phone: z.string() }),
  /** The customer's language: the page speaks it. */
  language: z.enum(LANGUAGES),
  /** The rating given, once; null until then. */
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable(), ratedAt: z.string() }).nullable(),
  /** The last day the link works, YYYY-MM-DD. */
  expiresOn: z.string(),
});
export type PublicVisit = z.infer<typeof publicVisit>;

const STARS_MESSAGE = 'validation.visit_page.stars_1_to_5';
export const visitRatingInput = z.object({
  stars: z.number({ error: STARS_MESSAGE }).int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE),
  comment: optionalText(VISIT_COMMENT_MAX, 'validation.visit_page.comment_at_most_1000'),
});
export type VisitRatingInput = z.input<typeof visitRatingInput>;

/**
 * After rating: the business's public review page, offered to every customer who rated whatever the stars (the FTC's
 * 2024 rule on reviews and Google's policy forbid asking only the happy ones), at most once per customer a period; null
 * when none is set or it was offered lately.
 */
export const visitRatingResult = z.object({ reviewUrl: z.string().nullable() });
export type VisitRatingResult = z.infer<typeof visitRatingResult>;

/** GET /visit-ratings: the newest ratings first, with the average over the last `days` days. */
export const visitRatingsQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const visitRatingRow = z.object({
  workLogId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  address: z.string(),
  date: z.string(),
  serviceType: z.enum(WORK_LOG_TYPES),
  stars: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type VisitRatingRow = z.infer<typeof visitRatingRow>;
export const visitRatings = z.object({
  list: z.array(visitRatingRow),
  /** Ratings in the last `days` days and their average (null with none). */
  count: z.number().int(),
  average: z.number().nullable(),
  days: z.number().int(),
});
export type VisitRatings = z.infer<typeof visitRatings>;
