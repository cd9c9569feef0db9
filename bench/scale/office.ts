// bench:scale's office: staff reading the dashboard, the lists and a report throughout the day, each from a browser
// on one node with its socket open, one call after another.
import { performance } from 'node:perf_hooks';
import { OPERATIONS_REPORTS } from '../../common/reportKeys';
import { addDays } from '../../server/lib/calendar';
import type { StageResult } from './day';
import { signedInStaff } from './day';
import type { Deployment } from './deployment';
import { Tally, type User } from './users';

/** A member of staff reads a screen, then looks at it: about a call a second each, twenty a second for the office. */
const THINK_MS = Number(process.env.BENCH_STAFF_THINK_MS ?? 1000);

const query = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');

/** What an office screen asks for: the first page of each list, as react-admin's simple-rest provider asks. */
function screens(today: string): string[] {
  const page = { range: [0, 24] };
  const weekAgo = addDays(today, -7);
  return [
    '/dashboard',
    `/properties?${query({ ...page, sort: ['customerName', 'ASC'], filter: {} })}`,
    `/customers?${query({ ...page, sort: ['name', 'ASC'], filter: {} })}`,
    `/work-logs?${query({ ...page, sort: ['routePosition', 'ASC'], filter: { date: today } })}`,
    `/payments?${query({ ...page, sort: ['date', 'DESC'], filter: {} })}`,
    '/collections',
    `/reports/${OPERATIONS_REPORTS[0]}?${query({ dateFrom: weekAgo, dateTo: today })}`,
    `/reports/revenue?${query({ dateFrom: weekAgo, dateTo: today, groupBy: 'market' })}`,
  ];
}

export interface Office {
  users: User[];
  stop(): Promise<StageResult>;
}

/** Signs the staff in, opens their sockets, and keeps them reading until `stop`. */
export async function openOffice(deployment: Deployment): Promise<Office> {
  // Staff come in one after another, as an office does, rather than all in the same millisecond.
  const users: User[] = [];
  for (const [index] of deployment.staffUsernames.entries()) {
    const user = await signedInStaff(deployment, index);
    await user.connect();
    users.push(user);
  }
  const tally = new Tally();
  const byScreen = new Map<string, Tally>();
  const paths = screens(deployment.today);
  const started = performance.now();
  let reading = true;
  const loops = users.map(async (user, index) => {
    for (let call = index; reading; call++) {
      const path = paths[call % paths.length];
      const screen = path.split('?')[0];
      const answer = await user.call('GET', path);
      tally.record(answer, screen);
      if (!byScreen.has(screen)) byScreen.set(screen, new Tally());
      byScreen.get(screen)!.record(answer, screen);
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  });
  return {
    users,
    async stop() {
      reading = false;
      await Promise.all(loops);
      for (const user of users) user.close();
      return {
        stage: 'staff-reads',
        n: deployment.size,
        ms: Math.round(performance.now() - started),
        p95Ms: tally.p95(),
        errors: tally.errors,
        lost: 0,
        twice: 0,
        reads: tally.times.length,
        p95MsByScreen: Object.fromEntries([...byScreen].map(([screen, screenTally]) => [screen, screenTally.p95()])),
        socketEvents: users.reduce((sum, user) => sum + user.socketEvents, 0),
        ...(tally.failures.length ? { failures: tally.failures } : {}),
      };
    },
  };
}
