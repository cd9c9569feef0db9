// The route guard: every route declares who it admits, the guard is attached to each route as it is registered, and a
// route that declares nothing stops the server from starting.
import type { FastifyInstance, FastifyRequest, HTTPMethods, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, admits } from '../../common/access';
import { HttpProblem, MESSAGES } from '../lib/httpErrors';
import { type AuthUser, loadSigningKey, sessionVerifier, type VerifyToken } from '../lib/sessionTokens';

/** Who a route admits: the same rule shape the web app's screens use (common/access.ts). */
export type RouteAccess = Access;

/** One method of one registered route (Fastify's own HEAD twin of a GET route included) and the rule it carries. */
export interface RegisteredRoute {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly access: RouteAccess;
  /** The status codes the route's response schema describes; the response-schema test checks each route has its success. */
  readonly responseStatuses: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    signingKey: Uint8Array;
    /** The signed-in user of a token whose session is still open, or null: the guard's check, and the socket's. */
    verifyToken: VerifyToken;
    currentUser(request: FastifyRequest): AuthUser;
    /** Every route with its rule, filled when the app is ready; the access matrix test walks it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export default fp(
  async function authPlugin(app: FastifyInstance, options: { jwtSecret?: string; sessionMaxAgeMs: number }) {
    app.decorate('signingKey', await loadSigningKey(app.database.db, options.jwtSecret));
    app.decorate('verifyToken', await sessionVerifier(app.database.db, app.signingKey, options.sessionMaxAgeMs));
    app.decorateRequest('user', null);
    app.decorate('currentUser', (request: FastifyRequest) => {
      if (!request.user) throw new HttpProblem(401, MESSAGES.unauthenticated);
      return request.user;
    });

    // The rule is read from the route the router matched, so no spelling of its path can skip it; it runs on
    // onRequest so an anonymous caller is refused before its body is parsed or validated (401 before 400).
    const guard: onRequestHookHandler = async (request) => {
      const access = request.routeOptions.config.access;
      if (access && 'public' in access) return;
      const token = bearerToken(request);
      request.user = token ? await app.verifyToken(token) : null;
      if (!request.user) throw new HttpProblem(401, MESSAGES.unauthenticated);
      if (!access || !admits(access, request.user)) throw new HttpProblem(403, MESSAGES.forbidden);
    };

    // Every route registered after this plugin passes here, Fastify's HEAD twins of GET routes too (with GET's config).
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      route.onRequest = [guard, ...asList(route.onRequest)];
      routes.push(route);
    });

    // Checked once every plugin has run, so a plugin may still set a rule on the routes of a library it registers.
    const registeredRoutes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', registeredRoutes);
    app.addHook('onReady', async () => {
      const unruled = routes.filter((route) => !route.config?.access).map((route) => `${asList(route.method).join(',')} ${route.url}`);
      if (unruled.length) throw new Error(`Every route must declare config.access (who it admits); these do not: ${unruled.join('; ')}`);
      for (const route of routes) {
        const responseStatuses = Object.keys((route.schema?.response as object | undefined) ?? {});
        for (const method of asList(route.method)) {
          registeredRoutes.push(Object.freeze({ method, url: route.url, access: route.config!.access!, responseStatuses }));
        }
      }
      Object.freeze(registeredRoutes);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
