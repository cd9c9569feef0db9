// Generated request parts for the fuzz test: values shaped by a route's JSON schema, mixed with hostile ones.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

const MEGABYTE = 1024 * 1024;

/** Strings PostgreSQL cannot store or that break naive parsing, one of each kind the issue reported. */
export const hostileString = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  'x'.repeat(MEGABYTE),
  '2027-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '',
  ' ',
  '   \t\n',
  '%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{{fullName}}',
  '__proto__',
  'NaN',
  '1e400',
  '-1',
  '99999999999999999999',
  '\u202e\u200b',
  '😀'.repeat(50),
);

export const hostileNumber = fc.constantFrom(
  0,
  -1,
  -0.5,
  0.1,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  1e-300,
);

/** Anything of the wrong kind, nested a little. */
export const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.constantFrom(null, true, false, {}, [], [[]], { __proto__: { admin: true } }, { $gt: '' }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', '_id', 'constructor', 'a\u0000b', '\ud800'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const realDates = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dateLike = fc.oneof(
  realDates,
  fc.constantFrom('2027-02-30', '2026-02-29', '2026-04-31', '0000-01-01', '9999-99-99', '2026-11-23T10:00:00Z', '23/11/2026'),
);

/** Within the schema's length, so that only the hostile character stands between the value and the database. */
const unstorable = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d'), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `${before || 'a'}${bad}${after}`);

export interface Pools {
  ids: string[];
  /** Ids by the kind of record they name ('property', 'customer', 'vendor'…), so that most references resolve. */
  byKind: Map<string, string[]>;
}

const KIND_ALIASES: Record<string, string> = { assignee: 'user', handledby: 'user', except: 'user' };

/** 'propertyId' → 'property', 'customers' → 'customer', 'call-logs' → 'calllog'. */
export function kindOf(name: string): string {
  const kind = name
    .replace(/_?ids?$/i, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()
    .replace(/s$/, '');
  return KIND_ALIASES[kind] ?? kind;
}

function idsOfKind(kind: string, pools: Pools): string[] {
  const exact = pools.byKind.get(kind);
  if (exact) return exact;
  for (const [key, ids] of pools.byKind) if (kind && (key.endsWith(kind) || kind.endsWith(key))) return ids;
  return pools.ids;
}

/** Mostly an existing record of the right kind, now and then one of another kind. */
const realId = (kind: string, pools: Pools) =>
  fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...idsOfKind(kind, pools)) }, fc.constantFrom(...pools.ids));

/** A value for a property whose name says what it holds (ids, dates, e-mails, phones) before its schema is consulted. */
function byName(name: string, pools: Pools): fc.Arbitrary<unknown> | undefined {
  if (/(^|[a-z])(id|Id|ids|Ids)$/.test(name) || name === '_id') {
    return fc.oneof(
      { weight: 8, arbitrary: realId(kindOf(name), pools) },
      fc.uuid(),
      hostileString,
      fc.array(realId(kindOf(name), pools), { maxLength: 3 }),
    );
  }
  if (/date|Date|From$|To$|^from$|^to$|activeOn/.test(name)) return fc.oneof({ weight: 6, arbitrary: dateLike }, hostileString);
  if (/email/i.test(name))
    return fc.oneof(
      { weight: 6, arbitrary: fc.emailAddress() },
      unstorable.map((text) => `${text}@example.com`),
      hostileString,
    );
  if (/mobile|phone/i.test(name))
    return fc.oneof(
      { weight: 6, arbitrary: fc.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/) },
      unstorable.map((text) => `512555010${text}`),
      hostileString,
    );
  if (/zip/i.test(name) && !/zipcodes/i.test(name)) return fc.oneof({ weight: 6, arbitrary: fc.stringMatching(/^7\d{4}$/) }, hostileString);
  return undefined;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 2, arbitrary: unstorable },
    fc.string({ minLength, maxLength: Math.max(minLength, 20), unit: 'binary' }),
    fc.constant('x'.repeat(schema.maxLength === undefined ? MEGABYTE : schema.maxLength + 1)),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -2e9)), max: Math.floor(Math.min(max, 2e9)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inRange }, hostileNumber, fc.constantFrom(min - 1, max + 1));
}

/** Mostly values of the schema's own shape, each field now and then replaced by junk. */
export function valueOf(schema: JsonSchema | undefined, pools: Pools, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  // Rare enough that most bodies are otherwise well formed and reach the database with one odd value.
  return fc.oneof({ weight: 30, arbitrary: shapedValueOf(schema, pools, name, depth) }, { weight: 1, arbitrary: junk });
}

