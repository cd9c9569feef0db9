// Builds the LawnDesk server: plugins, then the /api/v1 modules, then the web app. Tests and main.ts both use it.
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installZodMessages } from '../common/schemas/zodMessages';
import { type Config, databaseTimeoutsOf, LIMIT_DEFAULTS } from './config';
import { responseSerializerCompiler } from './lib/responseSerializer';
import callLogsRoutes from './modules/customers/callLogRoutes';
import cardsRoutes from './modules/billing/cardRoutes';
import contactRequestsRoutes from './modules/customers/contactRequestRoutes';
import crewModule from './modules/workLogs/crewModule';
import customerRoutes from './modules/portal/routes';
import customerReportRoutes from './modules/reports/customerReportRoutes';
import customerSignupRoutes from './modules/customers/signupRoutes';
import customersModule from './modules/customers';
import dashboardRoutes from './modules/reports/dashboardRoutes';
import discountsRoutes from './modules/settings/discountRoutes';
import emailTemplatesRoutes from './modules/settings/emailTemplateRoutes';
import healthRoutes from './modules/health/routes';
import historiesRoutes from './modules/customers/historyRoutes';
import lockedCustomersRoutes from './modules/customers/lockedCustomerRoutes';
import marketsRoutes from './modules/settings/marketRoutes';
import newslettersModule from './modules/newsletters';
import notesRoutes from './modules/customers/noteRoutes';
import notificationsRoutes from './modules/messaging/notificationRoutes';
import officeAnnouncementsRoutes from './modules/settings/officeAnnouncementRoutes';
import outboxRoutes from './modules/messaging/outboxRoutes';
import paymentsModule from './modules/billing';
import phrasesRoutes from './modules/settings/phraseRoutes';
import propertiesModule from './modules/customers/propertiesModule';
import referralRoutes from './modules/referrals/routes';
import remindersRoutes from './modules/customers/reminderRoutes';
import reportsModule from './modules/reports';
import settingsModule from './modules/settings';
import systemAccountRoutes from './modules/accounts/systemAccountRoutes';
import timeSheetsRoutes from './modules/accounts/timeSheetRoutes';
import usersModule from './modules/accounts';
import type { SignInLimits } from './modules/accounts/loginThrottle';
import vendorsModule, { pendingVendorGuard } from './modules/vendors';
import workLogsModule from './modules/workLogs';
import zipcodesRoutes from './modules/settings/zipcodeRoutes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import jobsPlugin from './plugins/jobs';
import { loggerOptions } from './plugins/logging';
import messagesPlugin from './plugins/messages';
import messengerPlugin from './plugins/messenger';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rateLimits';
import realtimePlugin from './plugins/realtime';
import securityHeadersPlugin from './plugins/securityHeaders';
import storableInputPlugin from './plugins/storableInput';
import webAppPlugin from './plugins/webApp';

installZodMessages();

export async function buildApp(config: Config) {
  const { startupMs } = databaseTimeoutsOf(config);
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOf(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    // Migrating and seeding a fresh database can outlast Fastify's 10 s default on a busy machine, after waiting for it.
    pluginTimeout: startupMs ? 120_000 + startupMs : 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.checkResponses ?? false }));

  await app.register(errorsPlugin);
  await app.register(messagesPlugin);
  await app.register(securityHeadersPlugin, { mapTileUrl: config.mapTileUrl });
  await app.register(storableInputPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { config });
  const sessionMaxAgeMs = (config.sessionMaxAgeHours ?? LIMIT_DEFAULTS.sessionMaxAgeHours) * 60 * 60 * 1000;
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, sessionMaxAgeMs });
  await app.register(idempotencyPlugin);
  await app.register(messengerPlugin, { smtp: config.smtp });
  const redisKeyPrefix = config.redisKeyPrefix ?? 'lawndesk:';
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, redisKeyPrefix, sessionSweepMs: config.socketSessionSweepMs ?? 15_000, sessionMaxAgeMs });
  if (config.jobs) await app.register(jobsPlugin, { databaseUrl: config.databaseUrl, pollSeconds: config.jobsPollSeconds ?? 5 });
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, keyPrefix: `${redisKeyPrefix}rate-limit:` });
  await app.register(fastifyMultipart);

  await app.register(
    async (api) => {
      await api.register(pendingVendorGuard);
      // One module per path prefix, in the order of the prefixes.
      await api.register(callLogsRoutes); // /call-logs
      await api.register(contactRequestsRoutes); // /contact-requests, /contact-us
      await api.register(crewModule); // /crew
      await api.register(customerRoutes); // /customer
      await api.register(customerReportRoutes); // /customer-reports
      await api.register(customerSignupRoutes); // /customer-signup
      await api.register(customersModule); // /customers
      await api.register(cardsRoutes); // /customers/:id/cards
      await api.register(dashboardRoutes); // /dashboard
      await api.register(discountsRoutes); // /discounts
      await api.register(emailTemplatesRoutes); // /email-templates
      await api.register(healthRoutes); // /health
      await api.register(historiesRoutes); // /histories
      await api.register(lockedCustomersRoutes); // /locked-customers
      await api.register(marketsRoutes); // /markets
      await api.register(newslettersModule, { publicUrl: config.publicUrl }); // /news-letters
      await api.register(notesRoutes); // /notes
      await api.register(notificationsRoutes); // /notifications
      await api.register(officeAnnouncementsRoutes); // /office-announcements
      await api.register(outboxRoutes); // /outbox
      await api.register(paymentsModule); // /payments, /vendor-statements, no-charge, charges-hold
      await api.register(phrasesRoutes); // /phrases
      await api.register(propertiesModule); // /properties
      await api.register(referralRoutes); // /referral-trackers, /getFutureAvailableMowServices, /updateServiceToFree, /trackers, add-referral
      await api.register(remindersRoutes); // /reminders
      await api.register(reportsModule); // /reports (with /reports/charge-later-customers)
      await api.register(settingsModule); // /settings
      await api.register(systemAccountRoutes); // /system-accounts
      await api.register(timeSheetsRoutes); // /time-sheets
      await api.register(usersModule, { // /users, /user, /uploads/profile
        signInLimits: signInLimitsOf(config),
        recovery: {
          recoveryRateLimit: config.recoveryRateLimit,
          codeFailureLimit: config.recoveryCodeFailureLimit ?? LIMIT_DEFAULTS.recoveryCodeFailureLimit,
        },
      });
      await api.register(vendorsModule); // /vendors, /vendor
      await api.register(workLogsModule); // /work-logs
      await api.register(zipcodesRoutes); // /zipcodes
      api.get('/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );
  await app.register(webAppPlugin, { staticDir: config.staticDir });
  return app;
}

/** Fastify 5 ignores a bare hop count (it trusts nothing then), so a count becomes Express's rule: trust that many hops. */
function trustProxyOf(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : (setting ?? false);
}

function signInLimitsOf(config: Config): SignInLimits {
  return {
    accountFailureLimit: config.loginFailureLimit,
    addressFailureLimit: config.loginAddressFailureLimit ?? LIMIT_DEFAULTS.loginAddressFailureLimit,
    delayAfterFailures: config.loginDelayAfter ?? LIMIT_DEFAULTS.loginDelayAfter,
    firstDelayMs: config.loginDelayMs ?? LIMIT_DEFAULTS.loginDelayMs,
    lockoutMs: (config.loginLockoutMinutes ?? LIMIT_DEFAULTS.loginLockoutMinutes) * 60 * 1000,
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
