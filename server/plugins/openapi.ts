// The API description at /api/v1/openapi.json: every operation named (operationId), described in one line with who may
// call it, and tagged with a declared tag; schemas registered with an id (the recursive ones) become components.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from '../../common/access';

const API_PREFIX = '/api/v1';
const VERBS: Record<string, string> = {
  GET: 'Reads',
  HEAD: 'Checks',
  POST: 'Sends to',
  PUT: 'Updates',
  PATCH: 'Changes',
  DELETE: 'Deletes',
};

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/v1/customers/:id/cards` → `getCustomersByIdCards`. */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(API_PREFIX, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...words(segment)] : words(segment)));
  return method.toLowerCase() + parts.map(capitalized).join('');
}

/** Who the route's rule admits, in words (`common/access.ts`). */
export function accessText(access: Access | undefined): string {
  if (!access) return 'nobody';
  if ('public' in access) return 'anyone';
  if ('signedIn' in access) return 'any signed-in user';
  if ('staffPermission' in access) return `${access.types.join(', ')} (staff with ${access.staffPermission})`;
  if ('types' in access) return access.types.join(', ');
  if ('permission' in access) return `users with ${access.permission}`;
  return `users with any of ${access.anyPermission.join(', ')}`;
}

const tagOf = (url: string) => words(url.replace(API_PREFIX, '').split('/').find(Boolean) ?? 'api').join('-') || 'api';

type Transform = typeof jsonSchemaTransform;

const describedTransform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const route = (input as unknown as { route: RouteOptions }).route;
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const method = [route.method].flat()[0];
  const described = schema as { tags?: string[]; description?: string; operationId?: string; summary?: string };
  const access = accessText(route.config?.access);
  return {
    url,
    schema: {
      ...described,
      operationId: described.operationId ?? operationIdOf(method, url),
      description: described.description ?? `${VERBS[method] ?? method} ${url.replace(API_PREFIX, '')}. Who may call it: ${access}.`,
      tags: described.tags?.length ? described.tags : [tagOf(url)],
    },
  };
};

/** Declares every tag the operations use, so tools can group them. */
const withDeclaredTags: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    paths?: Record<string, Record<string, { tags?: string[] }>>;
    tags?: { name: string }[];
  };
  const used = new Set(
    Object.values(document.paths ?? {}).flatMap((methods) => Object.values(methods).flatMap((operation) => operation.tags ?? [])),
  );
  return { ...document, tags: [...used].sort().map((name) => ({ name, description: `Operations under /${name}.` })) } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};

async function openapiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'LawnDesk API',
        version: '1.0.0',
        description: 'The JSON API of LawnDesk, under /api/v1. Sign in with POST /users/login and send the token as a bearer.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: describedTransform,
    transformObject: withDeclaredTags,
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
