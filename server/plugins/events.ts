// The domain-event bus on the app (`app.events`, server/lib/events.ts): the subscribers are the domains' own, declared
// in their doors and handed over by app.ts in the order they run; the `domain-events` job delivers what a crash left.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AnySubscriber, createEventBus, type EventBus } from '../lib/events';
import type { DomainJobs } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export const eventJobs: DomainJobs = {
  scheduled: [
    {
      name: 'domain-events',
      cron: '* * * * *',
      run: async (app) => ({ ...(await app.events.sweep()), pruned: await app.events.prune() }),
    },
  ],
};

export default fp(
  async function eventsPlugin(app: FastifyInstance, options: { subscribers: readonly AnySubscriber[] }) {
    app.decorate('events', createEventBus(app, app.database.db, options.subscribers));
    // What a request's transactions left for after its answer goes once it has one, or once it went away.
    app.addHook('onResponse', async (request) => app.events.answered(request));
    app.addHook('onRequestAbort', async (request) => app.events.answered(request));
    // Deliveries left for after an answer finish before the database closes.
    app.addHook('onClose', () => app.events.delivered());
  },
  { name: 'events', dependencies: ['database'] },
);
