// Opens and migrates the database, seeds the demo business when it is empty, and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { isEmpty, seedDemo } from '../db/seed/demo';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, { config }: { config: Config }) {
    const database = openDatabase(config);
    await database.migrate();
    if (config.seedDemo && (await isEmpty(database.db))) {
      await seedDemo(database.db);
      app.log.info('Seeded the demo business');
    }
    app.decorate('database', database);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
