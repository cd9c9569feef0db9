import { describe, expect, it } from 'vitest';
import { specDurations, splitSpecs } from './e2eSplit';

describe('splitting the browser specs between shards', () => {
  it('balances by measured duration, slowest first, each shard in name order', () => {
    const durations = { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 100, 'e.spec.ts': 50 };
    const split = splitSpecs(Object.keys(durations), durations, 2);
    expect(split).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
    const totals = split.map((specs) => specs.reduce((sum, spec) => sum + durations[spec as keyof typeof durations], 0));
    expect(totals).toEqual([400, 400]);
  });

  it('counts a spec never measured as the median measured one', () => {
    const split = splitSpecs(
      ['new.spec.ts', 'slow.spec.ts', 'mid.spec.ts', 'quick.spec.ts'],
      { 'slow.spec.ts': 90, 'mid.spec.ts': 40, 'quick.spec.ts': 10 },
      2,
    );
    expect(split).toEqual([['slow.spec.ts'], ['mid.spec.ts', 'new.spec.ts', 'quick.spec.ts']]);
  });

  it('splits evenly by count in runs of names with no durations, and never makes an empty shard', () => {
    const specs = ['e.spec.ts', 'a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'];
    expect(splitSpecs(specs, {}, 2)).toEqual([
      ['a.spec.ts', 'b.spec.ts', 'c.spec.ts'],
      ['d.spec.ts', 'e.spec.ts'],
    ]);
    expect(splitSpecs(['a.spec.ts'], {}, 3)).toEqual([['a.spec.ts']]);
    expect(splitSpecs(['a.spec.ts', 'b.spec.ts'], { 'z.spec.ts': 5 }, 3)).toEqual([['a.spec.ts'], ['b.spec.ts']]);
  });
});

describe("reading a spec's duration from Playwright's JSON report", () => {
  it("adds its tests' first attempts, nested suites included, and keeps a spec whose tests were all skipped", () => {
    const report = {
      suites: [
        {
          file: 'markets.spec.ts',
          specs: [{ tests: [{ results: [{ retry: 0, duration: 1500 }] }] }],
          suites: [
            {
              file: 'markets.spec.ts',
              specs: [
                {
                  tests: [
                    {
                      results: [
                        { retry: 0, duration: 2000 },
                        { retry: 1, duration: 9000 },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { file: 'mapsBench.spec.ts', specs: [{ tests: [{ results: [] }] }] },
      ],
    };
    expect(specDurations(report)).toEqual({ 'markets.spec.ts': 3.5, 'mapsBench.spec.ts': 0 });
  });
});
