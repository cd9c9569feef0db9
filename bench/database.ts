// A fresh database of a benchmark's own on the PostgreSQL server in DATABASE_URL (dropped first if a run left one).
// BENCH_DATABASE_SUFFIX ends its name, so that people benching on one server do not drop each other's databases.
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function recreateDatabase(benchName: string) {
  const suffix = process.env.BENCH_DATABASE_SUFFIX;
  const name = suffix ? `${benchName}_${suffix.replace(/\W/g, '')}` : benchName;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
