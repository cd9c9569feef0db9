// The settings domain's door: /settings (the System Settings groups, dates and time caps, the connection tests, the
// force-service list, the Refer & Earn content) and the lists of the Settings menu: /markets, /phrases, /discounts,
// /email-templates, /office-announcements, and the zip code areas (/zipcodes). The settings store is server/lib/settings.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import discountRoutes from './discountRoutes';
import emailTemplateRoutes from './emailTemplateRoutes';
import forceServiceRoutes from './forceServiceRoutes';
import marketRoutes from './marketRoutes';
import officeAnnouncementRoutes from './officeAnnouncementRoutes';
import phraseRoutes from './phraseRoutes';
import referralContentRoutes from './referralContentRoutes';
import businessRoutes from './businessRoutes';
import settingsRoutes from './settingsRoutes';
import zipcodeRoutes from './zipcodeRoutes';

const settingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(discountRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(marketRoutes);
  await app.register(officeAnnouncementRoutes);
  await app.register(phraseRoutes);
  await app.register(settingsRoutes);
  await app.register(forceServiceRoutes);
  await app.register(referralContentRoutes);
  await app.register(businessRoutes);
  await app.register(zipcodeRoutes);
};

export { zipcodeCentres } from './zipcodeCentres';

export default settingsModule;
export { parseZipcodeAreas, upsertZipcodeAreas } from './zipcodeImporter';
