// A script's request to the server that holds the embedded data directory (PGlite allows one process per directory):
// the script leaves a request in DATA_DIR/requests, a folder only the server's user can read or write, and the server
// does it and writes the result beside it. Nothing is listened to on the network, and no signal is sent, so a pid left
// by a crash can never make the script disturb another program. Each kind of request has its own file suffix
// (`npm run admin:create`: `.admin.json`, `npm run demo:clear`: `.clear.json`).
import { chmodSync, mkdirSync, watch } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';

const MAX_REQUEST_BYTES = 4096;

/** The folder, made private to this user when it is first needed. */
export function requestsDirOf(dataDir: string): string {
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

function parsed<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (text === null || text.length > MAX_REQUEST_BYTES) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** One kind of request: the script's `ask` and the server's `answer`, both reading what they get through the schemas. */
export function requestChannel<Request, Result>(kind: string, request: z.ZodType<Request>, result: z.ZodType<Result>) {
  const requestSuffix = `.${kind}.json`;
  const resultSuffix = `.${kind}.result.json`;
  return {
    /**
     * The script's side: leaves the request, waits for the server's result, and removes both (or the request, given
     * up: after `timeoutMs`, or as soon as `serving` says the server has gone).
     */
    async ask(dataDir: string, value: Request, timeoutMs: number, serving: () => boolean = () => true): Promise<Result | null> {
      const dir = requestsDirOf(dataDir);
      const id = crypto.randomUUID();
      const requestFile = path.join(dir, `${id}${requestSuffix}`);
      const resultFile = path.join(dir, `${id}${resultSuffix}`);
      await writePrivately(requestFile, value);
      const giveUpAt = Date.now() + timeoutMs;
      try {
        while (Date.now() < giveUpAt) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const text = await readFile(resultFile, 'utf8').catch(() => null);
          if (text !== null) return result.parse(JSON.parse(text));
          if (!serving()) return null;
        }
        return null;
      } finally {
        await rm(requestFile, { force: true });
        await rm(resultFile, { force: true });
      }
    },

    /**
     * On an embedded data directory: answers the requests left in DATA_DIR/requests, one at a time, with `handle`'s
     * result (`unreadable` for a request the schema refuses); returns how to stop.
     */
    answer(
      app: FastifyInstance,
      config: Pick<Config, 'dataDir' | 'inMemory'>,
      handle: (value: Request) => Promise<Result>,
      unreadable: Result,
    ): () => void {
      if (app.database.kind !== 'pglite' || config.inMemory || !config.dataDir) return () => {};
      const dir = requestsDirOf(config.dataDir);
      const answerOne = async (name: string) => {
        const requestFile = path.join(dir, name);
        const value = parsed(request, await readFile(requestFile, 'utf8').catch(() => null));
        await rm(requestFile, { force: true });
        await writePrivately(path.join(dir, name.replace(requestSuffix, resultSuffix)), value ? await handle(value) : unreadable);
      };
      let queue = Promise.resolve();
      const scan = () => {
        queue = queue
          .then(async () => {
            for (const name of await readdir(dir)) if (name.endsWith(requestSuffix)) await answerOne(name);
          })
          .catch((error: unknown) => app.log.error({ err: error, kind }, 'a request from the command line failed'));
      };
      const watcher = watch(dir, scan).unref();
      scan();
      return () => watcher.close();
    },
  };
}
