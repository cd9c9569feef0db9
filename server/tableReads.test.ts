// Reads of the customers and properties tables from other domains go through the customers domain's read entrance
// (server/modules/customers/reads.ts) where they look a row up; build/tableReads.ts counts, with the TypeScript
// compiler's parser, the files of other domains that still use those tables (joins in list queries and reports, mostly).
// The count may fall, never rise: a new reader asks the entrance.
import { describe, expect, it } from 'vitest';
import { foreignReads, readsOf } from '../build/tableReads';
import { schemaTables } from '../build/tableWrites';

const tables = schemaTables();
const ENTRANCE_TABLES = ['customers', 'properties'];

/**
 * Files of other domains that use the customers or properties table: 99 before the read entrance, 70 after it; six
 * joins came with receipts, the QuickBooks customer push and links, a quote's account match and a punch's first stop,
 * built beside it; four with the inbox's thread context and the visit page (each joins the visit or thread to its
 * customer and address in one query), to move to the entrance; one with a completion's stop read in the same query as
 * its visit (workLogs/transitions.ts: a statement fewer before the crew's answer, issue 68).
 */
const CEILING = 81;

describe('reads of the customers and properties tables', () => {
  const reads = foreignReads(tables).filter((read) => ENTRANCE_TABLES.includes(read.table));

  it(`stay at or under ${CEILING} files × tables outside the customers domain`, () => {
    expect(reads.length, reads.map((read) => `${read.file} ${read.table}`).join('\n')).toBeLessThanOrEqual(CEILING);
    // Lower the ceiling when reads move to the entrance, so they cannot come back unseen.
    expect(reads.length, `lower CEILING to ${reads.length}`).toBeGreaterThan(CEILING - 5);
  });

  it('counts no read of a domain’s own tables, nor one through the read entrance', () => {
    expect(reads.filter((read) => read.reader === 'customers')).toEqual([]);
    const source = ["import { propertyAddress } from '../customers/reads';", 'const address = await propertyAddress(tx, id);'].join('\n');
    expect(readsOf('server/modules/workLogs/example.ts', source, tables)).toEqual([]);
  });

  it('sees a table in a query, under another name, through a namespace and in raw SQL, not in a type', () => {
    const source = [
      "import { properties as places, workLogs } from '../../db/schema';",
      "import * as schema from '../../db/schema';",
      "import type { customers } from '../../db/schema';",
      'type Row = typeof customers.$inferSelect;',
      'await db.select().from(workLogs).innerJoin(places, eq(places._id, workLogs.propertyId));',
      'await db.select().from(schema.payments);',
      'await db.execute(sql`select * from wallet_credits w join call_logs c on c._id = w._id`);',
      'const shown = { properties: 1 };',
    ].join('\n');
    const found = readsOf('server/modules/workLogs/example.ts', source, tables)
      .map((read) => `${read.table}:${read.owner}`)
      .sort();
    expect(found).toEqual([
      'callLogs:customers',
      'payments:billing',
      'properties:customers',
      'walletCredits:referrals',
      'workLogs:workLogs',
    ]);
  });
});
