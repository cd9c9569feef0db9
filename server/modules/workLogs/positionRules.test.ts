import { describe, expect, it } from 'vitest';
import { CLOCK_OUT_GRACE_MS, FUTURE_SLACK_MS, MAX_ACCURACY_M, mayReport, sortPositions } from './positionRules';

const now = new Date('2026-11-20T15:00:00Z');
const shift = { from: new Date('2026-11-20T12:00:00Z'), until: null };
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
const fix = (over: Partial<{ latitude: number; longitude: number; accuracyM: number | null; at: string }> = {}) => ({
  latitude: 30.27,
  longitude: -97.74,
  accuracyM: 12,
  at: at(5),
  ...over,
});

describe('sortPositions', () => {
  it('keeps good fixes inside the shift, in time order whatever the order sent', () => {
    const { kept, dropped } = sortPositions([fix({ at: at(1) }), fix({ at: at(3) }), fix({ at: at(2) })], now, [shift]);
    expect(kept.map((p) => p.at.toISOString())).toEqual([at(3), at(2), at(1)]);
    expect(dropped).toEqual({});
  });

  it('drops positions outside the world, without accuracy or too vague, counting each reason', () => {
    const { kept, dropped } = sortPositions(
      [
        fix({ latitude: 91 }),
        fix({ longitude: -180.5 }),
        fix({ accuracyM: null }),
        fix({ accuracyM: 0 }),
        fix({ accuracyM: MAX_ACCURACY_M + 1 }),
        fix({ latitude: -90, longitude: 180, at: at(7) }),
      ],
      now,
      [shift],
    );
    expect(dropped).toEqual({ outsideWorld: 2, noAccuracy: 2, vague: 1 });
    expect(kept).toHaveLength(1);
  });

  it('drops a time ahead of the server past the slack, and one outside every shift', () => {
    const ahead = new Date(now.getTime() + FUTURE_SLACK_MS + 1_000).toISOString();
    const justAhead = new Date(now.getTime() + FUTURE_SLACK_MS - 1_000).toISOString();
    const closed = { from: new Date('2026-11-20T08:00:00Z'), until: new Date('2026-11-20T10:00:00Z') };
    const { kept, dropped } = sortPositions(
      [fix({ at: ahead }), fix({ at: justAhead }), fix({ at: '2026-11-20T11:00:00Z' }), fix({ at: '2026-11-20T09:00:00Z' })],
      now,
      [closed, shift],
    );
    expect(dropped).toEqual({ future: 1, outsideShift: 1 });
    expect(kept.map((p) => p.at.toISOString())).toEqual(['2026-11-20T09:00:00.000Z', justAhead]);
  });

  it('keeps one position of two with the same time', () => {
    const { kept, dropped } = sortPositions([fix({ latitude: 30 }), fix({ latitude: 31 })], now, [shift]);
    expect(kept).toHaveLength(1);
    expect(dropped).toEqual({ repeated: 1 });
  });
});

describe('mayReport', () => {
  const out = (msAgo: number) => ({ from: new Date(now.getTime() - 3_600_000), until: new Date(now.getTime() - msAgo) });
  it('takes a clocked-in phone, and one clocked out within the grace', () => {
    expect(mayReport([shift], now)).toBe(true);
    expect(mayReport([out(0)], now)).toBe(true);
    expect(mayReport([out(CLOCK_OUT_GRACE_MS)], now)).toBe(true);
  });
  it('refuses one clocked out longer ago, or never clocked in', () => {
    expect(mayReport([out(CLOCK_OUT_GRACE_MS + 1)], now)).toBe(false);
    expect(mayReport([], now)).toBe(false);
  });
  it('keeps only the fixes stamped before the clock-out', () => {
    const { kept, dropped } = sortPositions([fix({ at: at(2) }), fix({ at: at(0.5) })], now, [out(60_000)]);
    expect(kept.map((p) => p.at.toISOString())).toEqual([at(2)]);
    expect(dropped).toEqual({ outsideShift: 1 });
  });
});
