// A work log's statuses and the transitions between them, without zod: the crew's day reads them as it starts.
export const WORK_LOG_STATUSES = ['pending', 'started', 'completed', 'skipped', 'cancel'] as const;
export type WorkLogStatus = (typeof WORK_LOG_STATUSES)[number];

export const EXTRA_TIME_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type ExtraTimeStatus = (typeof EXTRA_TIME_STATUSES)[number];

/**
 * Every status change a work log may take, by the status it goes to. `restore` (from skipped) and `revert` (from
 * cancel) both go back to pending, so a change is named by its action and the server checks `from`.
 */
export const WORK_LOG_TRANSITIONS = {
  start: { from: ['pending'], to: 'started', needsReason: false },
  complete: { from: ['started'], to: 'completed', needsReason: false },
  skip: { from: ['pending', 'started'], to: 'skipped', needsReason: true },
  cancel: { from: ['pending'], to: 'cancel', needsReason: true },
  restore: { from: ['skipped'], to: 'pending', needsReason: false },
  revert: { from: ['cancel'], to: 'pending', needsReason: false },
} as const satisfies Record<string, { from: readonly WorkLogStatus[]; to: WorkLogStatus; needsReason: boolean }>;
export type WorkLogAction = keyof typeof WORK_LOG_TRANSITIONS;
export const WORK_LOG_ACTIONS = Object.keys(WORK_LOG_TRANSITIONS) as WorkLogAction[];

export const REASON_MAX_LENGTH = 500;
export const REASON_MESSAGE = 'validation.work_log.give_reason';

/** Actions a work log in `status` may take. */
export function actionsFrom(status: WorkLogStatus): WorkLogAction[] {
  return WORK_LOG_ACTIONS.filter((action) => (WORK_LOG_TRANSITIONS[action].from as readonly WorkLogStatus[]).includes(status));
}
