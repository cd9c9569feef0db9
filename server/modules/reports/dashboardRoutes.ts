// GET /dashboard (staff: the service day and its week, each part cut to the keys of the user's role) and
// GET /dashboard/vendor (a vendor's own week and statement totals; staff with payment_list name the vendor).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission, isStaff } from '../../../common/permissions';
import { dashboardQuery, staffDashboard, vendorDashboard, vendorDashboardQuery } from '../../../common/schemas/dashboard';
import { envelope } from '../../../common/schemas/envelope';
import { vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { dateIn } from '../../lib/calendar';
import { gate } from '../../lib/fewAtATime';
import { readSettings } from '../../lib/settings';
import { ownerMonthsKeeper } from './ownerReports';
import { assignedProperties, dueReminders, newCustomers, openContactRequests, waitingSignups } from './officeFigures';
import { comparedWeeks, weekHolding } from './weeks';
import { crewsOfDay, paymentGroups, statementTotals, vendorCrewDays, weekComparison } from './workFigures';

const STAFF = { access: { types: ['admin', 'csr'] } } as const;
/**
 * The staff dashboard's nine reads, two at a time: all at once, one read took nine of a node's ten database
 * connections, and under a working day's load the others waited past the pool's limit and were answered 503.
 */
const DASHBOARD_READS_AT_ONCE = 2;
/** As the vendor statement: staff with payment_list, and vendors (their own; pending vendors are kept out by their guard). */
const VENDOR_READERS = { access: { types: ['admin', 'csr', 'vendor'], staffPermission: 'payment_list' } } as const;

async function businessClock(db: Executor) {
  const {
    serviceCalendar: { timeZone },
  } = await readSettings(db, ['serviceCalendar']);
  return { timeZone, today: dateIn(timeZone, new Date()) };
}

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['dashboard'];
  const ownerMonths = ownerMonthsKeeper(app.sharedCache);

  app.get(
    '/dashboard',
    { config: STAFF, schema: { tags, querystring: dashboardQuery, response: { 200: envelope(staffDashboard) } } },
    async (request) => {
      const user = app.currentUser(request);
      const can = (key: Parameters<typeof hasPermission>[1]) => hasPermission(user, key);
      const { timeZone, today } = await businessClock(db);
      const date = request.query.date ?? today;
      const weeks = comparedWeeks(date);
      const inTurn = gate(DASHBOARD_READS_AT_ONCE);
      const unless = <T>(allowed: boolean, read: () => Promise<T>) => (allowed ? inTurn(read) : Promise.resolve(null));
      const [crewsToday, comparison, payments, customers, myReminders, myProperties, contactRequests, signups, owner] = await Promise.all([
        unless(can('assignment_list'), () => crewsOfDay(db, date)),
        unless(can('assignment_list'), () => weekComparison(db, weeks, can('payment_list'))),
        unless(can('payment_list'), () => paymentGroups(db, weeks.current)),
        unless(can('customer_list'), () => newCustomers(db, weeks.current, timeZone)),
        inTurn(() => dueReminders(db, user._id, date)),
        unless(can('customer_list'), () => assignedProperties(db, user._id)),
        inTurn(() => openContactRequests(db)),
        unless(can('sign_up_process'), () => waitingSignups(db)),
        unless(can('payment_list'), () => ownerMonths(db, date, timeZone, { today: date === today })),
      ]);
      return {
        status: 200,
        data: {
          date,
          week: weeks.current,
          crewsToday,
          weekComparison: comparison,
          payments,
          newCustomers: customers,
          myReminders,
          myProperties,
          contactRequests,
          signups,
          ownerNumbers: owner,
        },
      };
    },
  );

  app.get(
    '/dashboard/vendor',
    { config: VENDOR_READERS, schema: { tags, querystring: vendorDashboardQuery, response: { 200: envelope(vendorDashboard) } } },
    async (request) => {
      const user = app.currentUser(request);
      const vendorId = isStaff(user) ? request.query.vendorId : user.vendorId;
      if (!vendorId) {
        if (!isStaff(user)) throw new HttpProblem(403, MESSAGES.forbidden);
        throw new HttpProblem(400, 'validation.common.choose_vendor', { vendorId: 'validation.common.choose_vendor' });
      }
      const [vendor] = await db.select({ companyName: vendors.companyName }).from(vendors).where(eq(vendors._id, vendorId));
      if (!vendor) throw notFound('vendor');
      const date = request.query.date ?? (await businessClock(db)).today;
      const week = weekHolding(date);
      const [crewDays, statement] = await Promise.all([vendorCrewDays(db, vendorId, week), statementTotals(db, vendorId, week)]);
      return { status: 200, data: { vendorId, companyName: vendor.companyName, date, week, crewDays, statement } };
    },
  );
};

export default dashboardRoutes;
