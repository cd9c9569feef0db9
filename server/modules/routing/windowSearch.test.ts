import { describe, expect, it } from 'vitest';
import { searchWindowedPath } from './windowSearch';

// Stops on a line 10, 20 and 30 minutes from the crew's start (-1 at 0).
const place = (stop: number) => (stop < 0 ? 0 : 10 * (stop + 1));
const travel = (from: number, to: number) => Math.abs(place(from) - place(to));

describe('searchWindowedPath', () => {
  it('drives the shortest open path when no stop has a window', () => {
    const path = { service: [5, 5, 5], windows: [null, null, null], travel, startMinutes: 0 };
    expect(searchWindowedPath(path)).toEqual([0, 1, 2]);
  });

  it('goes to the far stop first when its window closes before the near ones open', () => {
    const windows = [
      { start: 70, end: 100 },
      { start: 40, end: 60 },
      { start: 0, end: 35 },
    ];
    expect(searchWindowedPath({ service: [0, 0, 0], windows, travel, startMinutes: 0 })).toEqual([2, 1, 0]);
  });
});
