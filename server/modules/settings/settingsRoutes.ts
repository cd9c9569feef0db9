// /settings: every group at once or by key, the dates and time caps the calendar needs, and the mail and gateway tests.
import type { Message } from '../../../common/i18n/catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_TYPES } from '../../../common/permissions';
import { MAX_LENGTH, text } from '../../../common/schemas/fields';
import {
  GATEWAY_PASSWORD_FOR_TEST,
  MAIL_PASSWORD_FOR_TEST,
  nextSeasonDateInput,
  PAYMENT_GATEWAYS,
  type PaymentGatewayName,
  paymentSettings,
  SETTINGS_KEYS,
  type SettingsUpdate,
  type SettingsValues,
  settingsUpdate,
  smtpTestInput,
  timeCapOptions,
  timeCapSettings,
  transferDateInput,
} from '../../../common/schemas/settings';
import {
  maskedSettings,
  maskedSettingsGroup,
  secretSettingsChange,
  settingsTestResult,
  timeCapDetail,
} from '../../../common/schemas/settingsRecord';
import { envelope } from '../../../common/schemas/envelope';
import { HttpProblem } from '../../lib/httpErrors';
import { gatewayNamed } from '../billing';
import { followBusinessCalendar } from '../scheduling';
import { testPaymentGateway, testSmtp } from './connectionTests';
import { followTimeZone } from '../../plugins/jobs';
import { maskSettings, readSettings, withKeptSecrets } from '../../lib/settings';
import { sameDestination } from './secretRules';
import { readSecretSettingsHistory, saveSettings } from './secretSettings';

const config = { access: { permission: 'setting_menu' } } as const;
const tags = ['settings'];
const SAVED = 'server.settings.settings_saved';
const settings = { 200: envelope(maskedSettings) };
const testResult = { 200: envelope(settingsTestResult) };

const required = (field: string, message: Message) => new HttpProblem(400, message, { [field]: message });

