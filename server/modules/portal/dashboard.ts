// GET /customer/dashboard's reads: a customer's properties, their services and, per property, the next and the last
// visits with their payments, in four queries whatever the number of properties (window functions rank the visits).
import { and, asc, eq, gte, inArray, lte, not, or, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../common/schemas/payment';
import { type CustomerDashboard, PORTAL_NEXT_VISITS, PORTAL_PAST_VISITS, type PortalVisit } from '../../../common/schemas/portal';
import { payments, properties, services, walletCredits, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { hasActiveServiceSql, openActivationRequests } from '../customers';
import { customerPhotosOf } from '../workLogs';

const UPCOMING_STATUSES = ['pending', 'started'] as const;

/** Each property's next visits (pending or started, from today on) and its last others, each ranked in its group. */
async function readVisits(executor: Executor, propertyIds: string[], today: string) {
  const upcoming = and(inArray(workLogs.status, [...UPCOMING_STATUSES]), gte(workLogs.date, today));
  const ranked = executor
    .select({
      _id: workLogs._id,
      propertyId: workLogs.propertyId,
      serviceType: workLogs.serviceType,
      date: workLogs.date,
      status: workLogs.status,
      completedAt: workLogs.completedAt,
      freeMow: sql<boolean>`exists (select 1 from ${walletCredits} where ${walletCredits.appliedWorkLogId} = ${workLogs._id})`
        .mapWith(Boolean)
        .as('free_mow'),
      paymentId: sql<string | null>`${payments._id}`.as('payment_id'),
      paymentStatus: sql<PaymentStatus | null>`${payments.status}`.as('payment_status'),
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      upcoming: sql<boolean>`coalesce(${upcoming}, false)`.mapWith(Boolean).as('upcoming'),
      rank: sql<number>`row_number() over (partition by ${workLogs.propertyId}, coalesce(${upcoming}, false)
        order by case when ${upcoming} then ${workLogs.date} end asc, ${workLogs.date} desc, ${workLogs._id})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(workLogs)
    .leftJoin(payments, eq(payments.workLogId, workLogs._id))
    .where(inArray(workLogs.propertyId, propertyIds))
    .as('ranked');
  return executor
    .select()
    .from(ranked)
    .where(or(and(ranked.upcoming, lte(ranked.rank, PORTAL_NEXT_VISITS)), and(not(ranked.upcoming), lte(ranked.rank, PORTAL_PAST_VISITS))))
    .orderBy(asc(ranked.rank));
}

export async function readCustomerDashboard(executor: Executor, customerId: string, today: string): Promise<CustomerDashboard> {
  const propertyRows = await executor
    .select({
      _id: properties._id,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipcode: properties.zipcode,
      status: properties.status,
      autoCharge: properties.autoCharge,
      autoChargeCardId: properties.autoChargeCardId,
      hasActiveService: hasActiveServiceSql,
    })
    .from(properties)
    .where(and(eq(properties.customerId, customerId), eq(properties.isArchived, false)))
    .orderBy(asc(properties.address), asc(properties._id));
  const ids = propertyRows.map((property) => property._id);
  if (!ids.length) return { customerId, properties: [] };
  const inactive = propertyRows.filter((property) => !property.hasActiveService).map((property) => property._id);
  const [serviceRows, visitRows, openRequests] = await Promise.all([
    executor
      .select({
        _id: services._id,
        propertyId: services.propertyId,
        type: services.type,
        frequency: services.frequency,
        price: services.price,
        startDate: services.startDate,
        status: services.status,
      })
      .from(services)
      .where(inArray(services.propertyId, ids))
      .orderBy(asc(services.type), asc(services.startDate)),
    readVisits(executor, ids, today),
    openActivationRequests(executor, inactive),
  ]);
  const photos = await customerPhotosOf(
    executor,
    visitRows.map((workLog) => workLog._id),
  );
  return {
    customerId,
    properties: propertyRows.map((property) => {
      const visits = visitRows.filter((workLog) => workLog.propertyId === property._id);
      const toVisit = ({
        paymentId,
        paymentStatus,
        amountCents,
        refundedCents,
        completedAt,
        upcoming: _upcoming,
        rank: _rank,
        ...visit
      }: (typeof visits)[number]): PortalVisit => ({
        ...visit,
        completedAt: completedAt?.toISOString() ?? null,
        photos: photos.get(visit._id) ?? [],
        payment:
          paymentId && paymentStatus
            ? { _id: paymentId, status: paymentStatus, amountCents: amountCents ?? 0, refundedCents: refundedCents ?? 0 }
            : null,
      });
      return {
        ...property,
        activationRequestedAt: openRequests.get(property._id)?.toISOString() ?? null,
        services: serviceRows
          .filter((service) => service.propertyId === property._id)
          .map(({ propertyId: _propertyId, ...service }) => service),
        nextVisits: visits.filter((workLog) => workLog.upcoming).map(toVisit),
        pastVisits: visits.filter((workLog) => !workLog.upcoming).map(toVisit),
      };
    }),
  };
}
