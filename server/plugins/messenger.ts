// Decorates the app with the messenger: SMTP from System Settings, else from the environment; without either, the outbox table.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmtpSettings } from '../config';
import { createMessenger, type Messenger } from '../lib/messenger';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

export default fp(
  async function messengerPlugin(app: FastifyInstance, options: { smtp?: SmtpSettings }) {
    const messenger = createMessenger(app.database.db, app.log, options.smtp);
    app.decorate('messenger', messenger);
    app.addHook('preClose', () => messenger.idle());
  },
  { name: 'messenger', dependencies: ['database'] },
);
