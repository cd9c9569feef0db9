// The limits and names of photos and positions from the field (docs/field.md), without zod: the crew's day and the
// phone's position reporter read them as they start. The schemas in common/schemas/workLogPhotos.ts and crewPosition.ts
// are built from them.
export const WORK_LOG_PHOTO_KINDS = ['before', 'after', 'issue'] as const;
export type WorkLogPhotoKind = (typeof WORK_LOG_PHOTO_KINDS)[number];
/** The crew's actions that carry the phone's position. */
export const WORK_LOG_POSITION_ACTIONS = ['start', 'on-my-way', 'complete', 'skip'] as const;
export type WorkLogPositionAction = (typeof WORK_LOG_POSITION_ACTIONS)[number];

/** The upload's size limit (the phone sends ~1600 px JPEGs of a few hundred KB; a camera's original passes too). */
export const MAX_WORK_LOG_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_WORK_LOG_PHOTO_MB = 10;
/** Photos one visit holds. */
export const MAX_WORK_LOG_PHOTOS = 30;

/** The most positions one call carries: about eight hours of a phone's positions, sent after a day without signal. */
export const MAX_POSITIONS_PER_CALL = 500;
/** The staff socket event after a crew's phone reported: the map reads the crews named again. */
export const CREW_POSITIONS_CHANGED_EVENT = 'crew-positions-changed';
