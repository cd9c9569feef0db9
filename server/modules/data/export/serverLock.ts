// A running server's hold on its embedded data directory. PGlite allows one process per directory, so the server
// records its pid and backup folder in DATA_DIR/server.pid before it opens the database (migrations included): `npm run
// backup` asks that server for the backup with a signal (which only the same user, or root, can send: nothing remote
// can trigger it), `npm run admin:create` leaves it a request, and `npm run restore` refuses while it runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { backupPlaceOf, backUpApp } from './backupPlace';
import { isAlive } from './processes';

export const BACKUP_SIGNAL = 'SIGUSR2';
const lockFileOf = (dataDir: string) => path.resolve(dataDir, 'server.pid');

export interface ServerHold {
  pid: number;
  /** Where that server writes backups: the folder `npm run backup` then waits on, whatever its own environment says. */
  backupDir: string;
  /** When the process started (Linux: clock ticks after boot), so that a pid another program took since is told apart. */
  startedAt?: string | null;
}

/** A process's start time on Linux (the 22nd field of /proc/<pid>/stat, after its name, which may hold spaces), or null. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The live server holding `dataDir`, or null when none does (a pid file left by a crash is ignored). */
export function serverHolding(dataDir: string): ServerHold | null {
  let hold: ServerHold;
  try {
    hold = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as ServerHold;
  } catch {
    return null;
  }
  if (!Number.isInteger(hold.pid) || hold.pid <= 0 || hold.pid === process.pid) return null;
  return isServing(hold) ? hold : null;
}

/** Whether the process the pid file names is still the server that wrote it (start time, else on Linux a node program). */
function isStill(hold: ServerHold): boolean {
  const startedAt = processStartOf(hold.pid);
  if (hold.startedAt && startedAt) return hold.startedAt === startedAt;
  return isNode(hold.pid);
}


/** Whether that server still runs: `npm run backup` stops waiting for a backup once it has gone. */
export function isServing(hold: ServerHold): boolean {
  return isAlive(hold.pid) && isStill(hold);
}

/** After a crash the pid may have gone to another program, which the backup signal would end: on Linux, it must be node. */
function isNode(pid: number): boolean {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return /(^|\/)node(js)?[\d.]*$/.test(program) || program === process.execPath;
  } catch {
    return true;
  }
}

export interface DataDirHold {
  /** The app is ready: a backup asked for while it started is made now, later ones as they come. */
  serve(app: FastifyInstance): void;
}

/**
 * On an embedded data directory, before the database is opened: records this server's pid there until it exits and
 * answers BACKUP_SIGNAL, so that a script started during a first start's migrations asks this server rather than open
 * the directory beside it. A backup asked for before the app is ready waits for it (the signal's default would end the
 * process). Throws when another live server holds the directory.
 */
export function holdDataDir(config: Pick<Config, 'backupDir' | 'dataDir' | 'databaseUrl' | 'inMemory'>): DataDirHold {
  if (config.databaseUrl || config.inMemory || !config.dataDir) return { serve: () => {} };
  const other = serverHolding(config.dataDir);
  if (other) throw new Error(`another LawnDesk (pid ${other.pid}) runs on ${path.resolve(config.dataDir)}`);
  mkdirSync(config.dataDir, { recursive: true });
  const lockFile = lockFileOf(config.dataDir);
  const place = backupPlaceOf(config);
  const hold: ServerHold = { pid: process.pid, backupDir: place.dir, startedAt: processStartOf(process.pid) };
  writeFileSync(lockFile, `${JSON.stringify(hold)}\n`);
  process.on('exit', () => {
    if (serverHolding(config.dataDir) === null) rmSync(lockFile, { force: true });
  });
  let ready: FastifyInstance | null = null;
  let asked = false;
  const backUpWith = (app: FastifyInstance) => {
    app.log.info('backup asked for by signal');
    backUpApp(app, place).then(
      (run) => app.log.info({ backup: run }, run.ok ? 'backup written' : 'backup failed'),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  };
  process.on(BACKUP_SIGNAL, () => {
    if (ready) backUpWith(ready);
    else asked = true;
  });
  return {
    serve(app) {
      ready = app;
      if (asked) backUpWith(app);
    },
  };
}

