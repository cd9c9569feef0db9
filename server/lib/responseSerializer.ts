// Response bodies: each route's zod schema describes its answer (types, the OpenAPI document); the body is written by
// fast-json-stringify compiled from that schema, which writes only the fields the schema names.
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/** What the compiled writer understands as zod describes it; a schema using anything else is written by zod. */
const PLAIN_KEYWORDS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'additionalItems',
  'enum',
  'const',
  'format',
  'pattern',
  'description',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema as fast-json-stringify takes it, or undefined when it uses what that writer would answer differently
 * from zod: unions of records (it would pick a branch by validating), references, defaults. A nullable record becomes
 * `nullable`.
 */
export function plainSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!isSchema(schema)) return undefined;
  const { anyOf, ...rest } = schema;
  if (anyOf !== undefined) {
    const branches = Array.isArray(anyOf) ? anyOf.filter(isSchema) : [];
    const notNull = branches.filter((branch) => branch.type !== 'null');
    if (Object.keys(rest).length || branches.length !== 2 || notNull.length !== 1) return undefined;
    const plain = plainSchemaOf(notNull[0]);
    return plain && { ...plain, nullable: true };
  }
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!PLAIN_KEYWORDS.has(keyword)) return undefined;
    if (keyword === 'type' && !(Array.isArray(value) ? value : [value]).every((type) => TYPES.has(type as string))) return undefined;
    if (keyword === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const plain = plainSchemaOf(property);
        if (!plain) return undefined;
        properties[name] = plain;
      }
      result.properties = properties;
    } else if (keyword === 'items' || (keyword === 'additionalProperties' && isSchema(value))) {
      const items = Array.isArray(value) ? value.map(plainSchemaOf) : plainSchemaOf(value);
      if (!items || (Array.isArray(items) && !items.every(Boolean))) return undefined;
      result[keyword] = items;
    } else {
      result[keyword] = value;
    }
  }
  // A record without a declared shape (z.unknown(), a loose object's extras) is written as JSON.stringify would.
  return result;
}

type Writer = (data: unknown) => string;

/**
 * Each schema's writer, compiled once a process: an app built again in the same process (every API test file builds
 * its own) reuses them rather than spend some 400 ms compiling its 300 routes' writers again. null: zod writes it.
 */
const WRITERS = new WeakMap<z.ZodType, Writer | null>();

function compiledWriter(schema: z.ZodType): Writer | undefined {
  let writer = WRITERS.get(schema);
  if (writer === undefined) {
    writer = compile(schema) ?? null;
    WRITERS.set(schema, writer);
  }
  return writer ?? undefined;
}

function compile(schema: z.ZodType): Writer | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  const plain = plainSchemaOf(jsonSchema);
  return plain && fastJsonStringify(plain as unknown as Schema);
}

/** Answers whose handler builds every object field by field from the schema's own type (writtenWhole). */
const WRITTEN_WHOLE = new WeakSet<z.ZodType>();

/**
 * Marks an answer as written by JSON.stringify: for a large answer (job costing's 28,800 rows: 80 ms in the compiled
 * writer, 20 in JSON.stringify) whose handler builds each object field by field, so that it holds no field the schema
 * does not name. The API tests' `checked` writer still encodes it with zod and fails on any difference.
 */
export function writtenWhole<T extends z.ZodType>(schema: T): T {
  WRITTEN_WHOLE.add(schema);
  return schema;
}

/**
 * The serializer of every route's response schema. `checked` (the API tests) also encodes each answer with zod, as
 * before: an answer zod refuses still fails, and one the two would write differently fails too.
 */
export function responseSerializerCompiler({ checked }: { checked: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const write = WRITTEN_WHOLE.has(route.schema) ? (data: unknown) => JSON.stringify(data) : compiledWriter(route.schema);
    if (!write) return zodSerializerCompiler(route);
    if (!checked) return write;
    const writeWithZod = zodSerializerCompiler(route);
    return (data) => {
      const expected = writeWithZod(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
