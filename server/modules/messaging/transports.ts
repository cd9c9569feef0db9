// Decorates the app with the messenger (SMTP from System Settings, else from the environment; without either, the outbox
// table) and the text sender (Twilio from System Settings, else from the environment; without either, the outbox table).
// The adapters to the outside (server/plugins/transports/) carry the messages; what goes, when and to whom is here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmtpSettings, TwilioSettings } from '../../config';
import { UNDO_WINDOW_MS } from '../../../common/undoWindow';
import { createMessenger, type Messenger } from './messenger';
import { createTextSender, type TextSender } from './textSender';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
    texts: TextSender;
    /** Seconds a "visit moved" message waits before it goes: an Undo within them tells the customer nothing. */
    movedMessageHoldSeconds: number;
  }
}

export default fp(
  async function messagingTransports(
    app: FastifyInstance,
    options: {
      smtp?: SmtpSettings;
      twilio?: TwilioSettings;
      twilioApiUrl?: string;
      publicUrl?: string;
      movedMessageHoldSeconds?: number;
    },
  ) {
    const texts = createTextSender(
      app.database.db,
      app.events,
      app.log,
      { environment: options.twilio, apiUrl: options.twilioApiUrl },
      options.publicUrl,
    );
    app.decorate('texts', texts);
    app.decorate('movedMessageHoldSeconds', options.movedMessageHoldSeconds ?? UNDO_WINDOW_MS / 1000 + 15);
    const messenger = createMessenger(app.database.db, app.log, texts, options.smtp);
    app.decorate('messenger', messenger);
    app.addHook('preClose', () => messenger.close());
  },
  { name: 'messenger', dependencies: ['database', 'events'] },
);
