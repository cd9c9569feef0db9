// GET /reports/charge-later-customers: the payments staff set to be charged later, on one day or all, for one property or all.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { chargeLaterReportQuery } from '../../../common/schemas/payment';
import { chargeLaterRow } from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { paymentRowColumns as rowColumns, selectPaymentRows as selectRows } from '../billing';

/** A report for whoever reads reports or payments, so the Reports menu and the Payments screens can both open it. */
const READERS = { access: { anyPermission: ['report_list', 'payment_list'] } } as const;

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/reports/charge-later-customers',
    {
      config: READERS,
      schema: { tags: ['reports'], querystring: chargeLaterReportQuery, response: { 200: envelope(z.array(chargeLaterRow)) } },
    },
    async (request) => {
      const { date, propertyId } = request.query;
      const rows = await selectRows(db)
        .where(
          and(
            eq(payments.status, 'charge-later'),
            date ? eq(payments.chargeLaterDate, date) : undefined,
            propertyId ? eq(payments.propertyId, propertyId) : undefined,
          ),
        )
        .orderBy(asc(payments.chargeLaterDate), asc(rowColumns.customerName), asc(payments._id));
      return {
        status: 200,
        data: rows.map(({ payment, customerName, address }) => ({
          paymentId: payment._id,
          customerId: payment.customerId,
          propertyId: payment.propertyId,
          customerName,
          address,
          chargeLaterDate: payment.chargeLaterDate ?? payment.date,
          date: payment.date,
          item: payment.item,
          amountCents: payment.amountCents,
        })),
      };
    },
  );
};

export default reportRoutes;
