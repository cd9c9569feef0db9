// Which visits a pause covers and whether ending it can put a visit back (pure; servicePauses.ts does the I/O).
import type { NotRestoredReason, PauseScope } from '../../../common/schemas/servicePause';
import type { CalendarRules } from './occurrences';

export interface ActivePause {
  scope: PauseScope;
  scopeId: string;
  from: string;
  to: string;
}

/** What a pause's scope reads of a visit. */
export interface PausablePlace {
  propertyId: string;
  marketId: string | null;
  serviceType: string;
}

export const pauseCovers = (pause: ActivePause, place: PausablePlace, date: string) =>
  date >= pause.from && date <= pause.to && place[pause.scope] === pause.scopeId;

/** The dates of `place` no visit is planned on while its pauses last. */
export function pausedTest(pauses: readonly ActivePause[], place: PausablePlace): ((date: string) => boolean) | undefined {
  const mine = pauses.filter((pause) => place[pause.scope] === pause.scopeId);
  return mine.length ? (date) => mine.some((pause) => date >= pause.from && date <= pause.to) : undefined;
}

/** The calendar rules of a visit at `place` with its paused dates closed too: a rain day never moves a visit onto one. */
export function withPauses(rules: CalendarRules, pauses: readonly ActivePause[], place: PausablePlace): CalendarRules {
  const paused = pausedTest(pauses, place);
  if (!paused) return rules;
  const closed = rules.isClosed;
  return { ...rules, isClosed: (date) => paused(date) || Boolean(closed?.(date)) };
}

/** What ending the pause knows of a removed visit's place now. */
export interface RestoreFacts {
  today: string;
  /** Occurrences (`serviceId|plannedDate`) planned again meanwhile. */
  taken: ReadonlySet<string>;
  /** Properties whose visits are held for unpaid charges. */
  held: ReadonlySet<string>;
  /** Services still planned (active, on an active property). */
  scheduled: ReadonlySet<string>;
}

/** Why a removed visit cannot go back to its crew, date and order; undefined: it can. */
export function notRestoredReason(
  workLog: { serviceId: string; plannedDate: string; date: string; propertyId: string },
  facts: RestoreFacts,
): NotRestoredReason | undefined {
  if (workLog.date < facts.today) return 'passed';
  if (!facts.scheduled.has(workLog.serviceId)) return 'stopped';
  if (facts.held.has(workLog.propertyId)) return 'held';
  if (facts.taken.has(`${workLog.serviceId}|${workLog.plannedDate}`)) return 'taken';
  return undefined;
}
