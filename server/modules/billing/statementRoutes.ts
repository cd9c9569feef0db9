// GET /vendor-statements: a vendor's charged visits in a period, with the amount, the business's commission and what
// the vendor earns. Staff name the vendor; a vendor always gets its own (a vendorId it sends is ignored).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { vendorStatementQuery } from '../../../common/schemas/payment';
import { vendorStatement } from '../../../common/schemas/paymentRecord';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import { readStatement } from './statement';

/** A vendor's statement for staff with payment_list and for vendors (their own); the pending-vendor guard keeps out vendors awaiting their price. */
const READERS = { access: { types: ['admin', 'csr', 'vendor'], staffPermission: 'payment_list' } } as const;

const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor-statements',
    {
      config: READERS,
      schema: { tags: ['vendor-statements'], querystring: vendorStatementQuery, response: { 200: envelope(vendorStatement) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      const { from, to } = request.query;
      const vendorId = isStaff(user) ? request.query.vendorId : user.vendorId;
      if (!vendorId) {
        if (!isStaff(user)) throw new HttpProblem(403, MESSAGES.forbidden);
        throw new HttpProblem(400, 'validation.common.choose_vendor', { vendorId: 'validation.common.choose_vendor' });
      }
      return { status: 200, data: await readStatement(app.database.db, vendorId, from, to) };
    },
  );
};

export default statementRoutes;
