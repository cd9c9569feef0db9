// Nightly upkeep of the embedded database. PostgreSQL's autovacuum reclaims dead rows and refreshes the planner's
// statistics on its own; PGlite runs without it, so a job does both once a night. Without fresh statistics the
// planner misjudges joins, and the lists' estimated totals (pg_class.reltuples) drift from the truth.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export async function upkeepDatabase(database: Pick<Database, 'db' | 'kind'>): Promise<'vacuumed' | 'autovacuum'> {
  if (database.kind !== 'pglite') return 'autovacuum';
  await database.db.execute(sql`vacuum (analyze)`);
  return 'vacuumed';
}
