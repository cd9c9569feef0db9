// The crews on the office's map (docs/field.md, "Crews on the map"): the positions a clocked-in crew's phone sends,
// and what the office's crew map reads.
import { z } from 'zod';
import { withParams } from '../i18n/keys';
import { calendarDate, recordId } from './fields';

import { MAX_POSITIONS_PER_CALL } from '../fieldLimits';

export { CREW_POSITIONS_CHANGED_EVENT, MAX_POSITIONS_PER_CALL } from '../fieldLimits';

export const CREW_POSITION_MESSAGES = {
  positionsRequired: 'validation.crew_position.positions_required',
  position: 'validation.crew_position.position',
  atRequired: 'validation.crew_position.at_required',
  crewRequired: 'validation.crew_position.crew_required',
} as const;

const degrees = z.number({ error: CREW_POSITION_MESSAGES.position });

/**
 * One position as the phone took it. The shape is checked here (numbers, an instant); a position outside the world,
 * without accuracy, too vague, ahead of the server's clock or outside the caller's shift is dropped by the server
 * (`positionRules.ts`), not refused: one bad fix never costs the batch.
 */
export const reportedPosition = z.object({
  latitude: degrees,
  longitude: degrees,
  accuracyM: z.number({ error: CREW_POSITION_MESSAGES.position }).nullish(),
  at: z.iso.datetime({ offset: true, error: CREW_POSITION_MESSAGES.atRequired }),
});
export type ReportedPosition = z.infer<typeof reportedPosition>;

/** POST /crew/positions. */
export const crewPositionsInput = z.object({
  positions: z
    .array(reportedPosition, { error: CREW_POSITION_MESSAGES.positionsRequired })
    .max(MAX_POSITIONS_PER_CALL, withParams('validation.crew_position.too_many', { max: MAX_POSITIONS_PER_CALL })),
});
export type CrewPositionsInput = z.infer<typeof crewPositionsInput>;

/** Why a position was not stored. */
export const DROP_REASONS = ['outsideWorld', 'noAccuracy', 'vague', 'future', 'outsideShift', 'repeated'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export const crewPositionsAnswer = z.object({
  stored: z.number(),
  dropped: z.partialRecord(z.enum(DROP_REASONS), z.number()),
});
export type CrewPositionsAnswer = z.infer<typeof crewPositionsAnswer>;

/** GET /crew-positions: every crew's last position today, or with `crewId` (and `date`) that crew's trail of the day. */
export const crewPositionsQuery = z.object({
  crewId: recordId(CREW_POSITION_MESSAGES.crewRequired).optional(),
  date: calendarDate().optional(),
});
export type CrewPositionsQuery = z.infer<typeof crewPositionsQuery>;

export const positionPoint = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracyM: z.number(),
  at: z.string(),
});
export type PositionPoint = z.infer<typeof positionPoint>;

export const crewLastPosition = positionPoint.extend({
  crewId: z.string(),
  crewName: z.string(),
  /** Who of the crew sent it. */
  userName: z.string(),
  /** Seconds between the position's time and the answer's `now`. */
  ageSeconds: z.number(),
  /** The stop the crew has started (else null): its visit and address. */
  currentStop: z.object({ _id: z.string(), address: z.string() }).nullable(),
});
export type CrewLastPosition = z.infer<typeof crewLastPosition>;

export const crewPositionsAnswerDay = z.object({
  date: z.string(),
  now: z.string(),
  crews: z.array(crewLastPosition),
  /** With `crewId`: that crew's positions of the day, oldest first. */
  trail: z.array(positionPoint).nullable(),
});
export type CrewPositionsDay = z.infer<typeof crewPositionsAnswerDay>;

export type CrewPositionsChanged = { crewIds: string[] };
