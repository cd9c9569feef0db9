// How `scripts/e2eShards.ts` splits the browser specs between shards: by the durations measured in a whole run
// (tests/e2e/durations.json), so that the shards end together instead of by file count.

/** Seconds per spec file name (`markets.spec.ts`), as measured on the shared 2-core machine. */
export type SpecDurations = Record<string, number>;

/**
 * Greedy longest-first: each spec, slowest first, goes to the shard with the least time so far. A spec without a
 * measured duration counts as the median measured one. With no durations at all the split is even by count, in runs
 * of names as Playwright's `--shard` makes them, so the same specs share a database as before.
 * Each shard's specs come back in name order, the order Playwright runs them in.
 */
export function splitSpecs(specs: readonly string[], durations: SpecDurations, shards: number): string[][] {
  const known = specs.map((spec) => durations[spec]).filter((seconds) => seconds !== undefined);
  if (!known.length) {
    const sorted = [...specs].sort();
    const size = Math.ceil(sorted.length / shards);
    return Array.from({ length: shards }, (_, index) => sorted.slice(index * size, (index + 1) * size)).filter((bin) => bin.length);
  }
  const fallback = median(known);
  const weighed = specs.map((spec) => ({ spec, seconds: durations[spec] ?? fallback }));
  weighed.sort((a, b) => b.seconds - a.seconds || a.spec.localeCompare(b.spec));
  const bins = Array.from({ length: shards }, () => ({ seconds: 0, specs: [] as string[] }));
  for (const { spec, seconds } of weighed) {
    const lightest = bins.reduce((best, bin) => (bin.seconds < best.seconds ? bin : best));
    lightest.specs.push(spec);
    lightest.seconds += seconds;
  }
  return bins.map((bin) => bin.specs.sort()).filter((bin) => bin.length > 0);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The part of Playwright's JSON report this reads: suites per file, with each test's attempts. */
export type JsonReport = {
  suites?: JsonSuite[];
};
type JsonSuite = {
  file: string;
  suites?: JsonSuite[];
  specs?: { tests: { results: { retry: number; duration: number }[] }[] }[];
};

/** Seconds each spec file took in a report, its tests' first attempts only (a retry says nothing of the usual cost). */
export function specDurations(report: JsonReport): SpecDurations {
  const seconds: SpecDurations = {};
  const workLog = (suite: JsonSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) if (result.retry === 0) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
    for (const child of suite.suites ?? []) workLog(child, file);
  };
  for (const suite of report.suites ?? []) {
    const file = suite.file.split('/').pop()!;
    seconds[file] = seconds[file] ?? 0;
    workLog(suite, file);
  }
  return Object.fromEntries(Object.entries(seconds).map(([file, value]) => [file, Math.round(value * 10) / 10]));
}
