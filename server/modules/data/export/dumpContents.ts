// What a `.pgdump` may hold to be restored: plain schema and data the migrations know. A backup is a file anyone may
// have crafted (a matching checksum proves only that it was not damaged), and pg_restore runs whatever SQL it carries,
// so its table of contents (`pg_restore --list`) and every statement it would run (`pg_restore --file=-`) are read
// first, and anything else is refused: roles, grants and owners, functions and triggers the migrations did not create,
// other extensions, COPY … PROGRAM, event triggers, rules, policies, DO blocks. No I/O here: backup.ts feeds it.

/** The functions (with their bodies), triggers and extensions our migrations create. */
export interface MigrationObjects {
  functions: Map<string, string>;
  triggers: Set<string>;
  extensions: Set<string>;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Read from the migrations' SQL, in their order (a later definition of a function replaces an earlier one). */
export function migrationObjectsOf(migrations: readonly string[]): MigrationObjects {
  const known: MigrationObjects = { functions: new Map(), triggers: new Set(), extensions: new Set() };
  for (const sql of migrations) {
    for (const [, name, body] of sql.matchAll(
      /CREATE (?:OR REPLACE )?FUNCTION\s+(?:public\.)?"?(\w+)"?\(\)\s+RETURNS trigger\s+LANGUAGE plpgsql\s+AS \$\$([\s\S]*?)\$\$/gi,
    ))
      known.functions.set(name, squash(body));
    for (const [, name] of sql.matchAll(/CREATE TRIGGER\s+"?(\w+)"?/gi)) known.triggers.add(name);
    for (const [, name] of sql.matchAll(/CREATE EXTENSION (?:IF NOT EXISTS )?"?(\w+)"?/gi)) known.extensions.add(name);
  }
  return known;
}

const SCHEMAS = new Set(['public', 'drizzle']);
/** The kinds of entry pg_dump writes for our tables; anything else (ACL, OWNER, ROLE, EVENT TRIGGER, RULE, POLICY…) is refused. */
const PLAIN_ENTRIES = [
  'TABLE DATA',
  'TABLE',
  'SEQUENCE OWNED BY',
  'SEQUENCE SET',
  'SEQUENCE',
  'DEFAULT',
  'FK CONSTRAINT',
  'CONSTRAINT',
  'INDEX',
];

/** The table of contents' entries that are not plain schema and data the migrations know, as `TYPE schema name`. */
export function strangeEntries(list: string, known: MigrationObjects): string[] {
  const strange: string[] = [];
  for (const line of list.split('\n')) {
    // `<id>; <catalog oid> <oid> <TYPE…> <schema> <name…> <owner>`; comments start with `;`.
    const entry = /^\d+; \d+ \d+ (.+)$/.exec(line.trim());
    if (!entry) continue;
    const rest = entry[1];
    const type = PLAIN_ENTRIES.find((kind) => rest.startsWith(`${kind} `));
    const [schema, name] = (type ? rest.slice(type.length + 1) : rest).split(' ');
    if (type && SCHEMAS.has(schema)) continue;
    if (rest.startsWith('SCHEMA - ') && SCHEMAS.has(rest.split(' ')[2])) continue;
    if (/^EXTENSION - (\w+)/.test(rest) && known.extensions.has(rest.split(' ')[2])) continue;
    if (/^COMMENT - EXTENSION (\w+)/.test(rest) && known.extensions.has(rest.split(' ')[3])) continue;
    const fn = /^FUNCTION public (\w+)\(\) /.exec(rest);
    if (fn && known.functions.has(fn[1])) continue;
    const trigger = /^TRIGGER public \w+ (\w+) /.exec(rest);
    if (trigger && known.triggers.has(trigger[1])) continue;
    strange.push(rest.replace(/ \S*$/, '').slice(0, 120) || name);
  }
  return strange;
}

const SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'client_encoding',
  'standard_conforming_strings',
  'check_function_bodies',
  'xmloption',
  'client_min_messages',
  'row_security',
  'default_tablespace',
  'default_table_access_method',
]);
/** Words a column default, a constraint or an index may put before a parenthesis: keywords, types, and harmless functions. */
const CALLS = new Set([
  'key',
  'unique',
  'check',
  'default',
  'where',
  'and',
  'or',
  'not',
  'any',
  'all',
  'in',
  'btree',
  'gin',
  'gist',
  'hash',
  'include',
  'now',
  'gen_random_uuid',
  'nextval',
  'lower',
  'upper',
  'coalesce',
  'numeric',
  'decimal',
  'varchar',
  'varying',
  'char',
  'character',
  'timestamp',
  'time',
  'interval',
]);

