// A fresh database of a benchmark's own on the PostgreSQL server in DATABASE_URL (dropped first if a run left one).
// BENCH_DATABASE_SUFFIX ends its name, so that people benching on one server do not drop each other's databases.
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function databaseName(benchName: string) {
  const suffix = process.env.BENCH_DATABASE_SUFFIX;
  return suffix ? `${benchName}_${suffix.replace(/\W/g, '')}` : benchName;
}

function urlOf(name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function recreateDatabase(benchName: string) {
  const name = databaseName(benchName);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  return urlOf(name);
}

/**
 * With BENCH_KEEP=1, the database a previous run of this benchmark left, if there is one (`fresh` false: the caller
 * skips its seed); else a fresh one. For re-measuring a change to the code without seeding again.
 */
export async function keptOrNewDatabase(benchName: string) {
  const name = databaseName(benchName);
  if (process.env.BENCH_KEEP === '1') {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const found = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    await client.end();
    if (found) return { url: urlOf(name), fresh: false };
  }
  return { url: await recreateDatabase(benchName), fresh: true };
}
