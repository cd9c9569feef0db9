// `server/main.ts` as a child process: the built app on a fresh embedded database seeded with the demo business, for the
// browser benchmarks, or an API node of a deployment (bench:scale) with the environment it is given.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` on `port` with `env` over this process's own; resolves once it answers. */
export async function startServer(port: number, env: Record<string, string>, startupMs = 120_000): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: node's own options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server did not answer within ${startupMs / 1000} s`);
}

/** Starts `server/main.ts` on `port` with its database in `dataDir` (emptied first), and `env`; resolves once it answers. */
export async function startDemoServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  // BENCH_STARTUP_MS: how long the seeding may take; on a machine others load too, longer than the two minutes of a quiet one.
  return startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', JOBS: 'false', ...env }, Number(process.env.BENCH_STARTUP_MS ?? 120_000));
}
