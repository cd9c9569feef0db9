// bench:scale's office: staff reading the dashboard, the lists and a report throughout the day, each from a browser
// on one node with its socket open, one call after another.
import { performance } from 'node:perf_hooks';
import { OPERATIONS_REPORTS } from '../../common/reportKeys';
import { sql } from 'drizzle-orm';
import { addDays } from '../../server/lib/calendar';
import { properties } from '../../server/db/schema';
import type { OfficeWindow, StageResult } from './day';
import { signedInStaff } from './day';
import type { Deployment } from './deployment';
import { Tally, type User } from './users';

/** A member of staff reads a screen, then looks at it: about a call a second each, twenty a second for the office. */
const THINK_MS = Number(process.env.BENCH_STAFF_THINK_MS ?? 1000);

const query = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');

/** A screen's call, and whether it is a list or a record's view (the 100 ms) rather than a summary. */
interface Screen {
  path: string;
  name: string;
  listOrView: boolean;
}

/**
 * What the office's screens ask for: the first page of each list, as react-admin's simple-rest provider asks, a
 * property's and a customer's view (a different one each time), the dashboard, collections and two reports.
 */
function screens(today: string, records: Records): ((call: number) => Screen)[] {
  const page = { range: [0, 24] };
  const weekAgo = addDays(today, -7);
  const named = (path: string) => path.split('?')[0];
  const list = (path: string) => () => ({ path, name: named(path), listOrView: true });
  const summary = (path: string) => () => ({ path, name: named(path), listOrView: false });
  const view = (resource: string, ids: string[]) => (call: number) => ({
    path: `/${resource}/${ids[call % ids.length]}`,
    name: `/${resource}/:id`,
    listOrView: true,
  });
  return [
    summary('/dashboard'),
    list(`/properties?${query({ ...page, sort: ['customerName', 'ASC'], filter: {} })}`),
    view('customers/properties', records.propertyIds),
    list(`/customers?${query({ ...page, sort: ['name', 'ASC'], filter: {} })}`),
    view('customers', records.customerIds),
    list(`/work-logs?${query({ ...page, sort: ['routePosition', 'ASC'], filter: { date: today } })}`),
    list(`/payments?${query({ ...page, sort: ['date', 'DESC'], filter: {} })}`),
    summary('/collections'),
    summary(`/reports/${OPERATIONS_REPORTS[0]}?${query({ dateFrom: weekAgo, dateTo: today })}`),
    summary(`/reports/revenue?${query({ dateFrom: weekAgo, dateTo: today, groupBy: 'market' })}`),
  ];
}

interface Records {
  propertyIds: string[];
  customerIds: string[];
}

/** A few hundred properties and their customers, spread over the business, for the views. */
async function someRecords(deployment: Deployment): Promise<Records> {
  const rows = await deployment.database.db
    .select({ propertyId: properties._id, customerId: properties.customerId })
    .from(properties)
    .orderBy(sql`md5(${properties._id}::text)`)
    .limit(500);
  return { propertyIds: rows.map((row) => row.propertyId), customerIds: rows.map((row) => row.customerId) };
}

export interface Office {
  users: User[];
  /**
   * Marks the reads made while `work` runs: the crews' paced window (`pacedP95Ms`, `pacedListsP95Ms`) or their closed
   * loop (`closedListsP95Ms`).
   */
  during<T>(work: () => Promise<T>, window?: OfficeWindow): Promise<T>;
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
  const listsAndViews = new Tally();
  const paced = { all: new Tally(), listsAndViews: new Tally() };
  const closedListsAndViews = new Tally();
  const byScreen = new Map<string, Tally>();
  const pacedByScreen = new Map<string, Tally>();
  const screenTally = (tallies: Map<string, Tally>, screen: string) => {
    if (!tallies.has(screen)) tallies.set(screen, new Tally());
    return tallies.get(screen)!;
  };
  const p95sOf = (tallies: Map<string, Tally>) => Object.fromEntries([...tallies].map(([screen, each]) => [screen, each.p95()]));
  const calls = screens(deployment.today, await someRecords(deployment));
  const started = performance.now();
  let reading = true;
  let window: OfficeWindow | null = null;
  const loops = users.map(async (user, index) => {
    for (let call = index; reading; call++) {
      const { path, name: screen, listOrView } = calls[call % calls.length](call);
      const during = window;
      const answer = await user.call('GET', path);
      tally.record(answer, screen);
      if (listOrView) listsAndViews.record(answer, screen);
      if (during === 'closed' && window === 'closed' && listOrView) closedListsAndViews.record(answer, screen);
      if (during === 'paced' && window === 'paced') {
        paced.all.record(answer, screen);
        if (listOrView) paced.listsAndViews.record(answer, screen);
        screenTally(pacedByScreen, screen).record(answer, screen);
      }
      screenTally(byScreen, screen).record(answer, screen);
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  });
  return {
    users,
    async during(work, marked = 'paced') {
      window = marked;
      try {
        return await work();
      } finally {
        window = null;
      }
    },
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
        listsP95Ms: listsAndViews.p95(),
        pacedP95Ms: paced.all.p95(),
        pacedListsP95Ms: paced.listsAndViews.p95(),
        pacedReads: paced.all.times.length,
        closedListsP95Ms: closedListsAndViews.p95(),
        p95MsByScreen: p95sOf(byScreen),
        pacedP95MsByScreen: p95sOf(pacedByScreen),
        socketEvents: users.reduce((sum, user) => sum + user.socketEvents, 0),
        ...(tally.failures.length ? { failures: tally.failures } : {}),
      };
    },
  };
}
