import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../common/geo/distance';
import { type BalanceCrew, balanceDay, type BalanceInput, type BalanceWorkLog } from './balance';
import { timeline } from './timeWindows';
import { seededRandom } from './tour';

const settings = { averageSpeedMph: 30, detourFactor: 1.3 };
const near = (town: Point, random: () => number): Point => ({
  latitude: town.latitude + (random() - 0.5) * 0.05,
  longitude: town.longitude + (random() - 0.5) * 0.05,
});
const north: Point = { latitude: 30.5, longitude: -97.7 };
const south: Point = { latitude: 30.2, longitude: -97.7 };

/** Crew n sets out from north, crew s from south; each is given the visits near the other town. */
function crossedDay(visitsPerTown: number, minutes = 600): BalanceInput {
  const random = seededRandom(3);
  const crews: BalanceCrew[] = [
    { id: 'n', start: north, availableMinutes: minutes },
    { id: 's', start: south, availableMinutes: minutes },
  ];
  const visits: BalanceWorkLog[] = [];
  for (let index = 0; index < visitsPerTown; index++) {
    visits.push({ id: `south${index}`, position: near(south, random), serviceMinutes: 20, crewId: 'n' });
    visits.push({ id: `north${index}`, position: near(north, random), serviceMinutes: 20, crewId: 's' });
  }
  return { crews, visits, ...settings, options: { iterations: 300 } };
}

/** A day from fast-check's draws: visit i is `v{i}`, on crew `c{crew mod crews}`; a few solver steps. */
const drawnDay = (crews: BalanceCrew[], visits: readonly (Omit<BalanceWorkLog, 'id' | 'crewId'> & { crew: number })[]): BalanceInput => ({
  crews,
  visits: visits.map(({ crew, ...visit }, index) => ({ id: `v${index}`, ...visit, crewId: `c${crew % crews.length}` })),
  ...settings,
  options: { iterations: 30 },
});

function crewOf(proposal: ReturnType<typeof balanceDay>) {
  return new Map(proposal.crews.flatMap((crew) => crew.workLogIds.map((id) => [id, crew.crewId] as const)));
}

