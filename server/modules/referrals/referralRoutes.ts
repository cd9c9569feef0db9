// The wallet and referral calls of spec section 7: a customer's trackers and free mows (its own only), applying a free
// mow to a future mow, and staff's tracker corrections and referral links, each in history.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_TYPES } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  addReferralInput,
  futureMowService,
  referralWallet,
  serviceToFreeInput,
  serviceTrackerInput,
  trackerInput,
  trackerRecord,
  uncountedWorkLog,
  walletCredit,
  type WalletQuery,
  walletQuery,
} from '../../../common/schemas/referral';
import { referralTrackers, workLogs } from '../../db/schema';
import { readCustomer, readProperty } from '../customers/reads';
import { type Executor, recordHistory } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { customerForWrite, propertyForWrite } from '../../lib/customerGuards';
import type { AuthUser } from '../../lib/sessionTokens';
import { countWorkLog, uncountedWorkLogs } from './counting';
import { createTracker, linkByCode, readTracker, removeTracker } from './trackers';
import { applyCredit, creditsOf, futureMows, readWallet } from './wallet';

const OWN_OR_STAFF = { access: { types: [...STAFF_TYPES, 'customer'], staffPermission: 'customer_list' } } as const;
const STAFF = { access: { permission: 'customer_list' } } as const;
const tags = ['referrals'];
const trackerReply = { 200: envelope(trackerRecord) };

/** A customer reaches only its own wallet (403); the customer must exist and the property named be its own (404). */
async function assertWalletScope(executor: Executor, user: AuthUser, { customerId, propertyId }: WalletQuery) {
  if (user.type === 'customer' && user.customerId !== customerId) throw new HttpProblem(403, MESSAGES.forbidden);
  if (!(await readCustomer(executor, customerId, '_id'))) throw notFound('customer');
  if (!propertyId) return;
  const property = await readProperty(executor, propertyId, 'customerId');
  if (property?.customerId !== customerId) throw notFound('property');
}

const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/referral-trackers',
    { config: OWN_OR_STAFF, schema: { tags, querystring: walletQuery, response: { 200: envelope(referralWallet) } } },
    async (request) => {
      const user = app.currentUser(request);
      await assertWalletScope(db, user, request.query);
      return { status: 200, data: await readWallet(db, request.query, user.type === 'customer') };
    },
  );

  app.get(
    '/getFutureAvailableMowServices',
    { config: OWN_OR_STAFF, schema: { tags, querystring: walletQuery, response: { 200: envelope(z.array(futureMowService)) } } },
    async (request) => {
      await assertWalletScope(db, app.currentUser(request), request.query);
      return { status: 200, data: await futureMows(db, request.query) };
    },
  );

  app.put(
    '/updateServiceToFree',
    { config: OWN_OR_STAFF, schema: { tags, body: serviceToFreeInput, response: { 200: envelope(walletCredit) } } },
    async (request) => {
      const user = app.currentUser(request);
      const { customerId, workLogId } = request.body;
      await assertWalletScope(db, user, { customerId });
      const credit = await db.transaction(async (tx) => {
        await customerForWrite(tx, customerId);
        return applyCredit(tx, customerId, workLogId, user._id);
      });
      const applied = (await creditsOf(db, { customerId })).find((entry) => entry._id === credit._id);
      if (!applied) throw notFound('record');
      return { status: 200, message: 'server.referrals.free_mow_applied', data: applied };
    },
  );

  app.post('/trackers', { config: STAFF, schema: { tags, body: trackerInput, response: trackerReply } }, async (request) => {
    const user = app.currentUser(request);
    const tracker = await app.notifier.transaction((tx, notify) => createTracker(tx, notify, request.body, user._id));
    return { status: 200, message: 'server.referrals.referral_added', data: await readTracker(db, tracker._id) };
  });

  app.delete('/trackers/:id', { config: STAFF, schema: { tags, params: byId, response: trackerReply } }, async (request) => {
    const user = app.currentUser(request);
    const removed = await db.transaction((tx) => removeTracker(tx, request.params.id, user._id));
    return { status: 200, message: 'server.referrals.tracker_removed', data: removed };
  });

  // What the "count a missed visit" dialog offers: needs customer_list like the panel, not the work logs' assignment_list.
  app.get(
    '/trackers/:id/uncounted-visits',
    { config: STAFF, schema: { tags, params: byId, response: { 200: envelope(z.array(uncountedWorkLog)) } } },
    async (request) => {
      const [tracker] = await db.select().from(referralTrackers).where(eq(referralTrackers._id, request.params.id));
      if (!tracker) throw notFound('referral_tracker');
      return { status: 200, data: await uncountedWorkLogs(db, tracker) };
    },
  );

  app.post(
    '/trackers/add-service-tracker',
    { config: STAFF, schema: { tags, body: serviceTrackerInput, response: trackerReply } },
    async (request) => {
      const user = app.currentUser(request);
      const { trackerId, workLogId } = request.body;
      await app.notifier.transaction(async (tx, notify) => {
        const [tracker] = await tx.select().from(referralTrackers).where(eq(referralTrackers._id, trackerId)).for('update');
        if (!tracker) throw notFound('referral_tracker');
        const [visit] = await tx
          .select({ _id: workLogs._id, customerId: workLogs.customerId })
          .from(workLogs)
          .where(and(eq(workLogs._id, workLogId), eq(workLogs.propertyId, tracker.referredPropertyId), eq(workLogs.status, 'completed')));
        if (!visit)
          throw new HttpProblem(400, 'server.referrals.visit_not_completed_on_referred_property', {
            workLogId: 'server.referrals.visit_not_completed_on_referred_property',
          });
        if (!(await countWorkLog(tx, notify, tracker, workLogId, user._id)))
          throw new HttpProblem(409, 'server.referrals.visit_already_counted');
        const changes = { countedWorkLogId: { from: null, to: workLogId } };
        await recordHistory(tx, {
          entity: 'referral-tracker',
          entityId: trackerId,
          action: 'updated',
          customerId: visit.customerId,
          propertyId: tracker.referredPropertyId,
          userId: user._id,
          changes,
        });
      });
      return { status: 200, message: 'server.referrals.visit_counted', data: await readTracker(db, trackerId) };
    },
  );

  app.put(
    '/customers/properties/:id/add-referral',
    { config: STAFF, schema: { tags, params: byId, body: addReferralInput, response: trackerReply } },
    async (request) => {
      const user = app.currentUser(request);
      const tracker = await app.notifier.transaction(async (tx, notify) => {
        await propertyForWrite(tx, request.params.id);
        return linkByCode(app.events, tx, notify, request.params.id, { referralCode: request.body.referralCode, typed: true }, user._id);
      });
      if (!tracker) throw notFound('referral_tracker');
      return { status: 200, message: 'server.referrals.referral_added', data: await readTracker(db, tracker._id) };
    },
  );
};

export default referralRoutes;