const TABLE = String.raw`(?:public|drizzle)\.\w+`;
/** CREATE TABLE, CREATE SEQUENCE, ALTER … OWNED BY, a column default, a key, a foreign key, a check, an index. */
const PLAIN_STATEMENTS = [
  new RegExp(`^CREATE TABLE ${TABLE} \\(`),
  new RegExp(`^CREATE SEQUENCE ${TABLE} (AS \\w+ )?START WITH \\d+ INCREMENT BY \\d+ [\\w ]+;$`),
  new RegExp(`^ALTER SEQUENCE ${TABLE} OWNED BY ${TABLE}\\.\\w+;$`),
  new RegExp(`^ALTER TABLE ONLY ${TABLE} ALTER COLUMN \\w+ SET DEFAULT `),
  new RegExp(`^ALTER TABLE ONLY ${TABLE} ADD CONSTRAINT \\w+ (PRIMARY KEY|UNIQUE|FOREIGN KEY|CHECK) \\(`),
  new RegExp(`^CREATE (UNIQUE )?INDEX \\w+ ON (ONLY )?${TABLE} USING \\w+ \\(`),
];

/** An identity column's sequence, as pg_dump writes it for `generated always as identity` (the domain events' outbox). */
const IDENTITY = new RegExp(
  `^ALTER TABLE (ONLY )?${TABLE} ALTER COLUMN \\w+ ADD GENERATED (ALWAYS|BY DEFAULT) AS IDENTITY \\( SEQUENCE NAME ${TABLE} START WITH \\d+ INCREMENT BY \\d+ [\\w ]+ \\);$`,
);

const withoutLiterals = (statement: string) => statement.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""');

