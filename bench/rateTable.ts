// `npm run bench:rate-table`: how long another user's call waits while the admin loads a large rate table, on the
// embedded database (PGlite, a fresh data directory). `/health/live`'s answer times (asked every 50 ms from a worker
// thread) and the server's event-loop delay, with the machine's load (`uptime`) beside each line, during:
// - the same file read on the server's thread (what every upload did before the worker: the figure to beat),
// - a POST /sales-tax/rate-tables of 20,000 rows of LawnDesk's CSV (read in a worker, then inserted),
// - a POST of the Comptroller's taxrates.txt layout with 20,000 area rows.
// BENCH_RATE_ROWS sets the rows. Figures only, no assertions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRateFile } from '../server/modules/billing';
import { adminToken, buildBenchApp } from './benchApp';
import { livenessLine, withLiveness } from './liveness';

const ROWS = Number(process.env.BENCH_RATE_ROWS ?? 20_000);

/** ROWS rows of LawnDesk's CSV: the state, then a city, a transit authority and an SPD at each zip code. */
function lawnDeskCsv(rows: number) {
  const lines = ['zip,city,local_code,jurisdiction,type,rate', ',,TX,Texas,state,.0625'];
  for (let index = 0; lines.length - 1 < rows; index += 1) {
    const zip = String(70_000 + index);
    lines.push(`${zip},City ${index},${2_000_000 + index},City ${index},city,.010000`);
    lines.push(`${zip},,3227999,Austin MTA,transit,.010000`);
    lines.push(`${zip},,${5_000_000 + index},District ${index},spd,.002500`);
  }
  return lines.slice(0, rows + 1).join('\n');
}

/** ROWS area rows in the Comptroller's layout after its control record. */
function comptrollerFile(rows: number) {
  const lines = [['1', '20254', 'TX', 'LOCAL SALES AND USE TAX RATES', '.062500', '20251001', String(rows + 1)].join('\t')];
  for (let index = 0; index < rows; index += 1)
    lines.push(
      [`City ${index} (Travis Co)`, String(2_000_000 + index), '.010000', 'Travis Co', 'n/a', '0']
        .concat(['n/a', 'n/a', '0', 'Austin MTA', '3227999', '.010000'])
        .join('\t'),
    );
  return lines.join('\r\n');
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-bench-rates-'));
  const app = await buildBenchApp('', { databaseUrl: undefined, dataDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${await adminToken(address)}`, 'content-type': 'application/json' };
  const load = async (fileName: string, csv: string, effectiveFrom: string) => {
    const answer = await fetch(`${address}/api/v1/sales-tax/rate-tables`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ state: 'TX', effectiveFrom, fileName, csv }),
    });
    if (answer.status !== 200) throw new Error(`${fileName}: ${answer.status} ${await answer.text()}`);
  };
  try {
    const csv = lawnDeskCsv(ROWS);
    const txt = comptrollerFile(ROWS);
    const rows = `${ROWS.toLocaleString('en-US')} rows`;
    console.log(`uptime before: ${uptime()}`);
    const inThread = await withLiveness(address, async () => readRateFile(csv));
    console.log(livenessLine(`CSV of ${rows} read on the server's thread (before)`, inThread.seconds, inThread.liveness));
    console.log(`  uptime: ${uptime()}`);
    const csvLoad = await withLiveness(address, () => load('rates.csv', csv, '2030-01-01'));
    console.log(livenessLine(`POST of a CSV of ${rows} (worker, then insert)`, csvLoad.seconds, csvLoad.liveness));
    console.log(`  uptime: ${uptime()}`);
    const txtLoad = await withLiveness(address, () => load('taxrates.txt', txt, '2030-04-01'));
    console.log(livenessLine(`POST of taxrates.txt of ${rows} (worker, then insert)`, txtLoad.seconds, txtLoad.liveness));
    console.log(`  uptime: ${uptime()}`);
    // Another signed-in user's call, which waits for the database (the embedded one runs one transaction at a time).
    const me = { path: '/users/me', headers: { authorization: headers.authorization } };
    const idle = await withLiveness(address, () => new Promise((resolve) => setTimeout(resolve, 3000)), me);
    console.log(livenessLine('Nothing running (the figure to compare)', idle.seconds, idle.liveness, 'GET /users/me'));
    const meLoad = await withLiveness(address, () => load('rates-again.csv', csv, '2030-07-01'), me);
    console.log(livenessLine(`POST of a CSV of ${rows} again`, meLoad.seconds, meLoad.liveness, 'GET /users/me'));
    console.log(`  uptime: ${uptime()}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
