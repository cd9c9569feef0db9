// PostgreSQL's own programs (pg_dump, pg_restore) run for backups and restores: the connection passed in libpq's
// variables, the error's first lines kept for the message.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';

/** libpq's variables for a URL, so that the password never shows in a process list as pg_dump's argument would. */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const environment: NodeJS.ProcessEnv = {
    PGHOST: parsed.hostname || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    PGUSER: decodeURIComponent(parsed.username) || undefined,
    PGPASSWORD: decodeURIComponent(parsed.password) || undefined,
  };
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) environment.PGSSLMODE = sslmode;
  return environment;
}

/** Runs one of them to its end; each line it prints goes to `onLine` when given (pg_restore --list, or its script). */
export function run(
  command: string,
  args: readonly string[],
  environment: NodeJS.ProcessEnv,
  onLine?: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...environment }, stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()).length);
    if (onLine && child.stdout) createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', onLine);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

/** One connection for a few statements, closed however they end. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
