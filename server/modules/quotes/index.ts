// The quotes domain's door: leads (/leads), the quotes staff make, version and send (/quotes), and the customer's public
// quote page and its approval (/public/quotes), which turns a lead into a customer with planned visits (docs/quotes.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import leadRoutes from './leadRoutes';
import publicQuoteRoutes from './publicQuoteRoutes';
import quoteRoutes from './quoteRoutes';

export type { Lead, Quote, QuoteVersion } from '../../db/schema';

const quotesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(leadRoutes);
  await app.register(quoteRoutes);
  await app.register(publicQuoteRoutes);
};

export default quotesModule;
