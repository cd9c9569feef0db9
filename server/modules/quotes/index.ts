// The quotes domain's door: leads (/leads), the quotes staff make, version and send (/quotes), and the customer's public
// quote page and its approval (/public/quotes), which turns a lead into a customer with planned visits (docs/quotes.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainJobs } from '../../plugins/jobs';
import type { GatewayHosts } from '../billing';
import expectedTimeRoutes from './expectedTimeRoutes';
import { followUpUnopenedQuotes } from './followUps';
import instantPriceRoutes from './instantPriceRoutes';
import leadRoutes from './leadRoutes';
import publicQuoteRoutes from './publicQuoteRoutes';
import quotePhotoRoutes from './quotePhotoRoutes';
import quoteRoutes from './quoteRoutes';

export type { Lead, Quote, QuotePhoto, QuoteVersion } from '../../db/schema';
export { quoteSubscribers } from './subscribers';
export { followUpUnopenedQuotes } from './followUps';
export { leadFunnelSelect } from './funnel';
export { demoQuoteTokenHash } from './links';
export { INSTANT_PRICES_PER_15_MINUTES } from './instantPriceRoutes';

export const quotesJobs: DomainJobs = {
  // Hourly: a quote is followed up within the hour its days are up, in business hours or not (texts wait out quiet hours).
  scheduled: [{ name: 'quote-follow-ups', cron: '17 * * * *', run: (app) => followUpUnopenedQuotes(app) }],
};

const quotesModule: FastifyPluginAsyncZod<{ gatewayHosts?: GatewayHosts }> = async (app, options) => {
  await app.register(leadRoutes);
  await app.register(quoteRoutes);
  await app.register(expectedTimeRoutes); // /quotes/expected-time, the editor's minutes on site and labour
  await app.register(quotePhotoRoutes); // /quotes/{id}/photos and the public page's /public/quotes/{token}/photos
  await app.register(instantPriceRoutes); // /public/price, the sign-up page's instant price
  await app.register(publicQuoteRoutes, { gatewayHosts: options.gatewayHosts ?? {} }); // with the deposit's card fields
};

export default quotesModule;
