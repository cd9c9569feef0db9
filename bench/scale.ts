// `npm run bench:scale -- [--properties 30000] [--nodes 2] [--history-weeks 8] [--keep] [--single] [--stage rain-day]…
// [--quiet-hours off] [--texts-per-day 2000]`: a lawn company's
// whole day at N properties and at N/10 (at N alone with --single), on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) with two API
// nodes (--nodes: 1 to 8), printing one JSON line per stage
// ({stage, n, ms, p95Ms, errors, lost, twice}) and a table of each stage's growth ratio (cost at N over cost at N/10;
// 10 is linear). Figures only; a stage with errors, lost or twice above 0 sets the exit code. docs/scaling.md.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StageResult } from './scale/day';
import { runDay } from './scale/run';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '30000' },
    nodes: { type: 'string', default: '2' },
    'history-weeks': { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
    single: { type: 'boolean', default: false },
    stage: { type: 'string', multiple: true, default: [] },
    'quiet-hours': { type: 'string', default: 'on' },
    'texts-per-day': { type: 'string' },
  },
});
const size = Number(values.properties);
if (!Number.isInteger(size) || size < 10) throw new Error('--properties takes a whole number of 10 or more');
const nodes = Number(values.nodes);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 8) throw new Error('--nodes takes a whole number from 1 to 8');
if (!['on', 'off'].includes(values['quiet-hours'])) throw new Error('--quiet-hours takes on or off');
const textsPerDay = values['texts-per-day'] === undefined ? undefined : Number(values['texts-per-day']);
if (textsPerDay !== undefined && !(Number.isInteger(textsPerDay) && textsPerDay >= 1))
  throw new Error('--texts-per-day takes a whole number of 1 or more');
const options = {
  historyWeeks: Number(values['history-weeks']),
  nodes,
  dataDir: path.resolve('data/bench-scale'),
  keep: values.keep,
  only: values.stage,
  outbound: { quietHours: values['quiet-hours'] === 'on', textsPerDay },
};
let small: StageResult[] = [];
/** Cost at N over cost at N/10, on each stage's line at N. */
const growthOf = (stage: StageResult) => {
  const before = small.find((row) => row.stage === stage.stage);
  return before?.ms ? Number((stage.ms / before.ms).toFixed(1)) : null;
};

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
if (values.single) console.error(`bench:scale at ${size} properties on ${nodes} nodes; load average ${load()}`);
else {
  console.error(`bench:scale at ${Math.round(size / 10)} and ${size} properties on ${nodes} nodes; load average ${load()}`);
  small = await runDay(Math.round(size / 10), { ...options, onStage: (stage) => console.log(JSON.stringify(stage)) });
  console.error(`load average ${load()}`);
}
const large = await runDay(size, { ...options, onStage: (stage) => console.log(JSON.stringify({ ...stage, growth: growthOf(stage) })) });
console.error(`load average ${load()}`);

console.table(
  large.map((stage) => {
    const before = small.find((row) => row.stage === stage.stage);
    const atSmall = before ? { [`ms at ${before.n}`]: before.ms, [`p95 at ${before.n}`]: before.p95Ms } : {};
    return {
      stage: stage.stage,
      ...atSmall,
      [`ms at ${stage.n}`]: stage.ms,
      [`p95 at ${stage.n}`]: stage.p95Ms,
      ...(before ? { growth: growthOf(stage) } : {}),
    };
  }),
);
const broken = [...small, ...large].filter((stage) => stage.errors || stage.lost || stage.twice);
if (broken.length) {
  console.error(`Stages with errors, lost or twice: ${broken.map((stage) => `${stage.stage} at ${stage.n}`).join(', ')}`);
  process.exitCode = 1;
}
