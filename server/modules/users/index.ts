// /users (and /user): sign-in and recovery, the signed-in user's profile, staff accounts, staff choices and roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import managementRoutes from './managementRoutes';
import profileRoutes from './profileRoutes';
import recoveryRoutes from './recoveryRoutes';
import roleRoutes from './roleRoutes';
import usersRoutes, { type SignInOptions } from './routes';
import staffRoutes from './staffRoutes';

export type UsersOptions = SignInOptions & { recovery: { recoveryRateLimit: number; codeFailureLimit: number } };

const usersModule: FastifyPluginAsyncZod<UsersOptions> = async (app, options) => {
  await app.register(usersRoutes, { signInLimits: options.signInLimits, staffSignInByContact: options.staffSignInByContact });
  await app.register(recoveryRoutes, options.recovery);
  await app.register(managementRoutes);
  await app.register(staffRoutes);
  await app.register(roleRoutes);
  await app.register(profileRoutes);
};

export default usersModule;
