// What a crew does on the day that the phone may queue while offline: the action, as queued, and as refused.
import type { ExtraTimeRequest, WorkLogStatusChange } from '../../../common/schemas/workLog';
import type { ApplicationBody } from '../../../common/schemas/treatment';

/** A punch as the phone made it: its own time (`at`) and the position at that moment, with the crew members ticked. */
export interface ClockPunch {
  at: string;
  latitude?: number;
  longitude?: number;
  accuracyM?: number;
  userIds?: string[];
}
export type ClockDirection = 'clock-in' | 'clock-out';

/** A break as the phone took it: started and ended with their own times, for the caller and the members ticked. */
export interface CrewBreak {
  startedAt: string;
  endedAt: string;
  userIds?: string[];
}

/** The phone's position at an action, when it had one (docs/field.md). */
export interface ActionPosition {
  latitude?: number;
  longitude?: number;
  accuracyM?: number;
}

/**
 * A photo as the phone took it: compressed to JPEG on the phone, kept as a Blob in IndexedDB until it is sent once.
 * `clientId` is the server's photo id for it (a replay answers the same photo); `takenAt` and the position are the
 * moment of the shot.
 */
export interface CrewPhoto extends ActionPosition {
  clientId: string;
  kind: 'before' | 'after' | 'issue';
  note?: string;
  forCustomer: boolean;
  takenAt: string;
  blob: Blob;
}

/** `address` names the stop in a refusal, even once the server no longer lists it (the office cancelled it). */
export type CrewAction =
  | { kind: 'status'; workLogId: string; change: WorkLogStatusChange; address?: string }
  | { kind: 'note'; workLogId: string; crewNotes: string | null; address?: string }
  | { kind: 'extraTime'; workLogId: string; request: ExtraTimeRequest; address?: string }
  | { kind: 'onMyWay'; workLogId: string; position?: ActionPosition; address?: string }
  | { kind: 'photo'; workLogId: string; photo: CrewPhoto; address?: string }
  | { kind: 'application'; workLogId: string; application: ApplicationBody; address?: string }
  | { kind: 'clock'; direction: ClockDirection; punch: ClockPunch; address?: string }
  | { kind: 'break'; taken: CrewBreak; address?: string }
  | { kind: 'routeOrder'; order: CrewRouteOrder; address?: string };

/** The crew's own order of its day: the stops its phone shows, in the order the crew put them (docs/routing.md). */
export interface CrewRouteOrder {
  crewId: string;
  date: string;
  ids: string[];
}

/** An action the server refused after it was queued (the office reassigned the stop meanwhile, say). */
export interface CrewActionConflict {
  id: string;
  action: CrewAction;
  /** The server's message key. */
  message: string;
}

/** One action as stored: its id is also its Idempotency-Key. */
export interface QueuedAction {
  /** The shape's version (actionVersions.ts): an older app's entries are upgraded when read. */
  version: number;
  id: string;
  /** Who queued it: another user signing in on the same phone never sends it. */
  userId: string;
  action: CrewAction;
  /** Order of creation: actions are sent in this order. */
  createdAt: number;
  /** Waiting to be sent, or refused by the server (`message` says why) until the crew dismisses it. */
  state: 'waiting' | 'conflict';
  message?: string;
}
