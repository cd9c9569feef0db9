// /customer: the signed-in customer's own portal calls. Its dashboard, a visit's photo marked for it, an activation request for one of its properties,
// and paying one of its payments now; another customer's property or payment answers 403.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { chargeNowInput, type PaymentStatus } from '../../../common/schemas/payment';
import { customerPaymentDetail } from '../../../common/schemas/paymentRecord';
import {
  activationNoteInput,
  activationRequestState,
  customerDashboard,
  PORTAL_APPLICATIONS,
  portalApplication,
} from '../../../common/schemas/portal';
import { z } from 'zod';
import { payments } from '../../db/schema';
import { lockProperty, readCustomer } from '../customers/reads';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { billingClock, chargeOnce, isClosed, readCustomerPaymentDetail } from '../billing';
import { businessToday } from '../../lib/businessDay';
import { activationRequestNotice, hasActiveService, openActivationRequests, readActivationRequest } from '../customers';
import { customerApplications } from '../treatments';
import { readCustomerDashboard } from './dashboard';
import preferencesRoutes from './preferencesRoutes';
import { visitPhotoFile } from '../workLogs';
import { IMAGE_HEADERS } from '../../lib/images';
import { workLogPhotoParams, workLogPhotoQuery } from '../../../common/schemas/workLogPhotos';

const customerOnly = { access: { types: ['customer'] } } as const;
const tags = ['customer portal'];
/** What a customer may pay itself: money owed that no one is charging and staff did not put aside. */
const PAYABLE: readonly PaymentStatus[] = ['failed', 'failed-stop', 'pending'];
/** Each try of a declined card is a gateway call: a customer gets a few an hour, counted per user after the guard. */
export const PAY_TRIES_PER_HOUR = 10;
const payConfig = {
  ...customerOnly,
  rateLimit: {
    max: PAY_TRIES_PER_HOUR,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?._id}`,
  },
};

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const signedInCustomer = (request: FastifyRequest) => {
    const user = app.currentUser(request);
    if (!user.customerId) throw new HttpProblem(403, MESSAGES.forbidden);
    return { ...user, customerId: user.customerId };
  };
  /** 404 for no such record, 403 for another customer's. */
  const assertOwn = (record: { customerId: string } | undefined, customerId: string, name: 'property' | 'payment') => {
    if (!record) throw notFound(name);
    if (record.customerId !== customerId) throw new HttpProblem(403, MESSAGES.forbidden);
  };

  app.get(
    '/customer/dashboard',
    { config: customerOnly, schema: { tags, response: { 200: envelope(customerDashboard) } } },
    async (request) => {
      const { customerId } = signedInCustomer(request);
      const today = await businessToday(db);
      return { status: 200, data: await readCustomerDashboard(db, customerId, today) };
    },
  );

  app.get(
    '/customer/applications',
    { config: customerOnly, schema: { tags, response: { 200: envelope(z.array(portalApplication)) } } },
    async (request) => {
      const { customerId } = signedInCustomer(request);
      return { status: 200, data: await customerApplications(db, customerId, PORTAL_APPLICATIONS) };
    },
  );

  // A visit's photo marked for the customer, only of the caller's own visits (another's, or one not marked, is 404).
  app.get(
    '/customer/visits/:id/photos/:photoId',
    { config: customerOnly, schema: { tags, hide: true, params: workLogPhotoParams, querystring: workLogPhotoQuery } },
    async (request, reply) => {
      const { customerId } = signedInCustomer(request);
      const { id, photoId } = request.params;
      const photo = await visitPhotoFile(db, id, photoId, request.query.size, { customerId });
      return reply
        .type(photo.contentType)
        .headers({ 'Cache-Control': 'private, max-age=3600', ...IMAGE_HEADERS })
        .send(photo.bytes);
    },
  );

  app.post(
    '/customer/properties/:id/activation-request',
    {
      config: customerOnly,
      schema: { tags, params: byId, body: activationNoteInput, response: { 200: envelope(activationRequestState) } },
    },
    async (request) => {
      const user = signedInCustomer(request);
      const propertyId = request.params.id;
      await app.notifier.transaction(async (tx, notify) => {
        // The row lock makes two requests sent at once queue, so the second finds the first open.
        const property = (await lockProperty(tx, propertyId))!;
        assertOwn(property, user.customerId, 'property');
        if (await hasActiveService(tx, propertyId)) throw new HttpProblem(409, 'server.portal.property_already_active');
        if ((await openActivationRequests(tx, [propertyId])).has(propertyId))
          throw new HttpProblem(409, 'server.portal.activation_already_requested');
        const customer = (await readCustomer(tx, user.customerId, 'firstName', 'lastName'))!;
        await notify.staff(activationRequestNotice(property, `${customer.firstName} ${customer.lastName}`, request.body.note));
      });
      return { status: 200, message: 'server.portal.activation_requested', data: await readActivationRequest(db, propertyId) };
    },
  );

  app.post(
    '/customer/payments/:id/pay',
    { config: payConfig, schema: { tags, params: byId, body: chargeNowInput, response: { 200: envelope(customerPaymentDetail) } } },
    async (request) => {
      const user = signedInCustomer(request);
      const { id } = request.params;
      const [payment] = await db
        .select({ customerId: payments.customerId, status: payments.status, date: payments.date, attempts: payments.attempts })
        .from(payments)
        .where(eq(payments._id, id));
      assertOwn(payment, user.customerId, 'payment');
      if (payment.status === 'in-progress') throw new HttpProblem(409, 'server.payments.charge_in_progress');
      if (!PAYABLE.includes(payment.status)) throw new HttpProblem(409, 'server.portal.payment_not_payable');
      const clock = await billingClock(db);
      if (isClosed(payment.date, clock)) throw new HttpProblem(409, 'server.payments.closed');
      const seenAttempts = request.body?.attempts ?? payment.attempts;
      await chargeOnce(app, id, { seenAttempts, today: clock.today, userId: user._id }, 'server.portal.payment_not_payable');
      return { status: 200, data: await readCustomerPaymentDetail(db, id, clock, user) };
    },
  );
};

const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(preferencesRoutes);
};

export default portalRoutes;
