// Each table has one owner (docs/architecture.md "Who owns which tables"): the domain whose name its schema file bears,
// `server/db/schema/<domain>.ts`, or the platform area (`platform.ts`: server/lib and server/plugins). Only the owner
// inserts, updates or deletes its rows; another domain asks the owner's door. The files' syntax trees keep it so
// (build/tableWrites.ts, the TypeScript compiler's parser): Drizzle writes, a table imported under another name or
// through `import * as`, a loop over tables, and raw SQL in strings and templates.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allWrites, PLATFORM, schemaTables, writesOf } from '../build/tableWrites';

const tables = schemaTables();
const writes = allWrites(tables);
const domains = readdirSync(join(__dirname, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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

const found = (file: string, source: string) =>
  writesOf(file, source, tables)
    .map((write) => `${write.table}:${write.owner}`)
    .sort();

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
    expect(found('server/modules/newsletters/example.ts', source)).toEqual([
      'callLogs:customers',
      'notes:customers',
      'payments:billing',
      'walletCredits:referrals',
      'workLogs:workLogs',
    ]);
  });

  it('reads imports as the compiler does: a package import before the schema’s loses no table', () => {
    // The regular expression this test once used ran from `import { and, eq } from 'drizzle-orm'` to the next relative
    // import and lost every name in between: messaging's e-mail queue updated customers unseen.
    const source = [
      "import { and, eq } from 'drizzle-orm';",
      "import type { FastifyInstance } from 'fastify';",
      "import { customers, emailMessages } from '../../db/schema';",
      'await db.update(customers).set({ emailInvalidAt: new Date() }).where(eq(customers._id, id));',
      'await db.update(emailMessages).set({ status: "failed" });',
    ].join('\n');
    expect(found('server/modules/messaging/example.ts', source)).toEqual(['customers:customers', 'emailMessages:messaging']);
  });

  it('counts no comment, no type-only import and no Map’s delete as a write', () => {
    const source = [
      "import type { payments } from '../../db/schema';",
      "import { customers } from '../../db/schema';",
      '// once: await tx.update(customers) and `delete from properties`',
      'const seen = new Map(); seen.delete(customers._id);',
      'await tx.update(payments);',
    ].join('\n');
    expect(found('server/modules/newsletters/example.ts', source)).toEqual([]);
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
