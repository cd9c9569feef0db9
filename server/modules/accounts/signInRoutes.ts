// Sign-in, sign-out and the signed-in user's own description.
import { messageFields } from '../../../common/schemas/envelope';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { createHash, randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInput, sessionUser } from '../../../common/schemas/auth';
import { envelope, messageReply } from '../../../common/schemas/envelope';
import { MAX_LENGTH, text } from '../../../common/schemas/fields';
import { users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { accountSubject, failureCounter, type Refusal, type SignInLimits, signInRules } from './loginThrottle';
import { crewSessionEnd } from './crewSessions';
import { describeUser } from './sessionUser';
import { chooseAccount } from './signInIdentifiers';
import { issueToken, revokeSession } from '../../lib/sessionTokens';

const INVALID_CREDENTIALS = 'server.users.invalid_username_or_password';
const WRONG_PAGE = {
  crew: 'server.users.crew_members_sign_in_on_crew_sign',
  admin: 'server.users.sign_in_on_staff_sign_in_page',
} as const;

const problem = z.object({ status: z.number(), ...messageFields });

/** Whether or not a user matches, one password verification runs, so the answer's timing does not tell. */
const dummyHashOf = () => hashPassword(randomBytes(16).toString('base64url'));

/** A name nobody has is counted like an account (so a lock tells nothing), under a hash that keeps every key short. */
const unknownNameSubject = (id: string) => `name:${createHash('sha256').update(id.toLowerCase()).digest('base64url')}`;

function refusalMessage(refusal: Refusal, limits: SignInLimits): Message {
  if (refusal.kind === 'wait') return withParams('server.users.sign_in_wait', { seconds: refusal.retryAfterSeconds });
  const minutes = Math.round(limits.lockoutMs / 60_000);
  if (refusal.subject.startsWith('address:')) return withParams('server.users.address_locked', { minutes });
  return withParams('server.users.account_locked', { minutes });
}

export type SignInOptions = {
  signInLimits: SignInLimits;
  /** Staff may also sign in with their e-mail or phone (outside production builds). */
  staffSignInByContact: boolean;
};

const usersRoutes: FastifyPluginAsyncZod<SignInOptions> = async (app, { signInLimits, staffSignInByContact }) => {
  const db = app.database.db;
  const failures = failureCounter(db);
  const dummyHash = await dummyHashOf();

  app.post(
    '/users/login',
    {
      config: { access: { public: true } },
      schema: { tags: ['session'], body: loginInput, response: { 200: envelope(sessionUser), 429: problem } },
    },
    async (request, reply) => {
      const { id, password, loginRole } = request.body;
      const digits = id.replace(/\D/g, '');
      const candidates = await db
        .select()
        .from(users)
        .where(
          or(
            eq(users.username, id),
            eq(sql`lower(${users.email})`, id.toLowerCase()),
            digits.length >= 7 ? eq(users.mobile, digits) : undefined,
          ),
        )
        .limit(3);
      // An identifier its type may not use names nobody: the same path, and the same password check, as an unknown one.
      const user = chooseAccount(candidates, id, staffSignInByContact);
      const rules = signInRules(signInLimits, user ? accountSubject(user._id) : unknownNameSubject(id), `address:${request.ip}`);
      const refusal = await failures.refusal(rules);
      if (refusal) {
        return reply
          .status(429)
          .header('Retry-After', String(refusal.retryAfterSeconds))
          .send({ status: 429, message: refusalMessage(refusal, signInLimits) });
      }
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? dummyHash);
      if (!user || !user.isActive || !passwordMatches) {
        await failures.recordFailure(rules);
        throw new HttpProblem(401, INVALID_CREDENTIALS);
      }
      const isCrew = user.type === 'crew';
      if (isCrew && loginRole !== 'crew') throw new HttpProblem(403, WRONG_PAGE.crew);
      if (!isCrew && loginRole === 'crew') throw new HttpProblem(403, WRONG_PAGE.admin);
      await failures.clear(accountSubject(user._id));
      const token = await issueToken(db, app.signingKey, user._id, request.ip, isCrew ? await crewSessionEnd(db) : undefined);
      const described = await describeUser(db, user._id);
      return { status: 200, message: 'server.users.signed_in', data: { ...described!, token } };
    },
  );

  app.post(
    '/users/login/logout',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['session'],
        body: z.object({ id: text(MAX_LENGTH.address).optional(), type: text(MAX_LENGTH.code).optional() }).optional(),
        response: { 200: messageReply },
      },
    },
    async (request) => {
      const { sessionId } = app.currentUser(request);
      await revokeSession(db, sessionId);
      app.realtime.disconnectSession(sessionId);
      return { status: 200, message: 'server.users.signed_out' };
    },
  );

  app.get(
    '/users/me',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['session'], response: { 200: envelope(sessionUser.omit({ token: true })) } },
    },
    async (request) => {
      const described = await describeUser(db, app.currentUser(request)._id);
      if (!described) throw new HttpProblem(401, 'server.common.you_are_not_allowed_or_logged_out');
      return { status: 200, data: described };
    },
  );
};

export default usersRoutes;
