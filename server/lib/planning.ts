// Re-planning properties' visits as the app offers it to every domain: billing's holds need the planner, which it may
// not import (scheduling reaches billing through work logs), so app.ts hands scheduling's `replan` over here.
import type { Executor } from './history';

export type ReplanProperties = (executor: Executor, propertyIds: readonly string[], userId: string | null) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    replanProperties: ReplanProperties;
  }
}
