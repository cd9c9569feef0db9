// GET /public/price: the sign-up page's instant price, no sign-in. Read-only and limited per address, as the public
// quote page's reads are: the page asks again as the visitor changes the zip code or the lot size.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { instantPrice, instantPriceQuery } from '../../../common/schemas/signup';
import { instantPriceOf } from './instantPrice';

/** Per address in 15 minutes: a visitor trying a few lots and zip codes stays far below it. */
export const INSTANT_PRICES_PER_15_MINUTES = 60;

const instantPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/price',
    {
      config: { access: { public: true }, rateLimit: { max: INSTANT_PRICES_PER_15_MINUTES, timeWindow: '15 minutes' } },
      schema: { tags: ['customer-signup'], querystring: instantPriceQuery, response: { 200: envelope(instantPrice) } },
    },
    async (request) => {
      const data = await instantPriceOf(app.database.db, request.query);
      return { status: 200, ...(!data.served && { message: 'server.signups.zip_code_not_served' as const }), data };
    },
  );
};

export default instantPriceRoutes;
