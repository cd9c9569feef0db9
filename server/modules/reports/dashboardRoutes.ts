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
import { readSettings } from '../../lib/settings';
import { ownerMonthsKeeper } from './ownerReports';
import { assignedProperties, dueReminders, newCustomers, openContactRequests, waitingSignups } from './officeFigures';
import { comparedWeeks, weekHolding } from './weeks';
import { crewsOfDay, paymentGroups, statementTotals, vendorCrewDays, weekComparison } from './workFigures';

const STAFF = { access: { types: ['admin', 'csr'] } } as const;
/** As the vendor statement: staff with payment_list, and vendors (their own; pending vendors are kept out by their guard). */
const VENDOR_READERS = { access: { types: ['admin', 'csr', 'vendor'], staffPermission: 'payment_list' } } as const;

async function businessClock(db: Executor) {
  const {
    serviceCalendar: { timeZone },
  } = await readSettings(db, ['serviceCalendar']);
  return { timeZone, today: dateIn(timeZone, new Date()) };
}

/**
 * The staff dashboard reads its figures in one read-only transaction, on one connection: nine reads each taking a
 * connection of the node's pool queued nine times for one when the pool was busy, and under a working day's load
 * one of those waits passed the pool's 3 s and the dashboard was answered 503. One snapshot also keeps its figures
 * consistent with one another.
 */
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
      // Kept a minute and read again behind the answer, so on the pool rather than this request's connection.
      const owner = can('payment_list') ? ownerMonths(db, date, timeZone, { today: date === today }) : null;
      // One after another: a connection answers one query at a time.
      const figures = await db.transaction(
        async (tx) => {
          const unless = <T>(allowed: boolean, read: () => Promise<T>) => (allowed ? read() : null);
          return {
            crewsToday: await unless(can('assignment_list'), () => crewsOfDay(tx, date)),
            weekComparison: await unless(can('assignment_list'), () => weekComparison(tx, weeks, can('payment_list'))),
            payments: await unless(can('payment_list'), () => paymentGroups(tx, weeks.current)),
            newCustomers: await unless(can('customer_list'), () => newCustomers(tx, weeks.current, timeZone)),
            myReminders: await dueReminders(tx, user._id, date),
            myProperties: await unless(can('customer_list'), () => assignedProperties(tx, user._id)),
            contactRequests: await openContactRequests(tx),
            signups: await unless(can('sign_up_process'), () => waitingSignups(tx)),
          };
        },
        { accessMode: 'read only' },
      );
      return {
        status: 200,
        data: {
          date,
          week: weeks.current,
          ...figures,
          ownerNumbers: await owner,
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
