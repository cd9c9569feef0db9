// /discounts: the discount codes of the Settings menu.
import { and, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { discount, discountInput, DUPLICATE_DISCOUNT_CODE } from '../../../common/schemas/discount';
import { discounts } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';
import { HttpProblem } from '../../lib/httpErrors';

const discountsRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    path: 'discounts',
    label: 'discount',
    permission: 'discount_list',
    table: discounts,
    input: discountInput,
    record: discount,
    sortFields: ['code', 'type', 'value', 'startDate', 'endDate', 'service', 'customerType', 'createdAt'],
    defaultSort: 'code',
    searchColumns: [discounts.code],
    exactFilters: { type: discounts.type, service: discounts.service, customerType: discounts.customerType },
    // The unique index is the backstop; this check names the field and the spec's words first.
    check: async (db, input, id) => {
      const [taken] = await db
        .select({ _id: discounts._id })
        .from(discounts)
        .where(and(sql`lower(${discounts.code}) = lower(${input.code})`, id ? ne(discounts._id, id) : undefined));
      if (taken) throw new HttpProblem(409, DUPLICATE_DISCOUNT_CODE, { code: DUPLICATE_DISCOUNT_CODE });
    },
  });
};

export default discountsRoutes;
