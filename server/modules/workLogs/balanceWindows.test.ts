import { describe, expect, it } from 'vitest';
import { movesKeepingWindows, type WindowMissAt, windowMissesOf } from './balanceWindows';

const MILE = 1 / 69.09;
const at = (miles: number) => ({ latitude: 30 + miles * MILE, longitude: -97.7 });
const clock = { startMinutes: 480, averageSpeedMph: 30, detourFactor: 1 };
const miss = (crewId: string): WindowMissAt => ({
  crewId,
  timing: { id: 'x', arrival: 600, begin: 600, window: { start: 480, end: 540 }, problem: 'late' },
});

describe('windowMissesOf', () => {
  it('times each crew from its own start, and lists the visits past their windows or on a closed day', () => {
    const workLogs = new Map([
      ['near', { id: 'near', position: at(1), serviceMinutes: 30, windows: [{ start: 480, end: 500 }] }],
      ['far', { id: 'far', position: at(40), serviceMinutes: 30, windows: [{ start: 480, end: 540 }] }],
      ['shut', { id: 'shut', position: at(2), serviceMinutes: 30, windows: [] }],
    ]);
    const crews = [
      { id: 'a', start: at(0), clock },
      { id: 'b', start: at(39), clock },
    ];
    const asIs = windowMissesOf(crews, [{ crewId: 'a', workLogIds: ['near', 'far', 'shut'] }], workLogs);
    expect([...asIs.keys()].sort()).toEqual(['far', 'shut']);
    expect(asIs.get('far')!.timing.problem).toBe('late');
    expect(asIs.get('shut')!.timing.problem).toBe('closed-day');
    const split = windowMissesOf(
      crews,
      [
        { crewId: 'a', workLogIds: ['near', 'shut'] },
        { crewId: 'b', workLogIds: ['far'] },
      ],
      workLogs,
    );
    expect([...split.keys()]).toEqual(['shut']);
  });
});

describe('movesKeepingWindows', () => {
  const moves = [
    { workLogId: 'm1', fromCrewId: 'a', toCrewId: 'b', ticked: true },
    { workLogId: 'm2', fromCrewId: 'c', toCrewId: 'd', ticked: true },
    { workLogId: 'm3', fromCrewId: 'a', toCrewId: 'c', ticked: false },
    { workLogId: 'm4', fromCrewId: 'd', toCrewId: 'c', ticked: false },
  ];

  it('drops the ticked moves of a crew whose day gets a newly late visit, and offered moves that would make one', () => {
    // Moving to b makes b's visit v late; ticking m4 makes w late on c; w2 was late before and stays so.
    const lateAfter = (chosen: readonly (typeof moves)[number][]) => {
      const late = new Map<string, WindowMissAt>([['w2', miss('a')]]);
      if (chosen.some((move) => move.toCrewId === 'b')) late.set('v', miss('b'));
      if (chosen.some((move) => move.workLogId === 'm4')) late.set('w', miss('c'));
      return late;
    };
    const kept = movesKeepingWindows(moves, new Set(['w2']), lateAfter);
    expect(kept.moves.map((move) => move.workLogId)).toEqual(['m2', 'm3']);
    expect(kept.dropped).toBe(2);
  });

  it('keeps every move when none makes a visit late that was on time', () => {
    const kept = movesKeepingWindows(moves, new Set(['w2']), () => new Map([['w2', miss('a')]]));
    expect(kept.moves).toEqual(moves);
    expect(kept.dropped).toBe(0);
  });
});
