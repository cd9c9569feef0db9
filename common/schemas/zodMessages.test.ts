// Every message a shared schema can give is a catalog key: each exported schema is fed missing, empty and wrong values.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey, parseMessage, renderMessage } from '../i18n/catalog';
import { roleInput } from './role';
import { propertyInput } from './customer';
import { installZodMessages, zodIssueMessage } from './zodMessages';

// As the browser (src/zodConfig.ts) and the server (server/app.ts) install it: zod's own checks worded from the catalog.
installZodMessages();

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file}:${name}`, schema })),
);

const PROBES: unknown[] = [undefined, null, '', '   ', 'x', 'not-a-date', -1, 0, 1.5, 1e12, true, [], [null], {}, 'a'.repeat(300)];

/** Messages of the issues a value raises; a schema that throws on a wrong shape reports that as a message too. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  try {
    return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  } catch (error) {
    return [`threw: ${(error as Error).message}`];
  }
}

/** Each probe as the whole value and, for an object schema, as each of its fields in turn. */
function probe(schema: z.ZodType): string[] {
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return PROBES.flatMap((value) => [messagesOf(schema, value), ...shape.map((field) => messagesOf(schema, { [field]: value }))].flat());
}

describe('the shared schemas', () => {
  it('are found', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it('answer catalog keys for every issue, never zod’s English', () => {
    const notKeys = schemas.flatMap(({ name, schema }) =>
      [...new Set(probe(schema))].filter((message) => !isMessageKey(parseMessage(message).key)).map((message) => `${name}: ${message}`),
    );
    expect(notKeys).toEqual([]);
  });
});

describe('the messages people read', () => {
  const spanish = (value: unknown) => messagesOf(roleInput, value).map((message) => renderMessage('es', message));

  it('name the missing role name in the chosen language', () => {
    expect(messagesOf(roleInput, { name: null }).map((message) => renderMessage('en', message))).toEqual(['Role name is required.']);
    expect(spanish({ name: '' })).toEqual([renderMessage('es', 'validation.role.role_name_required')]);
  });

  it('say what is wrong with a negative lot size, and that a blank one is missing', () => {
    const lotSize = (value: unknown) =>
      propertyInput.shape.lotSize.safeParse(value).error?.issues.map((issue) => renderMessage('en', issue.message));
    expect(lotSize(-5)).toEqual(['Lot size must be at least 1 sq ft.']);
    expect(lotSize(null)).toEqual(['Lot size is required.']);
    expect(lotSize('')).toEqual(['Lot size is required.']);
  });

  it('word zod’s own checks from the catalog', () => {
    const issue = (schema: z.ZodType, value: unknown) => renderMessage('en', schema.safeParse(value).error!.issues[0].message);
    expect(issue(z.string(), null)).toBe('This field is required.');
    expect(issue(z.number(), 'abc')).toBe('Enter a number.');
    expect(issue(z.number().min(3), 2)).toBe('Enter 3 or more.');
    expect(issue(z.string().max(4), 'abcdef')).toBe('At most 4 characters.');
    expect(issue(z.enum(['a', 'b']), 'c')).toBe('Choose one of the options.');
    expect(issue(z.email(), 'nope')).toBe(renderMessage('en', 'validation.common.valid_email_required'));
    expect(
      renderMessage(
        'es',
        zodIssueMessage({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: -1, path: [] } as never),
      ),
    ).toBe('Ingrese 0 o más.');
  });
});
