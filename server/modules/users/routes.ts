// Sign-in, sign-out and the signed-in user's own description.
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInput, sessionUser } from '../../../common/schemas/auth';
import { MAX_LENGTH, text } from '../../../common/schemas/fields';
import { users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { verifyPassword } from '../../lib/password';
import { LoginThrottle } from './loginThrottle';
import { describeUser } from './sessionUser';
import { issueToken, revokeSession } from './tokens';

const INVALID_CREDENTIALS = 'Invalid username or password.';
const WRONG_PAGE = {
  crew: 'Crew members sign in on the crew sign-in page (/crew/login).',
  admin: 'Please sign in on the staff sign-in page (/login).',
};

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.number(), message: z.string().optional(), data });

const usersRoutes: FastifyPluginAsyncZod<{ loginFailureLimit: number }> = async (app, options) => {
  const throttle = new LoginThrottle(options.loginFailureLimit);
  const db = app.database.db;

  app.post('/users/login', {
    config: { access: { public: true } },
    schema: { tags: ['session'], body: loginInput, response: { 200: envelope(sessionUser) } },
  }, async (request) => {
    if (throttle.isBlocked(request.ip)) throw new HttpProblem(429, 'Too many sign-in attempts. Try again in a few minutes.');
    const { id, password, loginRole } = request.body;
    const digits = id.replace(/\D/g, '');
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, id), eq(sql`lower(${users.email})`, id.toLowerCase()), digits.length >= 7 ? eq(users.mobile, digits) : undefined))
      .limit(1);
    if (!user || !user.isActive || !(await verifyPassword(password, user.passwordHash))) {
      throttle.recordFailure(request.ip);
      throw new HttpProblem(401, INVALID_CREDENTIALS);
    }
    const isCrew = user.type === 'crew';
    if (isCrew && loginRole !== 'crew') throw new HttpProblem(403, WRONG_PAGE.crew);
    if (!isCrew && loginRole === 'crew') throw new HttpProblem(403, WRONG_PAGE.admin);
    throttle.clear(request.ip);
    const token = await issueToken(db, app.signingKey, user._id, request.ip);
    const described = await describeUser(db, user._id);
    return { status: 200, message: 'Signed in.', data: { ...described!, token } };
  });

  app.post('/users/login/logout', {
    config: { access: { signedIn: true } },
    schema: { tags: ['session'], body: z.object({ id: text(MAX_LENGTH.address).optional(), type: text(MAX_LENGTH.code).optional() }).optional() },
  }, async (request) => {
    const { sessionId } = app.currentUser(request);
    await revokeSession(db, sessionId);
    app.realtime.disconnectSession(sessionId);
    return { status: 200, message: 'Signed out.' };
  });

  app.get('/users/me', {
    config: { access: { signedIn: true } },
    schema: { tags: ['session'], response: { 200: envelope(sessionUser.omit({ token: true })) } },
  }, async (request) => {
    const described = await describeUser(db, app.currentUser(request)._id);
    if (!described) throw new HttpProblem(401, 'You are not allowed or logged out from the system.');
    return { status: 200, data: described };
  });

  // The browser's keep-alive: a blank list call that slides the session (time sheets come later).
  app.get('/time-sheets', { config: { access: { signedIn: true } }, schema: { tags: ['session'] } }, async (_request, reply) => {
    reply.header('Content-Range', 'time-sheets 0-0/0');
    return [];
  });
};

export default usersRoutes;
