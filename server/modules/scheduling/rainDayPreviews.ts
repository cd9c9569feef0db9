// A rain day's plan made outside any write, with the digest of what it read (rainDayPlan.ts' `planWitness`), and the
// plans of this node's latest previews: an apply that finds its preview's checks it under the lock, not made again.
import type { Db } from '../../db/client';
import { type Plan, planRainDay, planWitness, type RainDayInput } from './rainDayPlan';

interface Planned {
  plan: Plan;
  witness: string;
}

/** The plan and the digest of what it read, both from one snapshot, holding no lock and writing nothing. */
export const plannedInSnapshot = (db: Db, input: RainDayInput): Promise<Planned> =>
  db.transaction(
    async (snapshot) => {
      const plan = await planRainDay(snapshot, input);
      return { plan, witness: await planWitness(snapshot, input, plan) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/** A few previews' plans (a market's is some 2,000 visits' rows), each for a while: the dialog is read, then applied. */
const KEPT = 4;
const KEPT_MS = 15 * 60_000;
const kept = new Map<string, Planned & { at: number }>();

const keyOf = (input: RainDayInput, fingerprint: string) =>
  JSON.stringify([input.date, input.scope, input.scopeId ?? null, input.fromNow, input.targetDate ?? null, input.absorb, fingerprint]);

/** A preview: its plan is kept, with its digest, for the apply that follows it on this node. */
export async function previewRainDay(db: Db, input: RainDayInput) {
  const planned = await plannedInSnapshot(db, input);
  const key = keyOf(input, planned.plan.public.fingerprint);
  kept.delete(key);
  kept.set(key, { ...planned, at: Date.now() });
  for (const oldest of kept.keys()) if (kept.size > KEPT) kept.delete(oldest);
  return planned.plan.public;
}

/** The plan a preview of this input with this fingerprint kept, once (a plan found changed is not tried twice). */
export function previewedPlan(input: RainDayInput, fingerprint: string): Planned | undefined {
  const key = keyOf(input, fingerprint);
  const found = kept.get(key);
  kept.delete(key);
  return found && Date.now() - found.at < KEPT_MS ? found : undefined;
}
