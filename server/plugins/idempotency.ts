// Writes a client may repeat after a lost signal: a route with `config.idempotent` runs once per Idempotency-Key and
// user, and a repeat answers the first answer again (docs/offline.md).
// Only a final answer is stored: 2xx, and the 4xx that the same call would get again whatever happens meanwhile (400
// validation, 403 permission, 404 not found, 422 ...). An answer that can change once a precondition is met frees the
// key instead, so the same key sent later runs: 408, 409 (the stop is not started yet), 412, 423, 425, 428, 429, and
// every 1xx, 3xx and 5xx.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_DAYS, idempotencyKey } from '../../common/schemas/idempotency';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { HttpProblem } from '../lib/httpErrors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an Idempotency-Key header: the first call with a key runs, a repeat answers what it answered. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

/** A claimed key whose call has not answered yet: no real answer has this status. */
const IN_PROGRESS = 0;
/**
 * A claim still in progress after this long belongs to a node that died during the call (no request lives this long:
 * the payment sweep waits as long for the same reason): the next try with the key takes it over and runs, rather than
 * answering 409 until the key is purged a week later. The call's own rules (a completed visit cannot be completed
 * again, the gateway's idempotency key) keep a second run from doing twice what the first did.
 */
export const CLAIM_LEASE_MINUTES = 10;

/** 4xx answers about the moment rather than the request: the same call may succeed later. */
const PASSING_REFUSALS: ReadonlySet<number> = new Set([408, 409, 412, 423, 425, 428, 429]);

export const isFinalAnswer = (statusCode: number) =>
  (statusCode >= 200 && statusCode < 300) || (statusCode >= 400 && statusCode < 500 && !PASSING_REFUSALS.has(statusCode));

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) {
    const message = 'validation.idempotency.key_must_be_uuid';
    throw new HttpProblem(400, message, { [IDEMPOTENCY_HEADER]: message });
  }
  return parsed.data;
}

/** Keys older than a week are forgotten: a pg-boss job calls this every night (server/plugins/jobs.ts). */
export async function purgeIdempotentRequests(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  const purged = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return { purged: purged.length };
}

export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    const { db } = app.database;
    app.decorateRequest('idempotencyClaim', null);
    const rowOf = (userId: string, key: string) => and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));

    // Before validation, so a refused body is remembered like any other 4xx; after the guard, which names the user.
    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.idempotent || !request.user) return;
      const key = keyOf(request);
      if (!key) return;
      const userId = request.user._id;
      const route = `${request.method} ${request.routeOptions.url}`;
      // The claim comes first, so two copies of one call arriving together never both run.
      const claimed = await db
        .insert(idempotentRequests)
        .values({ userId, key, route, statusCode: IN_PROGRESS, response: {} })
        .onConflictDoUpdate({
          target: [idempotentRequests.userId, idempotentRequests.key],
          set: { createdAt: sql`now()` },
          setWhere: and(
            eq(idempotentRequests.route, route),
            eq(idempotentRequests.statusCode, IN_PROGRESS),
            lt(idempotentRequests.createdAt, sql`now() - make_interval(mins => ${CLAIM_LEASE_MINUTES})`),
          ),
        })
        .returning({ key: idempotentRequests.key });
      if (claimed.length) {
        request.idempotencyClaim = { userId, key };
        return;
      }
      const [first] = await db.select().from(idempotentRequests).where(rowOf(userId, key));
      if (first && first.route !== route) throw new HttpProblem(422, 'server.idempotency.key_used_elsewhere');
      // Still running, or released a moment ago by a failure: the client sends it again later.
      if (!first || first.statusCode === IN_PROGRESS) throw new HttpProblem(409, 'server.idempotency.key_in_progress');
      return reply
        .status(first.statusCode)
        .header('Idempotent-Replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(first.response));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      try {
        if (isFinalAnswer(reply.statusCode) && typeof payload === 'string') {
          const response: unknown = payload ? JSON.parse(payload) : {};
          await db
            .update(idempotentRequests)
            .set({ statusCode: reply.statusCode, response, createdAt: sql`now()` })
            .where(rowOf(claim.userId, claim.key));
        } else {
          // A conflict or a server failure changed nothing (a refusal rolls its transaction back): the key is freed so
          // that the client's next try runs.
          await db.delete(idempotentRequests).where(rowOf(claim.userId, claim.key));
        }
      } catch (error) {
        request.log.warn({ err: error }, 'idempotent answer not stored');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
