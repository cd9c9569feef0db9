// `npm run admin:create` spawned as an owner runs it: its exit codes and messages with a piped password. Four processes
// each load the server's modules and migrate an embedded database (about 40 s): a sweep (`npm run test:sweeps`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PASSWORD = 'Owner#2026';

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-admin-script-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Always on an embedded database of its own, even when the tests run on PostgreSQL.
  const run = (args: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/createAdmin.ts', ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });

  it('reads the password and its confirmation as two piped lines, and says why it refuses', () => {
    const usage = run(['--username', 'owner-one'], '');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--email');

    const mismatch = run(['--username', 'owner-one', '--email', 'owner@example.com'], `${PASSWORD}\nOther#2026\n`);
    expect(mismatch.status).toBe(1);
    expect(mismatch.stderr).toContain('Confirm password not match');

    const created = run(['--username', 'owner-one', '--email', 'owner@example.com'], `${PASSWORD}\n${PASSWORD}\n`);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Admin owner-one created');

    const taken = run(['--username', 'owner-one', '--email', 'new@example.com'], `${PASSWORD}\n${PASSWORD}\n`);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('Username already exists');
  }, 240_000);
});
