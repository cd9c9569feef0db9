// The expected time on site of a quote's service (docs/quotes.md "Expected time on site"): the median learned from
// completed visits when there are enough of them, else the day balancer's minutes rule; pure, unit-tested.
import { lotSizeCategory } from '../../../common/lotSize';
import type { ServiceType } from '../../../common/schemas/expectedTime';
import type { routingSettings } from '../../../common/schemas/settings';
import type { z } from 'zod';

type RoutingSettings = z.infer<typeof routingSettings>;

/** Fewer completed visits than this and the median is not trusted: the settings' minutes answer. */
export const MIN_SAMPLES = 20;

export interface LearnedMinutes {
  samples: number;
  /** Minutes per 1,000 sq ft with a lot size, minutes without; null with no sample. */
  median: number | null;
}

export function expectedMinutes(
  service: ServiceType,
  lotSize: number | null,
  learned: LearnedMinutes,
  { lotMinutes, bnbMinutes }: Pick<RoutingSettings, 'lotMinutes' | 'bnbMinutes'>,
): { minutes: number; source: 'learned' | 'rule' } {
  if (learned.samples >= MIN_SAMPLES && learned.median !== null) {
    const minutes = lotSize ? (learned.median * lotSize) / 1000 : learned.median;
    return { minutes: Math.max(1, Math.round(minutes)), source: 'learned' };
  }
  if (service === 'bnb') return { minutes: bnbMinutes, source: 'rule' };
  return { minutes: lotMinutes[(lotSize && lotSizeCategory(lotSize)) || 'average'], source: 'rule' };
}

/** Minutes at an hourly cost in cents, to the cent. */
export const laborCostCents = (minutes: number, hourlyCents: number) => Math.round((minutes * hourlyCents) / 60);