/** The values a test sends: the form's, with the saved secrets filled in only when the form names the saved destination. */
function testValues<K extends 'mail' | 'payments'>(
  key: K,
  form: SettingsValues[K] | undefined,
  saved: SettingsValues[K],
): SettingsValues[K] {
  if (!form) return saved;
  return sameDestination(key, form, saved) ? withKeptSecrets(key, form, saved) : form;
}

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const save = async (update: SettingsUpdate, request: FastifyRequest) => {
    const before = await readSettings(db, ['serviceCalendar', 'businessCalendar']);
    const user = app.currentUser(request);
    await app.notifier.transaction(async (tx, notify) => {
      await saveSettings(tx, notify, update, user);
      // A holiday or closed date chosen (or dropped): the visits planned on it move, with the save.
      if (update.businessCalendar) await followBusinessCalendar(tx, before.businessCalendar, update.businessCalendar, user._id);
    });
    const saved = await readSettings(db);
    if (saved.serviceCalendar.timeZone !== before.serviceCalendar.timeZone) await followTimeZone(app, saved.serviceCalendar.timeZone);
    return { status: 200, message: SAVED, data: maskSettings(saved) };
  };

  app.get('/settings', { config, schema: { tags, response: settings } }, async () => ({
    status: 200,
    data: maskSettings(await readSettings(db)),
  }));

  app.put('/settings', { config, schema: { tags, body: settingsUpdate, response: settings } }, async (request) =>
    save(request.body, request),
  );

  app.put('/settings/transferDate', { config, schema: { tags, body: transferDateInput, response: settings } }, async (request) => {
    const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
    return save({ serviceCalendar: { ...serviceCalendar, ...request.body } }, request);
  });

  // The service calendar and the crews' screens read these, so any staff member may.
  app.get(
    '/settings/nextSeasonDate',
    { config: { access: { types: STAFF_TYPES } }, schema: { tags, response: { 200: envelope(z.object({ nextSeasonDate: z.string() })) } } },
    async () => {
      const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
      return { status: 200, data: { nextSeasonDate: serviceCalendar.nextSeasonDate } };
    },
  );

  app.put('/settings/nextSeasonDate', { config, schema: { tags, body: nextSeasonDateInput, response: settings } }, async (request) => {
    const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
    return save({ serviceCalendar: { ...serviceCalendar, ...request.body } }, request);
  });

  app.put('/settings/service-time-cap-config', { config, schema: { tags, body: timeCapSettings, response: settings } }, async (request) =>
    save({ timeCap: request.body }, request),
  );

  app.get(
    '/settings/history',
    {
      config: { access: { permission: 'settings_secrets' } },
      schema: { tags, response: { 200: envelope(z.array(secretSettingsChange)) } },
    },
    async () => ({ status: 200, data: await readSecretSettingsHistory(db) }),
  );

  app.get(
    '/settings/time-cap-config-detail',
    { config: { access: { types: [...STAFF_TYPES, 'crew'] } }, schema: { tags, response: { 200: envelope(timeCapDetail) } } },
    async () => {
      const { timeCap } = await readSettings(db, ['timeCap']);
      return { status: 200, data: { ...timeCap, options: timeCapOptions(timeCap) } };
    },
  );

  app.post('/settings/smtp/test', { config, schema: { tags, body: smtpTestInput, response: testResult } }, async (request) => {
    const { mail: saved, business } = await readSettings(db, ['mail', 'business']);
    const mail = testValues('mail', request.body.mail, saved);
    if (mail.user && !mail.password && !sameDestination('mail', mail, saved)) throw required('mail.password', MAIL_PASSWORD_FOR_TEST);
    if (!mail.host) throw required('mail.host', 'server.settings.smtp_host_required_to_send_test');
    const to = request.body.to ?? mail.from;
    if (!to) throw required('to', 'validation.common.valid_email_required');
    return { status: 200, data: await testSmtp(mail, to, business) };
  });

  /** The form's gateway settings tried with the named adapter; PayTrace needs a user and, toward another account, its own password. */
  const testGateway = async (name: PaymentGatewayName, form: SettingsValues['payments'] | undefined) => {
    const { payments: saved } = await readSettings(db, ['payments']);
    const payments = testValues('payments', form, saved);
    if (name === 'paytrace') {
      if (!payments.username) throw required('payments.username', 'server.settings.gateway_user_required_to_test');
      if (!payments.password)
        throw required(
          'payments.password',
          sameDestination('payments', payments, saved) ? 'server.settings.gateway_password_required_to_test' : GATEWAY_PASSWORD_FOR_TEST,
        );
    }
    return { status: 200, data: await testPaymentGateway(gatewayNamed(name, db, payments)) };
  };
  const gatewayTest = { tags, body: z.object({ payments: paymentSettings.optional() }), response: testResult };

  app.post('/settings/paytrace/test', { config, schema: gatewayTest }, async (request) => testGateway('paytrace', request.body.payments));

  // Static paths (smtp/test, paytrace/test) win over this one in Fastify's router, whatever the order of registration.
  app.post(
    '/settings/:name/test',
    { config, schema: { ...gatewayTest, params: z.object({ name: text(MAX_LENGTH.code) }) } },
    async (request) => {
      const name = PAYMENT_GATEWAYS.find((gateway) => gateway === request.params.name);
      if (!name) throw new HttpProblem(404, 'server.not_found.payment_gateway');
      return testGateway(name, request.body.payments);
    },
  );

  app.get(
    '/settings/:key',
    { config, schema: { tags, params: z.object({ key: text(MAX_LENGTH.code) }), response: { 200: envelope(maskedSettingsGroup) } } },
    async (request) => {
      const key = SETTINGS_KEYS.find((name) => name === request.params.key);
      if (!key) throw new HttpProblem(404, 'server.not_found.setting');
      return { status: 200, data: maskSettings(await readSettings(db, [key]))[key] };
    },
  );
};

export default settingsRoutes;
