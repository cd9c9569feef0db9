import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../common/schemas/envelope';
import { plainSchemaOf, responseSerializerCompiler, writtenWhole } from './responseSerializer';

const writerOf = (schema: z.ZodType, checked = false) =>
  responseSerializerCompiler({ checked })({ schema, method: 'GET', url: '/things', httpStatus: '200' }) as (data: unknown) => string;
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });

const row = z.object({
  _id: z.string(),
  crewId: z.string().nullable(),
  lotSize: z.number().nullable(),
  status: z.enum(['pending', 'completed']),
});

describe('the response serializer', () => {
  it('compiles a schema once a process: an app built again reuses its routes’ writers, envelopes included', () => {
    expect(envelope(row)).toBe(envelope(row));
    expect(writerOf(envelope(row))).toBe(writerOf(envelope(row)));
    expect(writerOf(envelope(z.array(row)))).not.toBe(writerOf(envelope(z.array(row))));
  });

  it('writes only the fields the schema names, at every depth', () => {
    const write = writerOf(envelope(z.array(row.extend({ crew: z.object({ name: z.string() }).nullable() }))));
    const body = {
      status: 200,
      data: [{ _id: 'w1', crewId: null, lotSize: 1.5, status: 'pending', passwordHash: 'x', crew: { name: 'A', secret: 'y' } }],
      internal: true,
    };
    expect(JSON.parse(write(body))).toEqual({
      status: 200,
      data: [{ _id: 'w1', crewId: null, lotSize: 1.5, status: 'pending', crew: { name: 'A' } }],
    });
  });

  it('writes a message with its key and parameters, and text as JSON.stringify would (required fields first)', () => {
    const write = writerOf(envelope(z.object({ note: z.string() })));
    const body = {
      status: 200,
      message: 'Saved',
      messageKey: 'server.saved',
      params: { count: 2, name: 'Ann' },
      data: { note: 'a "quote" \\ \u0000 \ud800 é' },
    };
    const { status, data, ...message } = body;
    expect(write(body)).toBe(JSON.stringify({ status, data, ...message }));
  });

  it('compiles the schemas a route answers with, and leaves to zod what it would write differently', () => {
    expect(plainSchemaOf(jsonSchemaOf(envelope(z.array(row))))).toBeDefined();
    expect(
      plainSchemaOf(jsonSchemaOf(z.object({ kind: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) }))),
    ).toBeUndefined();
    expect(plainSchemaOf(jsonSchemaOf(z.object({ name: z.string().default('none') })))).toBeUndefined();
    // zod's own writer still answers them, stripping as before.
    expect(JSON.parse(writerOf(z.object({ name: z.string().default('none') }))({ name: 'x', other: 1 }))).toEqual({ name: 'x' });
  });

  it('refuses what zod refuses when checked, as the API tests run it', () => {
    expect(() => writerOf(row, true)({ _id: 'w1', crewId: null, lotSize: null, status: 'lost' })).toThrow();
    expect(() => writerOf(row, true)({ _id: 'w1', crewId: null, status: 'pending' })).toThrow();
    expect(writerOf(row, true)({ _id: 'w1', crewId: 'c1', lotSize: null, status: 'completed', extra: 1 })).toBe(
      '{"_id":"w1","crewId":"c1","lotSize":null,"status":"completed"}',
    );
  });

  it('writes an answer marked whole with JSON.stringify, and the checked writer refuses a field the schema lacks', () => {
    const schema = writtenWhole(envelope(z.object({ rows: z.array(row) })));
    const body = { status: 200, data: { rows: [{ _id: 'w1', crewId: null, lotSize: null, status: 'completed' }] } };
    expect(writerOf(schema)(body)).toBe(JSON.stringify(body));
    expect(writerOf(schema, true)(body)).toBe(JSON.stringify(body));
    const leaking = { status: 200, data: { rows: [{ ...body.data.rows[0], passwordHash: 'x' }] } };
    expect(() => writerOf(schema, true)(leaking)).toThrow(/passwordHash/);
  });
});
