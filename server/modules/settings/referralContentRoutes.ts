// GET /referral/content: the Refer & Earn rules in the caller's language, the base address of the referral link and the
// signed-in customer's own referral code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, renderMessage } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { referralContent } from '../../../common/schemas/settingsRecord';
import { readCustomer } from '../customers/reads';
import { readSettings } from '../../lib/settings';

const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];

/** The language asked for, else the first of Accept-Language we speak, else English. */
export function callerLanguage(asked: Language | undefined, acceptLanguage: string | undefined): Language {
  if (asked) return asked;
  const codes = (acceptLanguage ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase());
  for (const code of codes) {
    const language = LANGUAGES.find((known) => known === code);
    if (language) return language;
  }
  return 'en';
}

const referralContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/referral/content',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['referrals'],
        querystring: z.object({ language: z.enum(LANGUAGES).optional() }),
        response: { 200: envelope(referralContent) },
      },
    },
    async (request) => {
      const language = callerLanguage(request.query.language, request.headers['accept-language']);
      const { referral } = await readSettings(db, ['referral']);
      const rules = language === 'es' ? referral.rulesEs : referral.rulesEn;
      const { customerId } = app.currentUser(request);
      const customer = customerId ? await readCustomer(db, customerId, 'referralCode') : undefined;
      const message = rules || renderMessage(language, 'server.referrals.default_rules');
      return {
        status: 200,
        data: {
          message,
          // Blank: the site's address (System Settings, PUBLIC_URL, staff's); none at all: the page's own origin.
          baseAddress: referral.baseAddress || ((await app.site.base()) ?? ''),
          customerId: customer ? customerId : null,
          referralCode: customer?.referralCode ?? null,
        },
      };
    },
  );
};

export default referralContentRoutes;
