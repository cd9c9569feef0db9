import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { WORK_LOG_ACTIONS, WORK_LOG_STATUSES, WORK_LOG_TRANSITIONS } from '../../../common/schemas/workLog';
import { transitionRefusal } from './transitionRules';

const TODAY = '2026-11-23';

describe('transitionRefusal', () => {
  it('admits exactly the transitions of the table, for staff', () => {
    for (const action of WORK_LOG_ACTIONS) {
      for (const status of WORK_LOG_STATUSES) {
        const allowed = (WORK_LOG_TRANSITIONS[action].from as readonly string[]).includes(status);
        expect(transitionRefusal(action, status, TODAY, TODAY, false) === undefined, `${action} from ${status}`).toBe(allowed);
      }
    }
  });

  it('refuses to skip a completed work log with a message saying so', () => {
    const refusal = transitionRefusal('skip', 'completed', TODAY, TODAY, false);
    expect(refusal?.status).toBe(409);
    expect(renderMessage('en', refusal?.message ?? '')).toBe('A completed work log cannot be skipped.');
    expect(renderMessage('en', transitionRefusal('start', 'cancel', TODAY, TODAY, false)?.message ?? '')).toBe(
      'A cancelled work log cannot be started.',
    );
    expect(renderMessage('es', transitionRefusal('start', 'cancel', TODAY, TODAY, false)?.message ?? '')).toBe(
      'Un trabajo cancelado no puede quedar iniciado.',
    );
  });

  it('restores and reverts only today or later', () => {
    expect(transitionRefusal('restore', 'skipped', '2026-11-22', TODAY, false)?.status).toBe(409);
    expect(transitionRefusal('revert', 'cancel', '2026-11-22', TODAY, false)?.status).toBe(409);
    expect(transitionRefusal('restore', 'skipped', TODAY, TODAY, false)).toBeUndefined();
    expect(transitionRefusal('revert', 'cancel', '2026-12-01', TODAY, false)).toBeUndefined();
    // A past day may still be skipped or completed: the window is for putting work back on a route.
    expect(transitionRefusal('skip', 'pending', '2026-11-01', TODAY, false)).toBeUndefined();
  });

  it('lets a crew start, complete and skip, and nothing else', () => {
    expect(transitionRefusal('start', 'pending', TODAY, TODAY, true)).toBeUndefined();
    expect(transitionRefusal('complete', 'started', TODAY, TODAY, true)).toBeUndefined();
    expect(transitionRefusal('skip', 'started', TODAY, TODAY, true)).toBeUndefined();
    for (const action of ['cancel', 'restore', 'revert'] as const)
      expect(transitionRefusal(action, 'pending', TODAY, TODAY, true)?.status).toBe(403);
  });

  it('lets a crew act only on today’s work logs, while staff may mark another day', () => {
    for (const date of ['2026-11-22', '2026-11-24']) {
      for (const [action, status] of [
        ['start', 'pending'],
        ['complete', 'started'],
        ['skip', 'pending'],
      ] as const) {
        const refusal = transitionRefusal(action, status, date, TODAY, true);
        expect(refusal?.status, `${action} on ${date}`).toBe(409);
        expect(transitionRefusal(action, status, date, TODAY, false), `staff ${action} on ${date}`).toBeUndefined();
      }
    }
    expect(renderMessage('en', transitionRefusal('start', 'pending', '2026-11-24', TODAY, true)?.message ?? '')).toBe(
      'A crew can mark only today’s work logs started.',
    );
  });
});
