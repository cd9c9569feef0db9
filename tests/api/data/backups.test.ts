// /backups: Back up now writes a backup with its checksum, the list and the last run say so, the download streams the
// very bytes listed, the folder keeps the newest N of the settings, names that are not a backup's (a path) get a 400,
// and the nightly job makes one too. Who may call them is in the access matrix.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupsState } from '../../../common/schemas/backup';
import { backupPlaceOf, dataExportJobs } from '../../../server/modules/data';
import { restoreBackup, type RestoreTarget } from '../../../server/modules/data/export/restore';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let token: string;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });

async function state(): Promise<BackupsState> {
  const response = await call('GET', '/backups');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: BackupsState }>().data;
}

/** Back up now, then the list until the run is over. */
async function backUpNow(): Promise<BackupsState> {
  const started = await call('POST', '/backups');
  expect(started.statusCode).toBe(202);
  expect(started.json<{ data: BackupsState }>().data.running).toBe(true);
  for (let tries = 0; tries < 600; tries++) {
    const now = await state();
    if (!now.running) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the backup did not finish within a minute');
}

/** An empty place to restore into: a data directory, or a new database on the server (dropped after the file). */
const databases: string[] = [];
async function emptyTarget(under: string): Promise<RestoreTarget> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { kind: 'pglite', dataDir: mkdtempSync(path.join(under, 'data-')) };
  const name = `lawndesk_download_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(`create database ${name}`);
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}
async function onServer(text: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

beforeAll(async () => {
  t = await createTestApp();
  const business = await buildBusiness(t.app);
  token = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  for (const name of databases) await onServer(`drop database if exists ${name} with (force)`);
  rmSync(t.config.backupDir!, { recursive: true, force: true });
});

describe('/backups', () => {
  it('lists nothing before the first backup', async () => {
    expect(await state()).toEqual({ last: null, files: [], keep: 7, running: false });
  });

  it('backs up now, lists the backup with its checksum, and streams the same bytes', async () => {
    const after = await backUpNow();
    expect(after.last).toMatchObject({ ok: true, error: null, kind: t.app.database.kind });
    expect(after.files).toHaveLength(1);
    const [listed] = after.files;
    expect(listed.file).toBe(after.last!.file);
    const onDisk = readFileSync(path.join(t.config.backupDir!, listed.file));
    // It holds every secret: no one but the server's user reads it.
    expect(statSync(path.join(t.config.backupDir!, listed.file)).mode & 0o077).toBe(0);
    expect(listed.bytes).toBe(onDisk.length);
    expect(listed.sha256).toBe(createHash('sha256').update(onDisk).digest('hex'));

    const download = await call('GET', `/backups/${listed.file}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${listed.file}"`);
    expect(download.headers['x-checksum-sha256']).toBe(listed.sha256);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(listed.sha256);
  });

  it('restores a downloaded backup with the checksum System Settings offers beside it, or given by hand', async () => {
    const [listed] = (await state()).files;
    const download = await call('GET', `/backups/${listed.file}`);
    const downloads = mkdtempSync(path.join(tmpdir(), 'lawndesk-downloads-'));
    try {
      const saved = path.join(downloads, listed.file);
      writeFileSync(saved, download.rawPayload);
      // Without its checksum a backup is not restored; the page saves `<file>.sha256` in sha256sum's format.
      await expect(restoreBackup(saved, await emptyTarget(downloads))).rejects.toThrow(/\.sha256 is missing/);
      writeFileSync(`${saved}.sha256`, `${listed.sha256}  ${listed.file}\n`);
      await restoreBackup(saved, await emptyTarget(downloads));
      rmSync(`${saved}.sha256`);
      await restoreBackup(saved, await emptyTarget(downloads), { sha256: listed.sha256! });
    } finally {
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it('removes what a crashed backup left, and leaves another process’s backup under way', async () => {
    const dir = t.config.backupDir!;
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      const crashed = [`.lawndesk-20260101T000000Z.pgdump.${ended}.partial`, '.lawndesk-20260101T000001Z.pgdump.partial'];
      const scratch = `.lawndesk-20260101T000002Z.pglite.tar.gz.${ended}.partial.scrub`;
      const underWay = `.lawndesk-20260101T000003Z.pgdump.${sleeper.pid}.partial`;
      for (const name of [...crashed, underWay]) writeFileSync(path.join(dir, name), 'x');
      mkdirSync(path.join(dir, scratch));
      expect((await backUpNow()).last?.ok).toBe(true);
      const names = readdirSync(dir);
      for (const name of [...crashed, scratch]) expect(names).not.toContain(name);
      expect(names).toContain(underWay);
      rmSync(path.join(dir, underWay));
    } finally {
      sleeper.kill();
    }
  });

  it('keeps the newest N of the settings', async () => {
    expect((await call('PUT', '/settings', { backups: { keep: 1 } })).statusCode).toBe(200);
    const before = (await state()).files[0].file;
    const after = await backUpNow();
    expect(after.keep).toBe(1);
    expect(after.files.map((backup) => backup.file)).toEqual([after.last!.file]);
    expect(after.last!.file).not.toBe(before);
  });

  it('answers 400 for a name that is not a backup, and 404 for a backup that is not there', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'last-backup.json',
      'lawndesk-20260101T000000Z.pgdump.sha256',
      '.lawndesk-20260101T000000Z.pgdump.partial',
    ]) {
      const response = await call('GET', `/backups/${name}`);
      expect(response.statusCode, name).toBe(400);
      expect(englishErrors(response.json()).file, name).toMatch(/Not the name of a backup/);
    }
    expect((await call('GET', '/backups/lawndesk-20200101T000000Z.pgdump')).statusCode).toBe(404);
  });

  it('the nightly job backs up at 02:15 and fails loudly when it cannot', async () => {
    const [job] = dataExportJobs(backupPlaceOf(t.config)).scheduled!;
    expect(job).toMatchObject({ name: 'nightly-backup', cron: '15 2 * * *' });
    const run = (await job.run(t.app)) as { ok: boolean; file: string };
    expect(run.ok).toBe(true);
    expect((await state()).files.map((backup) => backup.file)).toEqual([run.file]);

    // A folder that cannot be made: its parent is a file.
    const aFile = path.join(t.config.backupDir!, run.file);
    const nowhere = dataExportJobs(backupPlaceOf({ ...t.config, backupDir: path.join(aFile, 'backups') })).scheduled![0];
    await expect(nowhere.run(t.app)).rejects.toThrow();
  });
});
