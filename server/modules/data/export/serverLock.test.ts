import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isServing, processStartOf, serverHolding } from './serverLock';

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

describe('a pid file naming its server’s start time', () => {
  it.runIf(process.platform === 'linux')('names the server while it runs, and not another node program that took its pid', () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      const startedAt = processStartOf(server.pid!);
      expect(startedAt).toMatch(/^\d+$/);
      hold(JSON.stringify({ pid: server.pid, backupDir: '/b', startedAt }));
      expect(serverHolding(dataDir)).toMatchObject({ pid: server.pid });
      // The same pid, started at another time: a node program that is not the server.
      hold(JSON.stringify({ pid: server.pid, backupDir: '/b', startedAt: String(Number(startedAt) - 1) }));
      expect(serverHolding(dataDir)).toBeNull();
    } finally {
      server.kill();
    }
  });

  it('says the server has gone once it ends', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    const serving = { pid: server.pid!, backupDir: '/b', startedAt: processStartOf(server.pid!) };
    expect(isServing(serving)).toBe(true);
    await new Promise((resolve) => server.on('exit', resolve).kill());
    expect(isServing(serving)).toBe(false);
  });
});
