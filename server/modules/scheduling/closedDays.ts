// Which days a visit cannot be planned on (pure): the business calendar's closed days for everyone, and the days a
// rain day rained out for its scope (the business, a market, a vendor or a crew) until it is undone.
import type { RainDayScope } from '../../../common/schemas/rainDay';
import type { CalendarRules } from './occurrences';

export interface RainedOut {
  date: string;
  scope: RainDayScope;
  scopeId: string | null;
}

/** Where a visit is worked, as a rain day's scope names it. */
export interface WorkLogPlace {
  marketId: string | null;
  vendorId: string | null;
  crewId: string | null;
}

export function rainedOutFor(rainedOut: readonly RainedOut[], place: WorkLogPlace): Set<string> {
  const of = { business: null, market: place.marketId, vendor: place.vendorId, crew: place.crewId };
  return new Set(
    rainedOut.filter((day) => day.scope === 'business' || (day.scopeId !== null && of[day.scope] === day.scopeId)).map((day) => day.date),
  );
}

/** The calendar rules for a visit at `place`: the business's closed days and the days rained out where it is worked. */
export function rulesFor(rules: CalendarRules, rainedOut: readonly RainedOut[], place: WorkLogPlace): CalendarRules {
  const days = rainedOutFor(rainedOut, place);
  if (!days.size) return rules;
  const closed = rules.isClosed;
  return { ...rules, isClosed: (date) => days.has(date) || Boolean(closed?.(date)) };
}
