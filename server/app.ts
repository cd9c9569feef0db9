// Builds the LawnDesk server: plugins, then the /api/v1 modules, then the web app. Tests and main.ts both use it.
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installZodMessages } from '../common/schemas/zodMessages';
import { type Config, databaseTimeoutsOf, LIMIT_DEFAULTS } from './config';
import { geocoderOf } from './lib/geocoder/census';
import { configureRoads } from './lib/roads/roadTables';
import { weatherOf } from './lib/weather/source';
import { responseSerializerCompiler } from './lib/responseSerializer';
import accountingModule, { accountingJobs, accountingSubscribers } from './modules/accounting';
import accountsModule, { type SignInLimits } from './modules/accounts';
import billingModule, { billingJobs, billingSubscribers } from './modules/billing';
import customersModule, { customerSubscribers, customersJobs } from './modules/customers';
import {
  backupPlaceOf,
  businessDataModule,
  demoFilesOf,
  dataExportJobs,
  dataExportModule,
  dataImportJobs,
  dataImportModule,
} from './modules/data';
import healthModule from './modules/health';
import messagingModule, { createNotifier, messagingJobs, messagingSubscribers, messagingTransports } from './modules/messaging';
import newslettersModule, { newsletterJobs } from './modules/newsletters';
import portalModule from './modules/portal';
import quotesModule, { quoteSubscribers, quotesJobs } from './modules/quotes';
import referralsModule, { referralSubscribers } from './modules/referrals';
import reportsModule from './modules/reports';
import { closeSolverPool, configureSolverPool } from './modules/routing';
import { followOutboundClock } from './lib/outboundClock';
import schedulingModule, { schedulingJobs, schedulingSubscribers } from './modules/scheduling';
import settingsModule from './modules/settings';
import treatmentsModule from './modules/treatments';
import vendorsModule, { pendingVendorGuard } from './modules/vendors';
import workLogsModule, { workLogJobs, workLogSubscribers } from './modules/workLogs';
import siteAddressPlugin from './plugins/siteAddress';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import { isEmpty, seedDemo } from './demo/demo';
import errorsPlugin from './plugins/errors';
import eventsPlugin, { eventJobs } from './plugins/events';
import eventRoutes from './plugins/eventRoutes';
import idempotencyPlugin from './plugins/idempotency';
import jobsPlugin from './plugins/jobs';
import { loggerOptions } from './plugins/logging';
import messagesPlugin from './plugins/messages';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rateLimits';
import sharedCachePlugin from './plugins/sharedCache';
import realtimePlugin, { realtimeSubscribers } from './plugins/realtime';
import securityHeadersPlugin from './plugins/securityHeaders';
import storableInputPlugin from './plugins/storableInput';
import webAppPlugin from './plugins/webApp';

installZodMessages();

/**
 * Who acts on each domain event, in the order they run for one event (docs/architecture.md "Domain events"). Messaging
 * comes before billing: the customer's "visit done" is queued before the charge whose receipt follows it. Customers'
 * subscribers run inside the emitting transaction (`subscribeWithin`), before any of the others.
 */
