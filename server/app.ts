// Builds the LawnDesk server: plugins, then the /api/v1 modules, then the web app. Tests and main.ts both use it.
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, databaseTimeoutsOf, LIMIT_DEFAULTS } from './config';
import activityRoutes from './modules/activity/routes';
import configurationRoutes from './modules/configuration/routes';
import contactRequestRoutes from './modules/contactRequests/routes';
import customerNavigationRoutes from './modules/customers/navigationRoutes';
import customersRoutes from './modules/customers/routes';
import emailTemplateRoutes from './modules/emailTemplates/routes';
import healthRoutes from './modules/health/routes';
import historiesRoutes from './modules/histories/routes';
import lockedCustomersRoutes from './modules/lockedCustomers/routes';
import marketsRoutes from './modules/markets/routes';
import delayRoutes from './modules/notifications/delayRoutes';
import dueRemindersPlugin from './modules/notifications/dueReminders';
import notificationsRoutes from './modules/notifications/routes';
import outboxRoutes from './modules/outbox/routes';
import profileRoutes from './modules/profile/routes';
import rolesRoutes from './modules/roles/routes';
import propertyDetailRoutes from './modules/properties/detailRoutes';
import propertiesRoutes from './modules/properties/routes';
import servicesRoutes from './modules/services/routes';
import forceServiceRoutes from './modules/settings/forceServiceRoutes';
import settingsRoutes from './modules/settings/routes';
import signupsRoutes from './modules/signups/routes';
import staffRoutes from './modules/staff/routes';
import timeSheetsRoutes from './modules/timeSheets/routes';
import type { SignInLimits } from './modules/users/loginThrottle';
import recoveryRoutes from './modules/users/recoveryRoutes';
import usersRoutes from './modules/users/routes';
import usersAdminRoutes from './modules/usersAdmin/routes';
import vendorsModule, { pendingVendorGuard } from './modules/vendors';
import workLogRoutes from './modules/workLogs/routes';
import zipcodeRoutes from './modules/zipcodes/routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import messengerPlugin from './plugins/messenger';
import rateLimitsPlugin from './plugins/rateLimits';
import realtimePlugin from './plugins/realtime';
import securityHeadersPlugin from './plugins/securityHeaders';
import storableInputPlugin from './plugins/storableInput';
import webAppPlugin from './plugins/webApp';

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
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { mapTileUrl: config.mapTileUrl });
  await app.register(storableInputPlugin);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'LawnDesk API', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(databasePlugin, { config });
  const sessionMaxAgeMs = (config.sessionMaxAgeHours ?? LIMIT_DEFAULTS.sessionMaxAgeHours) * 60 * 60 * 1000;
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, sessionMaxAgeMs });
  await app.register(messengerPlugin, { smtp: config.smtp });
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, sessionSweepMs: config.socketSessionSweepMs ?? 15_000, sessionMaxAgeMs });
  if (config.reminderCheckMs) await app.register(dueRemindersPlugin, { intervalMs: config.reminderCheckMs });
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, keyPrefix: `${config.redisKeyPrefix ?? 'lawndesk:'}rate-limit:` });
  await app.register(fastifyMultipart);

  await app.register(
    async (api) => {
      await api.register(pendingVendorGuard);
      await api.register(healthRoutes);
      const signInLimits = signInLimitsOf(config);
      await api.register(usersRoutes, { signInLimits });
      await api.register(recoveryRoutes, {
        recoveryRateLimit: config.recoveryRateLimit,
        codeFailureLimit: config.recoveryCodeFailureLimit ?? LIMIT_DEFAULTS.recoveryCodeFailureLimit,
      });
      await api.register(marketsRoutes);
      await api.register(outboxRoutes);
      await api.register(propertiesRoutes);
      await api.register(customerNavigationRoutes);
      await api.register(customersRoutes);
      await api.register(propertyDetailRoutes);
      await api.register(servicesRoutes);
      await api.register(activityRoutes);
      await api.register(historiesRoutes);
      await api.register(lockedCustomersRoutes);
      await api.register(emailTemplateRoutes);
      await api.register(configurationRoutes);
      await api.register(contactRequestRoutes);
      await api.register(settingsRoutes);
      await api.register(forceServiceRoutes);
      await api.register(signupsRoutes);
      await api.register(staffRoutes);
      await api.register(usersAdminRoutes);
      await api.register(rolesRoutes);
      await api.register(timeSheetsRoutes);
      await api.register(notificationsRoutes);
      await api.register(delayRoutes);
      await api.register(profileRoutes);
      await api.register(vendorsModule);
      await api.register(zipcodeRoutes);
      await api.register(workLogRoutes);
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
