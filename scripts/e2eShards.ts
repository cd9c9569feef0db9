// `npm run test:e2e`: the Playwright suite in E2E_SHARDS processes at once (2 by default), each with a server, a database
// and a mail sink of its own, so that one shard's data never meets another's. The specs spend most of their time
// waiting on the browser, so two shards finish in little more than half the time even on two cores.
// Arguments go to every `playwright test`; with arguments (a spec file, --grep …) one process runs them unless E2E_SHARDS
// says otherwise.
import { spawn } from 'node:child_process';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (process.argv.length > 2 ? 1 : 2)));
const basePort = Number(process.env.E2E_PORT ?? 3300);

function runShard(index: number): Promise<number> {
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + index * 10),
    E2E_DATA_DIR: `data/e2e-${index + 1}`,
    E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`,
  };
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...process.argv.slice(2)];
  const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = shards > 1 ? `[${index + 1}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(prefix + line + '\n');
    });
    stream.on('end', () => pending && process.stdout.write(prefix + pending + '\n'));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
const failed = codes.flatMap((code, index) => (code === 0 ? [] : [index + 1]));
if (failed.length) console.error(`Playwright failed in shard ${failed.join(', ')} of ${shards}`);
process.exit(failed.length ? 1 : 0);
