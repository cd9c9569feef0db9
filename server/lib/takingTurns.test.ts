import { describe, expect, it } from 'vitest';
import { mapInTurns } from './takingTurns';

/** Work that holds the thread for about `ms`. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('mapInTurns', () => {
  it('maps every item in order, with its index', async () => {
    expect(await mapInTurns(['a', 'b', 'c'], (item, index) => `${index}${item}`)).toEqual(['0a', '1b', '2c']);
    expect(await mapInTurns([], () => 1)).toEqual([]);
  });

  it('lets the event loop turn between slices of long work, and not within short work', async () => {
    const seen: number[] = [];
    let turned = false;
    setImmediate(() => (turned = true));
    await mapInTurns(
      [1, 2, 3, 4, 5, 6],
      (item) => {
        busy(4);
        seen.push(turned ? item : 0);
      },
      10,
    );
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(6);

    let turnedAgain = false;
    setImmediate(() => (turnedAgain = true));
    await mapInTurns([1, 2, 3], () => expect(turnedAgain).toBe(false), 1_000);
  });
});
