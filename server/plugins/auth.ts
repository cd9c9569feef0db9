// The route guard: every /api route declares who it admits, and a route that declares nothing admits no one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, type PermissionKey, type UserType } from '../../common/permissions';
import { HttpProblem, MESSAGES } from '../lib/httpErrors';
import { type AuthUser, loadSigningKey, verifyToken } from '../modules/users/tokens';

export type RouteAccess =
  | { public: true }
  | { signedIn: true }
  | { permission: PermissionKey }
  | { anyPermission: readonly PermissionKey[] }
  | { types: readonly UserType[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    signingKey: Uint8Array;
    currentUser(request: FastifyRequest): AuthUser;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

function admits(access: RouteAccess, user: AuthUser): boolean {
  if ('signedIn' in access) return true;
  if ('types' in access) return access.types.includes(user.type);
  if ('permission' in access) return hasPermission(user, access.permission);
  if ('anyPermission' in access) return access.anyPermission.some((key) => hasPermission(user, key));
  return false;
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { jwtSecret?: string; sessionMaxAgeMs: number }) {
    app.decorate('signingKey', await loadSigningKey(app.database.db, options.jwtSecret));
    app.decorateRequest('user', null);
    app.decorate('currentUser', (request: FastifyRequest) => {
      if (!request.user) throw new HttpProblem(401, MESSAGES.unauthenticated);
      return request.user;
    });

    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/') || request.is404) return;
      const access = request.routeOptions.config.access;
      if (access && 'public' in access) return;
      const token = bearerToken(request);
      request.user = token ? await verifyToken(app.database.db, app.signingKey, token, options.sessionMaxAgeMs) : null;
      if (!request.user) throw new HttpProblem(401, MESSAGES.unauthenticated);
      if (!access || !admits(access, request.user)) throw new HttpProblem(403, MESSAGES.forbidden);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
