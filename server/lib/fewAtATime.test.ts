import { describe, expect, it } from 'vitest';
import { fewAtATime, gate } from './fewAtATime';

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

describe('gate', () => {
  it('runs at most its concurrency at once, in the order given, and goes on after a failure', async () => {
    const through = gate(2);
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const work = (name: string, delay: number, fail = false) =>
      through(async () => {
        started.push(name);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, delay));
        running -= 1;
        if (fail) throw new Error(name);
        return name.length;
      });
    const results = await Promise.allSettled([work('a', 20), work('bb', 5, true), work('ccc', 5), work('dddd', 1)]);
    expect(most).toBe(2);
    expect(started).toEqual(['a', 'bb', 'ccc', 'dddd']);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([1, 'failed', 3, 4]);
    expect(await work('e', 0)).toBe(1);
  });
});
