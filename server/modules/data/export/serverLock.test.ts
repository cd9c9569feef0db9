import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverHolding } from './serverLock';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-lock-'));
const hold = (content: string) => writeFileSync(path.join(dataDir, 'server.pid'), content);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('serverHolding', () => {
  it('names a live server and where it writes backups', () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      hold(JSON.stringify({ pid: server.pid, backupDir: '/srv/backups' }));
      expect(serverHolding(dataDir)).toEqual({ pid: server.pid, backupDir: '/srv/backups' });
    } finally {
      server.kill();
    }
  });

  it('ignores no file, a damaged one, this process, and a server that ended without removing it', () => {
    rmSync(path.join(dataDir, 'server.pid'), { force: true });
    expect(serverHolding(dataDir)).toBeNull();
    hold('not json');
    expect(serverHolding(dataDir)).toBeNull();
    hold(JSON.stringify({ pid: process.pid, backupDir: '/b' }));
    expect(serverHolding(dataDir)).toBeNull();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    hold(JSON.stringify({ pid: Number(ended), backupDir: '/b' }));
    expect(serverHolding(dataDir)).toBeNull();
  });

  it.runIf(process.platform === 'linux')('ignores a pid that another program took after a crash', async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      hold(JSON.stringify({ pid: sleeper.pid, backupDir: '/b' }));
      expect(serverHolding(dataDir)).toBeNull();
    } finally {
      sleeper.kill();
    }
  });
});
