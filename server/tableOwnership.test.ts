// Each table has one owner (docs/architecture.md "Who owns which tables"): the domain whose name its schema file bears,
// `server/db/schema/<domain>.ts`, or the platform area (`platform.ts`: server/lib and server/plugins). Only the owner
// inserts, updates or deletes its rows; another domain asks the owner's door. A source scan keeps it so: Drizzle writes
// (`.insert(t)`, `.update(t)`, `.delete(t)`, a CRUD resource's `table: t`, a table imported under another name or
// through `import * as`) and raw SQL writes (`insert into`, `update`, `delete from`, `truncate`, by table or by name).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = __dirname;
const ROOT = resolve(SERVER, '..');
const SCHEMA = join(SERVER, 'db', 'schema');
const PLATFORM = 'platform';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const rootPath = (path: string) => relative(ROOT, path).split('\\').join('/');
const resolved = (from: string, specifier: string) => {
  const path = resolve(dirname(from), specifier);
  return [`${path}.ts`, path, join(path, 'index.ts')].find(isFile) ?? path;
};

const domains = readdirSync(join(SERVER, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const schemaFiles = readdirSync(SCHEMA).filter((name) => name.endsWith('.ts') && !['index.ts', 'columns.ts'].includes(name));

/** Each table's export name and SQL name, with its owner: the schema file it is defined in. */
const tables = schemaFiles.flatMap((name) =>
  [...readFileSync(join(SCHEMA, name), 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((match) => ({
    name: match[1],
    sqlName: match[2],
    owner: basename(name, '.ts'),
  })),
);
const ownerOf = new Map(tables.map((table) => [table.name, table.owner]));
const ownerOfSql = new Map(tables.map((table) => [table.sqlName, table.owner]));

/**
 * Who a file writes as: its domain under server/modules/, the platform area for server/lib and server/plugins (and the
 * app and database wiring), or null for tooling that may write anything: the demo seed, scripts/ and bench/.
 */
function writerOf(path: string): string | null {
  const domain = /^server\/modules\/([^/]+)\//.exec(path)?.[1];
  if (domain) return domain;
  if (/^server\/db\/seed\//.test(path) || /^(scripts|bench)\//.test(path)) return null;
  return PLATFORM;
}

/** Local names that stand for a table in a file: named imports (renamed or not) and `import * as` namespaces. */
function tableNames(file: string, text: string) {
  const locals = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const match of text.matchAll(/import\s+(type\s+)?([\s\S]*?)\s+from\s+'(\.[^']*)'/g)) {
    if (match[1]) continue;
    const target = rootPath(resolved(file, match[3]));
    const fromSchema = target.startsWith('server/db/schema/');
    const fromDoor = /^server\/modules\/[^/]+\/index\.ts$/.test(target);
    if (!fromSchema && !fromDoor) continue;
    const clause = match[2];
    const namespace = /\*\s+as\s+(\w+)/.exec(clause)?.[1];
    if (namespace) namespaces.add(namespace);
    for (const spec of /\{([\s\S]*)\}/.exec(clause)?.[1].split(',') ?? []) {
      const [imported, local = imported] = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (imported && ownerOf.has(imported)) locals.set(local, imported);
    }
  }
  return { locals, namespaces };
}

interface Write {
  file: string;
  writer: string;
  table: string;
  owner: string;
}

function writesOf(path: string, text = readFileSync(path, 'utf8')): Write[] {
  const file = rootPath(path);
  const writer = writerOf(file);
  if (writer === null) return [];
  const { locals, namespaces } = tableNames(path, text);
  const tableOf = (expression: string) => {
    const [head, tail] = expression.split('.');
    if (tail && namespaces.has(head)) return ownerOf.has(tail) ? tail : undefined;
    return tail ? undefined : locals.get(head);
  };
  const found: string[] = [];
  for (const match of text.matchAll(/\.\s*(?:insert|update|delete)\(\s*([\w.]+)\s*\)/g)) {
    const table = tableOf(match[1]);
    if (table) found.push(table);
  }
  // A loop over tables (`for (const table of [services, notes]) tx.update(table)`) writes each of them.
  for (const match of text.matchAll(/for\s*\(\s*const\s+(\w+)\s+of\s+\[([\w.,\s]+)\]\s*\)/g)) {
    const body = text.slice(match.index + match[0].length, match.index + match[0].length + 400);
    if (!new RegExp(`\\.\\s*(?:insert|update|delete)\\(\\s*${match[1]}\\s*\\)`).test(body)) continue;
    for (const name of match[2].split(',')) {
      const table = tableOf(name.trim());
      if (table) found.push(table);
    }
  }
  for (const match of text.matchAll(/\btable:\s*([\w.]+)/g)) {
    const table = tableOf(match[1]);
    if (table && !/exportType\(\s*\{\s*table:/.test(text.slice(Math.max(0, match.index - 20), match.index + 8))) found.push(table);
  }
  // Raw SQL: a table interpolated (`update ${workLogs}`) or named (`delete from sessions`, `truncate a, b`).
  for (const match of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*([\w.]+)\s*\}/gi)) {
    const table = tableOf(match[1]);
    if (table) found.push(table);
  }
  const sqlNames = [...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi)].map((match) => match[1]);
  for (const match of text.matchAll(/\btruncate\s+((?:"?[a-z_]+"?\s*,\s*)*"?[a-z_]+"?)/gi))
    sqlNames.push(...match[1].split(',').map((name) => name.trim().replaceAll('"', '')));
  for (const sqlName of sqlNames) {
    const table = tables.find((candidate) => candidate.sqlName === sqlName);
    if (table && ownerOfSql.has(sqlName)) found.push(table.name);
  }
  return [...new Set(found)].map((table) => ({ file, writer, table, owner: ownerOf.get(table)! }));
}

const scanned = ['server', 'scripts', 'bench'].flatMap((dir) => (existsSync(join(ROOT, dir)) ? sourceFiles(join(ROOT, dir)) : []));
const writes = scanned.flatMap((path) => writesOf(path));

/**
 * Writes across owners that are the point of their code, each with its reason. Nothing else may join this list: a
 * domain that needs another's row changed calls the owner's door.
 */
const WHOLE_DATABASE: Record<string, string> = {
  // Restoring a backup replaces every table, and signs everyone out.
  'server/modules/data/export/restore.ts': 'restore',
  // Clearing the business data empties the business tables in one statement.
  'server/modules/data/clear/clearBusiness.ts': 'clear',
  // A backup's dump leaves out what a restore rebuilds (sessions, the job queue).
  'server/modules/data/export/backup.ts': 'backup',
};

/** Writes across owners still to move behind the owner's door: none remain, and none may be added. */
const NOT_YET_THROUGH_A_DOOR: string[] = [];

describe('table ownership', () => {
  it('finds every table in a schema file named for a domain or the platform area', () => {
    expect(tables.length).toBeGreaterThan(50);
    const owners = new Set(tables.map((table) => table.owner));
    expect([...owners].filter((owner) => owner !== PLATFORM && !domains.includes(owner))).toEqual([]);
  });

  it('sees writes, renamed imports and raw SQL included', () => {
    const kinds = new Set(writes.map((write) => `${write.writer}:${write.table}`));
    expect(kinds).toContain('workLogs:workLogs');
    expect(kinds).toContain('platform:histories');
    expect(kinds).toContain('billing:payments');
  });

  it('sees a table through a renamed import, a namespace, a loop and raw SQL', () => {
    const source = [
      "import { workLogs as visits } from '../../db/schema';",
      "import * as schema from '../../db/schema';",
      "import { callLogs, notes } from '../customers';",
      'await tx.update(visits).set({ noCharge: true });',
      'await db.delete(schema.payments);',
      'for (const table of [callLogs, notes]) await tx.update(table).set({ customerId });',
      'await tx.execute(sql`delete from wallet_credits where _id = ${id}`);',
      'await tx.execute(sql`update ${visits} set route_position = 1`);',
    ].join('\n');
    const found = writesOf(join(SERVER, 'modules', 'newsletters', 'example.ts'), source).map((write) => `${write.table}:${write.owner}`);
    expect(found.sort()).toEqual([
      'callLogs:customers',
      'notes:customers',
      'payments:billing',
      'walletCredits:referrals',
      'workLogs:workLogs',
    ]);
  });

  it('lets only the owner insert, update or delete a table’s rows', () => {
    const foreign = writes
      .filter((write) => write.writer !== write.owner && !WHOLE_DATABASE[write.file])
      .map((write) => `${write.file} writes ${write.table}`);
    expect(foreign.filter((write) => !NOT_YET_THROUGH_A_DOOR.includes(write))).toEqual([]);
    // The list only shrinks: a write moved behind its owner's door leaves it.
    expect(NOT_YET_THROUGH_A_DOOR.filter((write) => !foreign.includes(write))).toEqual([]);
  });
});
