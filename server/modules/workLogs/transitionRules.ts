// Whether a work log may take a status change: the transition table, the day's window and who may ask (pure, unit-tested).
import { type Message, withParams } from '../../../common/i18n/catalog';
import { WORK_LOG_TRANSITIONS, type WorkLogAction, type WorkLogStatus } from '../../../common/schemas/workLog';

/** What a crew may do to its own work logs; cancel, restore and revert stay with the office. */
export const CREW_ACTIONS: readonly WorkLogAction[] = ['start', 'complete', 'skip'];

/** Restore and revert put a visit back on a day's route, so only a day that has not passed yet. */
const WINDOWED: readonly WorkLogAction[] = ['restore', 'revert'];

export type Refusal = { status: 403 | 409; message: Message };

const actionWord = (action: WorkLogAction) => `server.work_logs.actions.${action}`;

/** Why `action` is refused on a work log in `status` dated `date` (YYYY-MM-DD) when the business's day is `today`. */
export function transitionRefusal(
  action: WorkLogAction,
  status: WorkLogStatus,
  date: string,
  today: string,
  byCrew: boolean,
): Refusal | undefined {
  if (byCrew && !CREW_ACTIONS.includes(action))
    return { status: 403, message: withParams('server.work_logs.crew_cannot_mark', { action: actionWord(action) }) };
  const { from } = WORK_LOG_TRANSITIONS[action];
  if (!(from as readonly WorkLogStatus[]).includes(status))
    return {
      status: 409,
      message: withParams('server.work_logs.status_cannot_be', {
        status: `server.work_logs.statuses.${status}`,
        action: actionWord(action),
      }),
    };
  // A crew works the day it is on: another day's route is read-only on its phone, and here as well.
  if (byCrew && date !== today)
    return { status: 409, message: withParams('server.work_logs.crew_only_today', { action: actionWord(action) }) };
  if (WINDOWED.includes(action) && date < today)
    return { status: 409, message: withParams('server.work_logs.only_today_or_later', { action: actionWord(action) }) };
  return undefined;
}