/** Why one statement of the script is refused, or null when it is plain schema or data. */
function refusal(statement: string, known: MigrationObjects, tables: ReadonlySet<string>): string | null {
  const oneLine = squash(statement);
  const bare = withoutLiterals(oneLine);
  if (/^\\(un)?restrict \w+$/.test(oneLine)) return null;
  const fn = /^CREATE FUNCTION public\.(\w+)\(\) RETURNS trigger LANGUAGE plpgsql AS \$\$([\s\S]*)\$\$;$/.exec(oneLine);
  if (fn) return known.functions.get(fn[1]) === squash(fn[2]) ? null : `a function our migrations did not write: ${fn[1]}`;
  if (bare.includes('$') || bare.includes('\\')) return 'quoting that plain schema does not use';
  if (bare.indexOf(';') !== bare.length - 1) return 'more than one statement';
  const set = /^SET (\w+) = [\w'.-]+;$/.exec(bare);
  if (set) return SETTINGS.has(set[1]) ? null : `a setting: ${set[1]}`;
  if (oneLine === "SELECT pg_catalog.set_config('search_path', '', false);") return null;
  if (/^SELECT pg_catalog\.setval\('(public|drizzle)\.\w+', \d+, (true|false)\);$/.test(oneLine)) return null;
  if (/^CREATE SCHEMA (\w+);$/.test(oneLine)) return SCHEMAS.has(oneLine.split(/[ ;]/)[2]) ? null : `a schema: ${oneLine}`;
  const extension = /^(?:CREATE EXTENSION IF NOT EXISTS (\w+) WITH SCHEMA public|COMMENT ON EXTENSION (\w+) IS '')/.exec(bare);
  if (extension) return known.extensions.has(extension[1] ?? extension[2]) ? null : `an extension: ${extension[1] ?? extension[2]}`;
  const trigger =
    /^CREATE TRIGGER (\w+) (?:BEFORE|AFTER) [\w, ]+ ON public\.\w+ FOR EACH (?:ROW|STATEMENT) EXECUTE FUNCTION public\.(\w+)\(\);$/.exec(bare);
  if (trigger)
    return known.triggers.has(trigger[1]) && known.functions.has(trigger[2]) ? null : `a trigger our migrations did not write: ${trigger[1]}`;
  if (/^COPY (public|drizzle)\.\w+ \([\w, ""]+\) FROM stdin;$/.test(bare)) return null;
  if (IDENTITY.test(bare)) return null;
  const plain = PLAIN_STATEMENTS.some((shape) => shape.test(bare));
  if (!plain) return `a statement that is not plain schema: ${oneLine.slice(0, 80)}`;
  // A quoted name before a parenthesis is a call too (`"evil"(…)`, `public."evil"(…)`): plain schema never writes one.
  if (/""\s*\(/.test(bare)) return `a call to a quoted name in ${oneLine.slice(0, 80)}`;
  for (const [, called] of bare.matchAll(/([A-Za-z_][\w.]*)\s*\(/g)) {
    const [schema, name] = called.includes('.') ? called.toLowerCase().split('.') : ['', called.toLowerCase()];
    if (schema ? SCHEMAS.has(schema) && tables.has(name) : CALLS.has(name)) continue;
    return `a call to ${called}() in ${oneLine.slice(0, 80)}`;
  }
  return null;
}

/**
 * Reads the script `pg_restore --file=-` prints, line by line, and answers why it would be refused (the first few
 * reasons), or nothing. The rows inside COPY … FROM stdin are data, passed over.
 */
export class DumpScriptCheck {
  readonly refusals: string[] = [];
  private statement = '';
  private inData = false;

  constructor(
    private readonly known: MigrationObjects,
    private readonly tables: ReadonlySet<string>,
  ) {}

  line(line: string): void {
    if (this.inData) {
      if (line === '\\.') this.inData = false;
      return;
    }
    if (this.statement === '' && (line.trim() === '' || line.startsWith('--'))) return;
    this.statement += `${line}\n`;
    const open = this.statement.split('$$').length % 2 === 0;
    if (open || !(line.trimEnd().endsWith(';') || /^\\(un)?restrict /.test(line))) return;
    const why = refusal(this.statement, this.known, this.tables);
    if (why && this.refusals.length < 5) this.refusals.push(why);
    if (/ FROM stdin;\s*$/.test(this.statement) && !why) this.inData = true;
    this.statement = '';
  }

  /** The reasons, with a statement left unfinished at the end counted as one. */
  finish(): string[] {
    if (this.statement.trim() && this.refusals.length < 5) this.refusals.push('an unfinished statement');
    return this.refusals;
  }
}

/**
 * The table of contents without the job queue's schema (pg-boss's tables and functions, which no migration of ours
 * makes): a restore leaves it out, and the server makes the queue afresh at its start.
 */
export function withoutSchema(list: string, schema: string): string {
  const inSchema = new RegExp(String.raw`^\d+; \d+ \d+ (?:[A-Z]+ )+(?:${schema} |- (?:[A-Z]+ )?${schema}(?: |$))`);
  return list
    .split('\n')
    .filter((line) => !inSchema.test(line.trim()))
    .join('\n');
}

/** The tables a table of contents creates, by name, so that a foreign key may name them. */
export function tablesOf(list: string): Set<string> {
  return new Set([...list.matchAll(/^\d+; \d+ \d+ TABLE (?:public|drizzle) (\w+) /gm)].map(([, name]) => name));
}
