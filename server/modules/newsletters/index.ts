// /news-letters: staff's newsletters and the public unsubscribe call their links lead to.
import type { FastifyPluginAsync } from 'fastify';
import newsletterRoutes from './routes';
import unsubscribeRoutes from './unsubscribeRoutes';

const newslettersModule: FastifyPluginAsync<{ publicUrl?: string }> = async (app, options) => {
  await app.register(unsubscribeRoutes);
  await app.register(newsletterRoutes, options);
};

export default newslettersModule;
