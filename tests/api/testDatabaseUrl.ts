// The address of a database a test app makes on the PostgreSQL server in DATABASE_URL.

/**
 * A test database's address. Its sessions commit without waiting for the write-ahead log to reach the disk: a test
 * never outlives a crash of the database server, and the wait (about 6 ms a commit on this machine's disk, against
 * 1 ms without) was most of what the API suite spent on PostgreSQL.
 */
export function testDatabaseUrl(serverUrl: string, name: string): URL {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Spelled with %20: libpq (pg_dump, in the backup tests) reads a '+' as itself, not as a space.
  const options = `options=${encodeURIComponent('-c synchronous_commit=off')}`;
  url.search = url.search ? `${url.search}&${options}` : `?${options}`;
  return url;
}
