// GET /system-accounts: the mail sender and the payment gateway merchant, read-only for admins, with their last
// successful use; passwords, keys and integrator ids never leave System Settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SystemAccountRecord, systemAccountRecord } from '../../../common/schemas/systemAccount';
import { systemAccountUses } from '../../db/schema';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import { readSettings } from '../../lib/settings';

/** Two fixed accounts, so the list is sorted and paged in memory; getMany names them by id. */
const query = listQuery(
  ['account', 'service'],
  z.object({ id: z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(z.string().max(40)).max(10)).optional() }),
  'account',
);

const systemAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/system-accounts',
    {
      config: { access: { types: ['admin'] } },
      schema: { tags: ['system-accounts'], querystring: query, response: { 200: z.array(systemAccountRecord) } },
    },
    async (request, reply) => {
      const [server, { payments }, uses] = await Promise.all([
        app.messenger.mailServer(),
        readSettings(db, ['payments']),
        db.select().from(systemAccountUses),
      ]);
      const use = (id: SystemAccountRecord['_id']) => {
        const row = uses.find((candidate) => candidate._id === id);
        return { lastUsedAt: row?.lastUsedAt ?? null, lastUsedAs: row?.lastUsedAs ?? null };
      };
      const paytrace = payments.gateway === 'paytrace';
      const rows: SystemAccountRecord[] = [
        {
          _id: 'mail-sender',
          account: server?.from ?? '',
          service: server ? `${server.host}:${server.port}` : 'outbox',
          source: server?.source ?? 'none',
          ...use('mail-sender'),
        },
        {
          _id: 'payment-gateway',
          account: paytrace ? `paytrace: ${payments.username}` : 'sandbox',
          service: paytrace ? payments.gatewayUrl : 'sandbox',
          source: paytrace ? 'settings' : 'none',
          ...use('payment-gateway'),
        },
      ];
      const {
        sort: [field, order],
        range: [first, last],
        filter,
      } = request.query;
      const key = field === 'id' ? '_id' : field;
      const listed = rows
        .filter((row) => !filter.id || filter.id.includes(row._id))
        .sort((a, b) => a[key].localeCompare(b[key]) * (order === 'ASC' ? 1 : -1));
      return replyWithRange(reply, 'system-accounts', listed.slice(first, last + 1), first, listed.length);
    },
  );
};

export default systemAccountRoutes;
