// `npm run admin:create` while a server holds the embedded data directory (PGlite allows one process per directory):
// the script leaves a request in DATA_DIR/requests, a folder only the server's user can read or write, and the server
// creates the admin and writes the result beside it. Nothing is listened to on the network, and no signal is sent, so
// a pid left by a crash can never make the script disturb another program.
import { chmodSync, mkdirSync, watch } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AdminRequest, adminRequest, type AdminResult, adminResult } from '../../../common/schemas/firstAdmin';
import type { Config } from '../../config';
import { createAdmin } from './firstAdmin';

const REQUEST_SUFFIX = '.admin.json';
const RESULT_SUFFIX = '.result.json';
const MAX_REQUEST_BYTES = 4096;

/** The folder, made private to this user when it is first needed. */
export function adminRequestsDirOf(dataDir: string): string {
  const dir = path.resolve(dataDir, 'requests');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** Written whole or not at all: a half-written request is never read. */
async function writePrivately(file: string, value: unknown): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, JSON.stringify(value), { mode: 0o600 });
  await rename(partial, file);
}

/**
 * The script's side: leaves the request, waits for the server's result, and removes both (or the request, given up:
 * after `timeoutMs`, or as soon as `serving` says the server has gone).
 */
export async function askServerForAdmin(
  dataDir: string,
  request: AdminRequest,
  timeoutMs: number,
  serving: () => boolean = () => true,
): Promise<AdminResult | null> {
  const dir = adminRequestsDirOf(dataDir);
  const id = crypto.randomUUID();
  const requestFile = path.join(dir, `${id}${REQUEST_SUFFIX}`);
  const resultFile = path.join(dir, `${id}${RESULT_SUFFIX}`);
  await writePrivately(requestFile, request);
  const giveUpAt = Date.now() + timeoutMs;
  try {
    while (Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const text = await readFile(resultFile, 'utf8').catch(() => null);
      if (text !== null) return adminResult.parse(JSON.parse(text));
      if (!serving()) return null;
    }
    return null;
  } finally {
    await rm(requestFile, { force: true });
    await rm(resultFile, { force: true });
  }
}

function readRequest(text: string | null): AdminRequest | null {
  if (text === null || text.length > MAX_REQUEST_BYTES) return null;
  try {
    const parsed = adminRequest.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function answer(app: FastifyInstance, dir: string, name: string): Promise<void> {
  const requestFile = path.join(dir, name);
  const request = readRequest(await readFile(requestFile, 'utf8').catch(() => null));
  await rm(requestFile, { force: true });
  let result: AdminResult = { ok: false, message: 'server.adminCreate.request_unreadable' };
  if (request) {
    result = await createAdmin(app.database.db, request).catch((error: unknown) => {
      app.log.error({ err: error }, 'admin not created');
      return { ok: false, message: 'server.adminCreate.not_created' };
    });
    app.log.info({ username: request.username, ok: result.ok }, 'admin asked for from the command line');
  }
  await writePrivately(path.join(dir, name.replace(REQUEST_SUFFIX, RESULT_SUFFIX)), result);
}

/** On an embedded data directory: answers the requests left in DATA_DIR/requests, one at a time; returns how to stop. */
export function answerAdminRequests(app: FastifyInstance, config: Pick<Config, 'dataDir' | 'inMemory'>): () => void {
  if (app.database.kind !== 'pglite' || config.inMemory || !config.dataDir) return () => {};
  const dir = adminRequestsDirOf(config.dataDir);
  let queue = Promise.resolve();
  const scan = () => {
    queue = queue
      .then(async () => {
        for (const name of await readdir(dir)) if (name.endsWith(REQUEST_SUFFIX)) await answer(app, dir, name);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'admin request failed'));
  };
  const watcher = watch(dir, scan).unref();
  scan();
  return () => watcher.close();
}
