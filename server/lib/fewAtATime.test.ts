import { describe, expect, it } from 'vitest';
import { fewAtATime } from './fewAtATime';

describe('fewAtATime', () => {
  it('never has more than its concurrency under way, and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const results = await fewAtATime([5, 1, 4, 2, 3, 0, 6, 2], 3, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60, 20]);
  });

  it('answers nothing for no items, and runs each item once with fewer items than lanes', async () => {
    expect(await fewAtATime([], 4, async () => 1)).toEqual([]);
    const seen: number[] = [];
    await fewAtATime([1, 2], 4, async (item) => seen.push(item));
    expect(seen.sort()).toEqual([1, 2]);
  });
});
