// Photos and positions on a visit (docs/field.md): the fields of `POST /work-logs/{id}/photos` (multipart, so every
// field arrives as text), the limits, and what `GET /work-logs/{id}` lists.
import { z } from 'zod';
import { MAX_LENGTH, optionalText } from './fields';

import { WORK_LOG_PHOTO_KINDS, WORK_LOG_POSITION_ACTIONS } from '../fieldLimits';

export {
  MAX_WORK_LOG_PHOTO_BYTES,
  MAX_WORK_LOG_PHOTO_MB,
  MAX_WORK_LOG_PHOTOS,
  WORK_LOG_PHOTO_KINDS,
  type WorkLogPhotoKind,
  WORK_LOG_POSITION_ACTIONS,
  type WorkLogPositionAction,
} from '../fieldLimits';
/** The types the phone may send: the server reads the type from the bytes (HEIC is refused: no decoder). */
export const WORK_LOG_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const WORK_LOG_PHOTO_MESSAGES = {
  tooLarge: 'server.work_logs.photo_larger_than_10_mb',
  unreadable: 'server.work_logs.photo_could_not_be_read',
  missing: 'server.work_logs.no_photo_selected',
  type: 'server.work_logs.photo_must_be_jpeg_png_or_webp',
  heic: 'server.work_logs.photo_heic_not_supported',
  pixels: 'server.work_logs.photo_has_too_many_pixels',
  tooMany: 'server.work_logs.too_many_photos',
  kind: 'validation.work_log.choose_photo_kind',
  note: 'validation.work_log.issue_photo_needs_note',
  clientId: 'validation.work_log.photo_id_must_be_uuid',
  takenAt: 'validation.work_log.photo_time_invalid',
} as const;

/** A number sent as text; empty is absent; anything else that is no number is ignored (a position is never refused). */
const looseNumber = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text.trim() === '' ? undefined : Number(text)))
  .transform((value) => (value === undefined || Number.isNaN(value) ? undefined : value));

/** The text fields beside the file. */
export const workLogPhotoFields = z
  .object({
    kind: z.enum(WORK_LOG_PHOTO_KINDS, { error: WORK_LOG_PHOTO_MESSAGES.kind }),
    note: optionalText(MAX_LENGTH.note),
    forCustomer: z
      .enum(['true', 'false', '1', '0', 'on', ''], { error: 'validation.work_log.photo_for_customer_yes_or_no' })
      .optional()
      .transform((flag) => flag === 'true' || flag === '1' || flag === 'on'),
    /** The phone's own id of the photo: sent again, the same photo is answered, never a second. */
    clientId: z
      .uuid({ error: WORK_LOG_PHOTO_MESSAGES.clientId })
      .transform((id) => id.toLowerCase())
      .optional(),
    latitude: looseNumber,
    longitude: looseNumber,
    accuracyM: looseNumber,
    takenAt: z.iso.datetime({ offset: true, error: WORK_LOG_PHOTO_MESSAGES.takenAt }).optional(),
  })
  .superRefine((fields, ctx) => {
    if (fields.kind === 'issue' && !fields.note) ctx.addIssue({ code: 'custom', path: ['note'], message: WORK_LOG_PHOTO_MESSAGES.note });
  });
export type WorkLogPhotoFields = z.output<typeof workLogPhotoFields>;

const position = z.object({ latitude: z.number(), longitude: z.number(), accuracyM: z.number() });

export const workLogPhoto = z.object({
  _id: z.string(),
  kind: z.enum(WORK_LOG_PHOTO_KINDS),
  /** The photo's address under the API (`?size=thumbnail` for the small copy); read with the caller's token. */
  url: z.string(),
  note: z.string().nullable(),
  forCustomer: z.boolean(),
  takenAt: z.string().nullable(),
  createdAt: z.string(),
  width: z.number(),
  height: z.number(),
  position: position.nullable(),
});
export type WorkLogPhoto = z.infer<typeof workLogPhoto>;

/**
 * A photo as its customer reads it (the portal's customer-facing shape, docs/security.md): no crew note, no position,
 * read through `/customer/visits/{id}/photos/{photoId}`.
 */
export const portalVisitPhoto = workLogPhoto.pick({ _id: true, kind: true, url: true, takenAt: true, width: true, height: true });
export type PortalVisitPhoto = z.infer<typeof portalVisitPhoto>;

/** Where the phone was at one of the crew's actions, how far from the property (metres; null: the property has no position). */
export const workLogActionPosition = position.extend({
  action: z.enum(WORK_LOG_POSITION_ACTIONS),
  at: z.string(),
  distanceM: z.number().nullable(),
  /** Farther than the routing setting `visitDistanceM`: shown to the office, the action stands. */
  far: z.boolean(),
});
export type WorkLogActionPosition = z.infer<typeof workLogActionPosition>;

export const workLogPhotoParams = z.object({ id: z.string().min(1).max(64), photoId: z.string().min(1).max(64) });
export const workLogPhotoQuery = z.object({ size: z.enum(['full', 'thumbnail']).default('full') });

/** Staff's change to a photo (`PATCH /work-logs/{id}/photos/{photoId}`): shown to the customer or not. */
export const workLogPhotoChange = z.object({
  forCustomer: z.boolean({ error: 'validation.work_log.photo_for_customer_yes_or_no' }),
});
export type WorkLogPhotoChange = z.infer<typeof workLogPhotoChange>;
export const workLogPhotoRemoved = z.object({ _id: z.string() });
