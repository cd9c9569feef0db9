// A test database a file has finished with is renamed, not dropped: on PostgreSQL 15 every DROP DATABASE forces an
// immediate checkpoint and waits for it, so each test app's close waited a second or two on the disk while every other
// test's dirty pages were written out. The run's global setup drops the renamed ones in batches, side by side, so that
// one checkpoint serves a batch (tests/setup/apiTemplate.ts).
import pg from 'pg';

const RETIRED_PREFIX = 'lawndesk_retired_';

/** Runs `work` on a connection of its own to the server, closed after. */
export async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Hands a test database over to be dropped later; dropped at once if something is still connected to it. */
export async function retireDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`alter database ${name} rename to ${RETIRED_PREFIX}${name}`);
  } catch {
    await client.query(`drop database if exists ${name} with (force)`);
  }
}

/** Drops every retired test database on the server, one connection each (at most `parallel` at a time). */
export async function dropRetired(serverUrl: string, parallel = 8): Promise<void> {
  const names = await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [
      RETIRED_PREFIX,
    ]);
    return rows.map((row) => row.datname);
  });
  const dropOne = (name: string) => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  for (let start = 0; start < names.length; start += parallel) {
    await Promise.all(names.slice(start, start + parallel).map((name) => dropOne(name).catch(() => undefined)));
  }
}
