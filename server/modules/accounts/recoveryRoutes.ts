// Recovery calls of the sign-in page and the signed-in user's password change.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOrPhoneInput, passwordChangeBody, resetPasswordInput } from '../../../common/schemas/auth';
import { envelope, messageReply } from '../../../common/schemas/envelope';
import { users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeUserSessions } from '../../lib/sessionTokens';
import { RECOVERY_MESSAGES, recoveryService } from './recovery';

const recoveryRoutes: FastifyPluginAsyncZod<{ recoveryRateLimit: number; codeFailureLimit: number }> = async (app, options) => {
  const db = app.database.db;
  const recovery = recoveryService(db, app.messenger, app.signingKey, options.codeFailureLimit);
  const limited = { access: { public: true }, rateLimit: { max: options.recoveryRateLimit, timeWindow: '15 minutes' } } as const;
  const tags = ['session'];
  /** The recovery token that names the code sent, or the reset, to the next step of the sign-in page. */
  const withToken = { 200: envelope(z.object({ token: z.string() })) };

  app.put(
    '/users/login/forgot-password',
    { config: limited, schema: { tags, body: emailOrPhoneInput, response: withToken } },
    async (request) => {
      const token = await recovery.sendResetCode(request.body.emailOrPhone);
      return { status: 200, message: RECOVERY_MESSAGES.codeSent, data: { token } };
    },
  );

  app.post(
    '/users/login/forgot-username',
    { config: limited, schema: { tags, body: emailOrPhoneInput, response: { 200: messageReply } } },
    async (request) => {
      await recovery.sendUsername(request.body.emailOrPhone);
      return { status: 200, message: RECOVERY_MESSAGES.usernameSent };
    },
  );

  app.post(
    '/users/login/reset-password',
    { config: limited, schema: { tags, body: resetPasswordInput, response: withToken } },
    async (request) => {
      const { token, otp, password } = request.body;
      await recovery.resetPassword(token, otp, password);
      return { status: 200, message: RECOVERY_MESSAGES.passwordReset, data: { token } };
    },
  );

  app.put(
    '/user/current/password',
    {
      config: { access: { permission: 'user_password_update' } },
      schema: { tags, body: passwordChangeBody, response: { 202: messageReply } },
    },
    async (request, reply) => {
      const { _id } = app.currentUser(request);
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users._id, _id));
      // An account made by a sign-in link has no password yet: its first one needs no old one.
      if (user.passwordHash && !(await verifyPassword(request.body.oldPassword ?? '', user.passwordHash))) {
        throw new HttpProblem(400, 'server.users.old_password_incorrect', { oldPassword: 'server.users.old_password_incorrect' });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users._id, _id));
        await revokeUserSessions(tx, _id);
      });
      reply.status(202);
      return { status: 202, message: 'server.users.password_changed_sign_in_again' };
    },
  );
};

export default recoveryRoutes;
