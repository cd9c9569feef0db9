// The scripts beside a running server on the embedded database: the server holds its data directory (server.pid)
// before its first start's migrations, so `npm run admin:create`, `npm run backup` and `npm run demo:clear` ask it rather than
// open PGlite beside it; `npm run backup` copies the server's backup into its own BACKUP_DIR, and stops at once,
// failing, when the server ends before its backup is written. Always on PGlite, even when the tests run on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDirOf } from '../../../server/modules/data/export/restore';
import { processStartOf, serverHolding } from '../../../server/modules/data/export/serverLock';

const PASSWORD = 'Owner#2026';
const root = mkdtempSync(path.join(tmpdir(), 'lawndesk-scripts-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(args: string[], env: Record<string, string>, input?: string): Run {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.stdin!.end(input ?? '');
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until<T>(what: string, check: () => T | null | undefined | false, run?: Run): Promise<T> {
  for (;;) {
    const found = check();
    if (found) return found;
    if (run && run.child.exitCode !== null) throw new Error(`${what}: the process ended first:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const script = (name: string) => ['--import', 'tsx', `scripts/${name}.ts`];

describe('a first start on an embedded data directory', () => {
  it('holds the directory before migrating, so admin:create and backup started then ask the server', async () => {
    const dataDir = path.join(root, 'data');
    const serverBackups = path.join(root, 'server-backups');
    const scriptBackups = path.join(root, 'script-backups');
    const env = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', JOBS: 'false' };
    const server = start(['--import', 'tsx', 'server/main.ts'], { ...env, BACKUP_DIR: serverBackups });

    // The database folder appears as PGlite opens it, before the migrations: the hold is there already.
    await until('the database folder', () => existsSync(pgliteDirOf(dataDir)), server);
    expect(serverHolding(dataDir)?.pid).toBe(server.child.pid);
    expect(server.output()).not.toContain('LawnDesk is running');

    const admin = start(
      [...script('createAdmin'), '--username', 'owner-one', '--email', 'owner@example.com'],
      env,
      `${PASSWORD}\n${PASSWORD}\n`,
    );
    const backup = start(script('backup'), { ...env, BACKUP_DIR: scriptBackups });
    expect(await admin.exited).toBe(0);
    expect(admin.output()).toContain('asking it to create the admin');
    expect(admin.output()).toContain('Admin owner-one created');

    // The backup signal came while the server started: answered once it was ready, then copied into this BACKUP_DIR.
    expect(await backup.exited).toBe(0);
    expect(backup.output()).toContain('asking it for the backup');
    const [file] = readdirSync(serverBackups).filter((name) => name.endsWith('.pglite.tar.gz'));
    expect(file).toBeDefined();
    expect(backup.output()).toContain(`copied to ${path.join(scriptBackups, file)}`);
    expect(readFileSync(path.join(scriptBackups, file))).toEqual(readFileSync(path.join(serverBackups, file)));
    expect(readFileSync(path.join(scriptBackups, `${file}.sha256`), 'utf8')).toBe(
      readFileSync(path.join(serverBackups, `${file}.sha256`), 'utf8'),
    );
    expect(server.child.exitCode).toBeNull();

    // npm run demo:clear, asked of the running server: never keeping a demo sign-in; a business's own backups stay.
    const refused = start([...script('clearDemo'), '--username', 'demo-admin'], env);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('public password');
    const cleared = start([...script('clearDemo'), '--username', 'owner-one'], env);
    expect(await cleared.exited).toBe(0);
    expect(cleared.output()).toContain('asking it to clear');
    expect(cleared.output()).toContain('owner-one is kept');
    expect(readdirSync(serverBackups)).toContain(file);

    // A second server on the same directory is refused while the first holds it.
    const second = start(['--import', 'tsx', 'server/main.ts'], env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`another LawnDesk (pid ${server.child.pid})`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    // With the server stopped, the script opens the directory itself.
    const alone = start([...script('clearDemo'), '--username', 'owner-one'], env);
    expect(await alone.exited).toBe(0);
    expect(alone.output()).not.toContain('asking it');
    expect(alone.output()).toContain('owner-one is kept');
  }, 400_000);
});

describe('npm run backup beside a server that ends', () => {
  it('fails as soon as the server has gone, without waiting for a backup that will never come', async () => {
    const dataDir = mkdtempSync(path.join(root, 'dying-'));
    // A node program holding the directory as a server would, which ends when asked for the backup.
    const server = start(
      ['-e', "process.on('SIGUSR2', () => setTimeout(() => process.exit(1), 200)); setInterval(() => {}, 1000); console.log('ready');"],
      {},
    );
    await until('the stand-in server', () => server.output().includes('ready'), server);
    const hold = { pid: server.child.pid, backupDir: path.join(dataDir, 'backups'), startedAt: processStartOf(server.child.pid!) };
    writeFileSync(path.join(dataDir, 'server.pid'), JSON.stringify(hold));

    const backup = start(script('backup'), { DATA_DIR: dataDir });
    expect(await backup.exited).toBe(1);
    expect(await server.exited).toBe(1);
    expect(backup.output()).toContain(`the server (pid ${server.child.pid}) stopped before its backup finished`);
  }, 120_000);
});
