// GET /customers/{id}/deposits: the customer's paid quote deposits for the Billing tab (staff with payment_list, as
// the payments beside them): each with its card and refunds, and the credit left for the next visits.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDeposits } from '../../../common/schemas/deposit';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { cards, deposits } from '../../db/schema';
import { STAFF } from './access';
import { creditLeft, depositRefundedCents } from './deposits';

const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/customers/:id/deposits',
    { config: STAFF, schema: { tags: ['payments'], params: byId, response: { 200: envelope(customerDeposits) } } },
    async (request) => {
      const customerId = request.params.id;
      const rows = await db
        .select({
          _id: deposits._id,
          quoteId: deposits.quoteId,
          propertyId: deposits.propertyId,
          amountCents: deposits.amountCents,
          chargedAt: deposits.chargedAt,
          createdAt: deposits.createdAt,
          brand: cards.brand,
          last4: cards.last4,
          refundedCents: depositRefundedCents,
        })
        .from(deposits)
        .leftJoin(cards, eq(cards._id, deposits.cardId))
        .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'success')))
        .orderBy(desc(deposits.createdAt));
      const paidCents = rows.reduce((sum, row) => sum + row.amountCents, 0);
      const { leftCents } = rows.length ? await creditLeft(db, customerId, paidCents) : { leftCents: 0 };
      return {
        status: 200,
        data: {
          deposits: rows.map((row) => ({
            _id: row._id,
            quoteId: row.quoteId,
            propertyId: row.propertyId,
            amountCents: row.amountCents,
            paidAt: (row.chargedAt ?? row.createdAt).toISOString(),
            brand: row.brand ?? 'other',
            last4: row.last4 ?? '',
            refundedCents: Number(row.refundedCents),
          })),
          leftCents,
        },
      };
    },
  );
};

export default depositRoutes;
