// `npm run bench:backup`: backup and restore times and sizes for the demo business, then for the demo with 100,000 more
// customers with a property each, on PGlite (a fresh data directory) and on PostgreSQL (DATABASE_URL, a database of
// the bench's own). Each restore goes into an empty directory or database. While each backup runs, the app serves
// HTTP and `/health/live` is asked every 50 ms (bench/liveness.ts): its p50, p95, max and the answers over 100 ms.
// Figures only, no assertions.
// BENCH_BACKUP_KINDS=pglite or postgres runs one kind; BENCH_CUSTOMERS changes the 100,000.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { backUp, type BackupSource, restoreBackup, type RestoreTarget } from '../server/modules/data';
import { benchConfig } from './benchApp';
import { recreateDatabase } from './database';
import { loadCustomers } from './loadCustomers';
import { livenessLine, withLiveness } from './liveness';
import { secondsSince } from './measure';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const KINDS = (process.env.BENCH_BACKUP_KINDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const work = mkdtempSync(path.join(tmpdir(), 'lawndesk-bench-backup-'));
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function restoreTarget(kind: 'pglite' | 'postgres', label: string): Promise<RestoreTarget> {
  if (kind === 'pglite') return { kind, dataDir: mkdtempSync(path.join(work, `restore-${label}-`)) };
  return { kind, url: await recreateDatabase(`lawndesk_bench_restore_${label}`) };
}

async function measure(kind: 'pglite' | 'postgres', label: string, source: BackupSource, address: string) {
  const { result: run, seconds, liveness } = await withLiveness(address, () => backUp(source, path.join(work, `backups-${kind}`), 10));
  const backupSeconds = seconds.toFixed(1);
  if (!run.ok || !run.file) throw new Error(`backup failed: ${run.error}`);
  console.log(livenessLine(`${kind}, ${label}: backup`, seconds, liveness));
  const target = await restoreTarget(kind, label);
  const restoring = performance.now();
  await restoreBackup(path.join(work, `backups-${kind}`, run.file), target);
  console.log(
    `${kind}, ${label}: backup ${backupSeconds} s (${megabytes(run.bytes ?? 0)} ${run.file.replace(/^.*?\./, '.')}), restore into an empty ${kind === 'pglite' ? 'directory' : 'database'} ${secondsSince(restoring)} s`,
  );
}

for (const kind of KINDS) {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const url = kind === 'postgres' ? await recreateDatabase('lawndesk_bench_backup') : undefined;
  const seeding = performance.now();
  const app = await buildApp(benchConfig(url as string, { seedDemo: true, dataDir, ...(kind === 'pglite' && { databaseUrl: undefined }) }));
  const { db } = app.database;
  const source: BackupSource = kind === 'pglite' ? { kind, client: app.database.embedded! } : { kind, url: url! };
  const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from customers`)).rows[0].n;
  console.log(`${kind}: demo seeded in ${secondsSince(seeding)} s, ${await count()} customers`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await measure(kind, 'demo', source, address);
  const loading = performance.now();
  await loadCustomers(db, CUSTOMERS);
  console.log(
    `${kind}: ${CUSTOMERS.toLocaleString('en-US')} customers with properties loaded in ${secondsSince(loading)} s, ${await count()} customers`,
  );
  await measure(kind, `${CUSTOMERS / 1000}k`, source, address);
  await app.close();
}
rmSync(work, { recursive: true, force: true });
