// One run of bench:scale's day at a size: the deployment, then each stage in the order of a working day, with the
// office reading throughout. Answers each stage's figures; `onStage` hears each as it ends.
import {
  atGatewayCap,
  balanceVendors,
  crewsDay,
  dayBeforeReminders,
  endOfDayCharges,
  generateRoutes,
  horizonFill,
  rainDay,
  type StageResult,
} from './day';
import { deploy } from './deployment';
import type { OutboundOptions } from './drain';
import { openOffice } from './office';

export interface ScaleOptions {
  historyWeeks: number;
  /** How many API nodes share the database and Redis (bench:scale's --nodes). */
  nodes: number;
  dataDir: string;
  keep: boolean;
  /** Ends the database's name (BENCH_DATABASE_SUFFIX by default), so two runs of one size do not share it. */
  databaseSuffix?: string;
  /** Only these stages after the horizon fill (bench:scale's --stage), for one figure without the whole day. */
  only?: readonly string[];
  /** The drains' quiet hours and day's cap (the default's, quiet hours on, unless given). */
  outbound?: OutboundOptions;
  onStage?: (stage: StageResult) => void;
}

export async function runDay(size: number, options: ScaleOptions): Promise<StageResult[]> {
  const stages: StageResult[] = [];
  const deployment = await deploy(size, options);
  const outbound = options.outbound ?? { quietHours: true };
  const done = (stage: StageResult) => {
    const measured = { ...stage, nodesMb: deployment.memoryMb() };
    stages.push(measured);
    options.onStage?.(measured);
  };
  try {
    done({ stage: 'generate', n: size, ms: Math.round(deployment.generateMs), p95Ms: null, errors: 0, lost: 0, twice: 0 });
    done(await horizonFill(deployment));
    await deployment.settle();
    const office = await openOffice(deployment);
    const wanted = (stage: string) => !options.only?.length || options.only.includes(stage);
    try {
      if (wanted('routes')) done(await generateRoutes(deployment, office.users));
      if (wanted('balance')) done(await balanceVendors(deployment, office.users));
      if (wanted('reminders')) done(await dayBeforeReminders(deployment, outbound));
      await deployment.settle();
      // The gateway at its default calls a second from the first completion to the last charge (docs/scaling.md).
      const gateway = await atGatewayCap(deployment);
      if (wanted('crew-day')) done(await crewsDay(deployment, office));
      if (wanted('charges')) done(await endOfDayCharges(deployment, gateway.from));
      await gateway.restore();
      if (wanted('rain-day')) done(await rainDay(deployment, office.users[0], outbound));
    } finally {
      done(await office.stop());
    }
  } finally {
    await deployment.close(options.keep);
  }
  return stages;
}
