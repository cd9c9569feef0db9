// Whether a work log may take a status change: the transition table, the day's window and who may ask (pure, unit-tested).
import { WORK_LOG_TRANSITIONS, type WorkLogAction, type WorkLogStatus } from '../../../common/schemas/workLog';

/** What a crew may do to its own work logs; cancel, restore and revert stay with the office. */
export const CREW_ACTIONS: readonly WorkLogAction[] = ['start', 'complete', 'skip'];

/** Restore and revert put a visit back on a day's route, so only a day that has not passed yet. */
const WINDOWED: readonly WorkLogAction[] = ['restore', 'revert'];

const STATUS_WORDS: Record<WorkLogStatus, string> = { pending: 'pending', started: 'started', completed: 'completed', skipped: 'skipped', cancel: 'cancelled' };
const ACTION_WORDS: Record<WorkLogAction, string> = { start: 'started', complete: 'completed', skip: 'skipped', cancel: 'cancelled', restore: 'restored', revert: 'reverted' };

export type Refusal = { status: 403 | 409; message: string };

/** Why `action` is refused on a work log in `status` dated `date` (YYYY-MM-DD) when the business's day is `today`. */
export function transitionRefusal(action: WorkLogAction, status: WorkLogStatus, date: string, today: string, byCrew: boolean): Refusal | undefined {
  if (byCrew && !CREW_ACTIONS.includes(action)) return { status: 403, message: `A crew cannot mark a work log ${ACTION_WORDS[action]}; ask the office.` };
  const { from } = WORK_LOG_TRANSITIONS[action];
  if (!(from as readonly WorkLogStatus[]).includes(status)) return { status: 409, message: `A ${STATUS_WORDS[status]} work log cannot be ${ACTION_WORDS[action]}.` };
  if (WINDOWED.includes(action) && date < today) return { status: 409, message: `Only a work log of today or a later day can be ${ACTION_WORDS[action]}.` };
  return undefined;
}