export const DOMAIN_SUBSCRIBERS = [
  ...customerSubscribers,
  ...messagingSubscribers,
  ...workLogSubscribers,
  ...referralSubscribers,
  ...schedulingSubscribers,
  ...billingSubscribers,
  ...quoteSubscribers,
  ...accountingSubscribers,
  ...realtimeSubscribers,
];

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
  // The route and balance searches run on the node's pool of worker threads (ROUTING_WORKERS), ended with the app.
  configureSolverPool(config.routingWorkers);
  app.addHook('onClose', closeSolverPool);
  followOutboundClock(config.outboundClockFile);
  // Road distances for the routes from an OSRM server when ROUTING_URL names one (docs/routing.md, "Road distances").
  configureRoads(config.roads);

  await app.register(errorsPlugin);
  await app.register(messagesPlugin);
  await app.register(securityHeadersPlugin, { mapTileUrl: config.mapTileUrl, gatewayHosts: config.gatewayHosts });
  await app.register(storableInputPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { config, demo: { isEmpty, seed: seedDemo } });
  await app.register(eventsPlugin, { subscribers: DOMAIN_SUBSCRIBERS });
  const sessionMaxAgeMs = (config.sessionMaxAgeHours ?? LIMIT_DEFAULTS.sessionMaxAgeHours) * 60 * 60 * 1000;
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, sessionMaxAgeMs });
  await app.register(siteAddressPlugin, { publicUrl: config.publicUrl });
  await app.register(idempotencyPlugin);
  await app.register(messagingTransports, {
    smtp: config.smtp,
    twilio: config.twilio,
    twilioApiUrl: config.twilioApiUrl,
    publicUrl: config.publicUrl,
    movedMessageHoldSeconds: config.movedMessageHoldSeconds,
  });
  const redisKeyPrefix = config.redisKeyPrefix ?? 'lawndesk:';
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    redisKeyPrefix,
    sessionSweepMs: config.socketSessionSweepMs ?? 15_000,
    sessionMaxAgeMs,
  });
  // Notifications are written with the change that causes them and pushed to open tabs once it commits.
  app.decorate(
    'notifier',
    createNotifier(app.database.db, app.realtime.deliver, (work, options) => app.events.transaction(work, options)),
  );
  const geocoder = geocoderOf(config.geocoder);
  if (config.jobs) {
    const domains = [
      eventJobs,
      schedulingJobs,
      customersJobs,
      messagingJobs,
      billingJobs,
      newsletterJobs,
      dataExportJobs(backupPlaceOf(config)),
      dataImportJobs(geocoder),
      accountingJobs(config.quickbooks),
      quotesJobs,
      workLogJobs,
    ];
    await app.register(jobsPlugin, { databaseUrl: config.databaseUrl, pollSeconds: config.jobsPollSeconds ?? 5, domains });
  }
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, keyPrefix: `${redisKeyPrefix}rate-limit:` });
  await app.register(sharedCachePlugin, { redisUrl: config.redisUrl, keyPrefix: `${redisKeyPrefix}shared:` });
  await app.register(fastifyMultipart);

  await app.register(
    async (api) => {
      await api.register(pendingVendorGuard);
      // One module per business domain (docs/architecture.md, the domain map); each registers its own URL prefixes.
      await api.register(accountsModule, {
        // /users, /user, /uploads/profile, /system-accounts, /time-sheets
        signInLimits: signInLimitsOf(config),
        staffSignInByContact: config.staffSignInByContact ?? true,
        recovery: {
          recoveryRateLimit: config.recoveryRateLimit,
          codeFailureLimit: config.recoveryCodeFailureLimit ?? LIMIT_DEFAULTS.recoveryCodeFailureLimit,
        },
      });
      await api.register(accountingModule, { quickbooks: config.quickbooks, publicUrl: config.publicUrl }); // /accounting
      await api.register(billingModule, { gatewayHosts: config.gatewayHosts ?? {} }); // /payments, /vendor-statements, no-charge, charges-hold, /customers/:id/cards
      await api.register(customersModule); // /customers, /properties, /locked-customers, /customer-signup, /contact-requests, /contact-us, /call-logs, /notes, /reminders, /histories
      await api.register(dataExportModule, { backups: backupPlaceOf(config) }); // /exports, /backups
      await api.register(dataImportModule, { geocoder }); // /imports, /import-mappings, /geocoding, /properties/:id/locate
      await api.register(businessDataModule, { files: demoFilesOf(config) }); // /business-data/clear
      await api.register(healthModule); // /health
      await api.register(messagingModule, { publicUrl: config.publicUrl }); // /notifications, /outbox, /sms
      await api.register(newslettersModule); // /news-letters
      await api.register(portalModule); // /customer
      await api.register(quotesModule, { gatewayHosts: config.gatewayHosts ?? {} }); // /leads, /quotes, /public/quotes
      await api.register(referralsModule); // /referral-trackers, /getFutureAvailableMowServices, /updateServiceToFree, /trackers, add-referral
      await api.register(reportsModule); // /reports, /customer-reports, /dashboard
      await api.register(schedulingModule); // /work-logs/rain-day
      // /products, /programs, /properties/:id/programs, /properties/:id/lawn, /applicators, /work-logs/:id/applications, /applications, /crew/stops/:id/weather
      await api.register(treatmentsModule, { weather: weatherOf(config.weather) });
      await api.register(settingsModule); // /settings, /markets, /phrases, /discounts, /email-templates, /office-announcements, /zipcodes
      await api.register(vendorsModule, { geocoder }); // /vendors, /vendor
      await api.register(workLogsModule); // /work-logs, /crew, /crew-positions
      await api.register(eventRoutes); // /domain-events
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