describe('balanceDay', () => {
  it('gives each crew the visits near its start, every visit once, within its hours, with figures before and after', () => {
    const input = crossedDay(8);
    const proposal = balanceDay(input);
    const crewIds = crewOf(proposal);
    expect([...crewIds.keys()].sort()).toEqual(input.visits.map((visit) => visit.id).sort());
    for (const [id, crewId] of crewIds) expect(crewId).toBe(id.startsWith('north') ? 'n' : 's');
    expect(proposal.moved).toHaveLength(16);
    expect(proposal.leftOut).toEqual([]);
    for (const crew of proposal.crews) {
      expect(crew.before.stops).toBe(8);
      expect(crew.after.stops).toBe(8);
      expect(crew.after.hours).toBeLessThanOrEqual(10);
      expect(crew.after.miles).toBeLessThan(crew.before.miles / 2);
      expect(crew.after.hours).toBeCloseTo((crew.after.driveMinutes + crew.after.serviceMinutes) / 60, 9);
    }
    expect(proposal.after.miles).toBeLessThan(proposal.before.miles);
    expect(proposal.after.serviceMinutes).toBe(proposal.before.serviceMinutes);
  });

  it('keeps pinned visits with their crew', () => {
    const input = crossedDay(6);
    const visits = input.visits.map((visit, index) => ({ ...visit, pinned: index < 4 }));
    const crewIds = crewOf(balanceDay({ ...input, visits }));
    for (const visit of visits.slice(0, 4)) expect(crewIds.get(visit.id)).toBe(visit.crewId);
  });

  it('returns what does not fit in the crews’ hours, with a reason, instead of failing', () => {
    const input = crossedDay(10, 120);
    const far = { id: 'far', position: { latitude: 33, longitude: -97.7 }, serviceMinutes: 20, crewId: null };
    const nowhere = { id: 'nowhere', position: null, serviceMinutes: 20, crewId: null };
    const unknownPlace = { id: 'unknown-place', position: null, serviceMinutes: 20, crewId: 'n' };
    const proposal = balanceDay({ ...input, visits: [...input.visits, far, nowhere, unknownPlace] });
    const reasons = new Map(proposal.leftOut.map((visit) => [visit.workLogId, visit.reason]));
    expect(reasons.get('far')).toBe('too-long');
    expect(reasons.get('nowhere')).toBe('no-position');
    expect([...reasons.values()].filter((reason) => reason === 'no-room').length).toBeGreaterThan(0);
    const crewN = proposal.crews.find((crew) => crew.crewId === 'n')!;
    expect(crewN.workLogIds.at(-1)).toBe('unknown-place');
    for (const crew of proposal.crews) expect(crew.after.hours).toBeLessThanOrEqual(2 + 1e-9);
    const placed = proposal.crews.flatMap((crew) => crew.workLogIds);
    expect(placed.length + proposal.leftOut.length).toBe(23);
    expect(new Set([...placed, ...proposal.leftOut.map((visit) => visit.workLogId)]).size).toBe(23);
  });

  it('gives the same proposal for the same seed', () => {
    const input = crossedDay(12);
    const options = { seed: 4, iterations: 200 };
    expect(balanceDay({ ...input, options })).toEqual(balanceDay({ ...input, options }));
  });

  it('starts a crew with no start point at its first visit', () => {
    const random = seededRandom(9);
    const visits = Array.from({ length: 6 }, (_, index) => ({
      id: `v${index}`,
      position: near(north, random),
      serviceMinutes: 10,
      crewId: null,
    }));
    const proposal = balanceDay({ crews: [{ id: 'free', start: null, availableMinutes: 480 }], visits, ...settings });
    expect(proposal.crews[0].workLogIds).toHaveLength(6);
    expect(proposal.crews[0].before.miles).toBe(0);
  });

  it('never drives more than the current plan when that plan fits the crews’ hours', () => {
    const point = fc.record({
      latitude: fc.double({ min: 30, max: 30.3, noNaN: true }),
      longitude: fc.double({ min: -98, max: -97.7, noNaN: true }),
    });
    const day = fc.record({
      starts: fc.array(point, { minLength: 1, maxLength: 3 }),
      visits: fc.array(
        fc.record({ position: point, serviceMinutes: fc.integer({ min: 5, max: 60 }), crew: fc.nat(), pinned: fc.boolean() }),
        { maxLength: 8 },
      ),
      minutes: fc.integer({ min: 60, max: 480 }),
    });
    fc.assert(
      fc.property(day, ({ starts, visits, minutes }) => {
        const crews = starts.map((start, index) => ({ id: `c${index}`, start, availableMinutes: minutes }));
        const input = drawnDay(crews, visits);
        const proposal = balanceDay(input);
        fc.pre(proposal.crews.every((crew) => crew.before.hours <= minutes / 60));
        expect(proposal.leftOut).toEqual([]);
        expect(proposal.after.miles).toBeLessThanOrEqual(proposal.before.miles + 1e-9);
        for (const crew of proposal.crews) expect(crew.after.hours).toBeLessThanOrEqual(minutes / 60 + 1e-9);
      }),
      { numRuns: 100, seed: 35 },
    );
  });

  it('keeps every visit in its access windows when the current plan does, and drives no more', () => {
    const point = fc.record({
      latitude: fc.double({ min: 30, max: 30.2, noNaN: true }),
      longitude: fc.double({ min: -97.9, max: -97.7, noNaN: true }),
    });
    // Up to two windows between 8:00 and 16:00 (a morning gate and an afternoon one), or any time.
    const windows = fc.option(
      fc
        .array(fc.tuple(fc.integer({ min: 480, max: 900 }), fc.integer({ min: 20, max: 120 })), { minLength: 1, maxLength: 2 })
        .map((pairs) => pairs.map(([start, length]) => ({ start, end: start + length })).sort((a, b) => a.start - b.start)),
      { freq: 2 },
    );
    const day = fc.record({
      starts: fc.array(point, { minLength: 1, maxLength: 3 }),
      visits: fc.array(fc.record({ position: point, serviceMinutes: fc.integer({ min: 5, max: 45 }), crew: fc.nat(), windows }), {
        maxLength: 8,
      }),
    });
    fc.assert(
      fc.property(day, ({ starts, visits }) => {
        const crews = starts.map((start, index) => ({ id: `c${index}`, start, availableMinutes: 480, startMinutes: 480 }));
        const input = drawnDay(crews, visits);
        const clock = { startMinutes: 480, ...settings };
        const byId = new Map(input.visits.map((visit) => [visit.id, { ...visit, windows: visit.windows ?? null }]));
        const lateAlong = (crewId: string, ids: readonly string[]) =>
          timeline(
            crews.find((crew) => crew.id === crewId)!.start,
            ids.map((id) => byId.get(id)!),
            clock,
          ).filter((timing) => timing.problem === 'late');
        const current = (crewId: string) => input.visits.filter((visit) => visit.crewId === crewId).map((visit) => visit.id);
        const proposal = balanceDay(input);
        fc.pre(proposal.crews.every((crew) => crew.before.hours <= 8 && !lateAlong(crew.crewId, current(crew.crewId)).length));
        expect(proposal.leftOut).toEqual([]);
        for (const crew of proposal.crews) expect(lateAlong(crew.crewId, crew.workLogIds)).toEqual([]);
        expect(proposal.after.miles).toBeLessThanOrEqual(proposal.before.miles + 1e-9);
      }),
      { numRuns: 150, seed: 36 },
    );
  });
});