function shapedValueOf(schema: JsonSchema, pools: Pools, name: string, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => shapedValueOf(branch, pools, name, depth + 1)));
  if (schema.allOf?.length) return shapedValueOf(Object.assign({}, ...schema.allOf), pools, name, depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const named = byName(name, pools);
  const type = typeOf(schema);
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectOf(schema, pools, depth);
      case 'array': {
        const itemSchema = Array.isArray(schema.items) ? undefined : schema.items;
        if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => valueOf(item, pools, name, depth + 1)));
        return fc.array(valueOf(itemSchema, pools, name, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
      }
      case 'string':
        return named ?? stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      default:
        return named ?? junk;
    }
  })();
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null')) ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function objectOf(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) record[key] = valueOf(property, pools, key, depth + 1);
  const shaped = fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  // Unknown keys ride along now and then: a schema must drop them, never store them.
  return fc
    .tuple(
      shaped,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('extra', 'a\u0000b', '\ud800', '_id', 'createdAt'), junk, { maxKeys: 2 }) },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A path segment as sent on the wire: real ids, random UUIDs, and encodings that decode to NUL or broken UTF-8. */
export function pathSegmentOf(pools: Pools, kind: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: realId(kind, pools) },
    { weight: 2, arbitrary: fc.uuid() },
    fc.constantFrom(
      '%00',
      'a%00b',
      `${pools.ids[0]}%00`,
      '%ED%A0%80',
      '%C0%80',
      '%FF',
      '%25',
      'null',
      'undefined',
      '0',
      '-1',
      'current',
      '..%2F..',
      'x'.repeat(5000),
      "'%20or%201=1",
    ),
  );
}

/** Query text as sent on the wire; lone surrogates cannot go through encodeURIComponent, so they go as their raw bytes. */
export function encodeQueryValue(value: string): string {
  let encoded = '';
  for (const character of value.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? []) {
    const code = character.charCodeAt(0);
    encoded += character.length === 1 && code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(character);
  }
  return encoded;
}

const FILTER_KEYS = [
  'q',
  'id',
  'status',
  'marketId',
  'customerId',
  'propertyId',
  'vendorId',
  'userId',
  'week',
  'isArchived',
  'locked',
  'type',
  'role',
  'zipCode',
  'entity',
  'channel',
  'to',
];

/** A list query of ra-data-simple-rest: sort, range and filter as JSON strings, often malformed or oversized. */
export function listQueryValueOf(name: string, pools: Pools): fc.Arbitrary<string> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => JSON.stringify(value));
  if (name === 'range') {
    return fc.oneof(
      json(fc.tuple(fc.nat(2000), fc.nat(2000)).map(([a, b]) => [Math.min(a, b), Math.max(a, b)])),
      fc.constantFrom('[0,100000000]', '[0,1000]', '[0,999]', '[5,2]', '[-1,9]', '[0]', '[0,1e400]', 'nope', '[0,9', '[1.5,3]', '{"0":0}'),
    );
  }
  if (name === 'sort')
    return fc.oneof(
      json(fc.tuple(fc.constantFrom('name', 'createdAt', '_id', 'address', 'x\u0000'), fc.constantFrom('ASC', 'DESC', 'desc', ''))),
      fc.constantFrom('[]', 'x', '["name"]'),
    );
  if (name === 'filter') {
    const filterValue = fc.oneof(
      fc.constantFrom(...pools.ids),
      hostileString,
      fc.array(fc.oneof(fc.constantFrom(...pools.ids), hostileString), { maxLength: 3 }),
      fc.boolean(),
      hostileNumber,
    );
    return fc.oneof(
      json(fc.dictionary(fc.constantFrom(...FILTER_KEYS), filterValue, { maxKeys: 3 })),
      json(fc.constant({ id: Array.from({ length: 5000 }, (_, index) => pools.ids[index % pools.ids.length]) })),
      fc.constantFrom('{', 'null', '[]', '"x"'),
    );
  }
  return fc.oneof(fc.constantFrom(...pools.ids), hostileString, fc.integer().map(String), fc.string({ maxLength: 20 }));
}

const MULTIPART_PART =
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';

/** Bodies that are not JSON, under the content types a client might send them with. */
export const rawBody = fc.record({
  contentType: fc.constantFrom(
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/json',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
  ),
  payload: fc.oneof(
    fc.constantFrom('', '--x\r\n', MULTIPART_PART, `${MULTIPART_PART}--x--\r\n`, '{"a":', 'null', '[]', '"\\u0000"', 'a=1&b=%00'),
    fc.string({ maxLength: 50 }),
  ),
});
