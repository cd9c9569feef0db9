// `npm run bench:bundle`: builds the app and a minimal react-admin app beside it, prints the JavaScript the sign-in page
// and the staff dashboard load (raw, gzip, brotli) against the minimal app's, then times the sign-in page in headless
// Chromium on a throttled network, cold and warm cache, and the way on from its button to the staff dashboard.
// Figures only, no assertions (docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { freePort, startDemoServer } from './demoServer';
import { buildMinimalAdmin } from './minimalAdmin';

const WORK_DIR = path.resolve('data/bench-bundle');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Chrome DevTools' "Fast 4G" profile: 9 Mbit/s down, 1.5 Mbit/s up, 170 ms round trip. */
const THROTTLE = { offline: false, latency: 170, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 };
const PASSWORD = 'Lawn#2026';

type Bytes = { files: number; raw: number; gzip: number; brotli: number };

function bytesOf(files: string[]): Bytes {
  const total: Bytes = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = readFileSync(file);
    total.raw += content.length;
    total.gzip += gzipSync(content, { level: 9 }).length;
    total.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The dist files of the scripts the page requests while `visit` runs. */
async function scriptsLoaded(page: Page, distDir: string, workLog: () => Promise<unknown>): Promise<string[]> {
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.add(new URL(request.url()).pathname);
  });
  await workLog();
  await page.waitForLoadState('networkidle');
  return [...paths].map((pathname) => path.join(distDir, pathname));
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

async function measureBytes(context: BrowserContext, baseUrl: string, distDir: string) {
  const signInPage = await context.newPage();
  const signIn = await scriptsLoaded(signInPage, distDir, async () => {
    await signInPage.goto(`${baseUrl}/login`);
    await signInButton(signInPage).waitFor();
  });
  await signInPage.getByLabel('Username').fill('demo-admin');
  await signInPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signInButton(signInPage).click();
  await signInPage.waitForURL(`${baseUrl}/dashboard`);
  const signedIn = await context.storageState();
  const dashboardContext = await context.browser()!.newContext({ storageState: signedIn });
  const dashboardPage = await dashboardContext.newPage();
  const dashboard = await scriptsLoaded(dashboardPage, distDir, () => dashboardPage.goto(`${baseUrl}/dashboard`));
  await dashboardContext.close();
  return { signIn: bytesOf(signIn), dashboard: bytesOf(dashboard) };
}

/** Milliseconds from navigation start until the sign-in button is enabled, and the bytes that crossed the network. */
async function timeSignIn(page: Page, baseUrl: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  let transferred = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (transferred += encodedDataLength));
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
  const ready = await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Sign in');
      return button && !button.disabled ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const milliseconds = (await ready.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { milliseconds, transferred };
}

/**
 * Milliseconds from the click on "Sign in" (the page ready, on the same throttled network) until the staff dashboard
 * shows its first panel: the app's own start and the dashboard's chunks and data. Leaves the context signed out.
 */
async function timeSignInToDashboard(page: Page, baseUrl: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await page.goto(`${baseUrl}/login`);
  // fill and click wait until the fields and the button are ready.
  await page.getByLabel('Username').fill('demo-admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const clicked = Date.now();
  await signInButton(page).click();
  await page.getByRole('heading', { name: 'Work of the day per crew' }).waitFor({ timeout: 60_000 });
  const milliseconds = Date.now() - clicked;
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await cdp.detach();
  return milliseconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  console.log('Building the app and the minimal react-admin app…');
  await build({ logLevel: 'warn' });
  const minimalDist = await buildMinimalAdmin(path.join(WORK_DIR, 'minimal'));
  const minimalScripts = readdirSync(path.join(minimalDist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(minimalDist, 'assets', name));
  const minimal = bytesOf(minimalScripts);

  const port = await freePort();
  const server = await startDemoServer(port, path.join(WORK_DIR, 'db'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const baseUrl = `http://localhost:${port}`;
    const context = await browser.newContext();
    const { signIn, dashboard } = await measureBytes(context, baseUrl, path.resolve('dist'));
    await context.close();

    console.log('\nJavaScript loaded (gzip -9 and brotli -q 11 of each file, as the server sends them)');
    const row = (name: string, bytes: Bytes) => ({
      page: name,
      files: bytes.files,
      raw: kb(bytes.raw),
      gzip: kb(bytes.gzip),
      brotli: kb(bytes.brotli),
      'gzip ÷ minimal': (bytes.gzip / minimal.gzip).toFixed(2),
    });
    console.table([
      row('minimal react-admin app (one list)', minimal),
      row('LawnDesk sign-in', signIn),
      row('LawnDesk staff dashboard', dashboard),
    ]);

    const cold: number[] = [];
    const warm: number[] = [];
    const coldBytes: number[] = [];
    const warmBytes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const fresh = await browser.newContext();
      const first = await timeSignIn(await fresh.newPage(), baseUrl);
      const second = await timeSignIn(await fresh.newPage(), baseUrl);
      cold.push(first.milliseconds);
      coldBytes.push(first.transferred);
      warm.push(second.milliseconds);
      warmBytes.push(second.transferred);
      await fresh.close();
    }
    const toDashboardCold: number[] = [];
    const toDashboardWarm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const fresh = await browser.newContext();
      toDashboardCold.push(await timeSignInToDashboard(await fresh.newPage(), baseUrl));
      toDashboardWarm.push(await timeSignInToDashboard(await fresh.newPage(), baseUrl));
      await fresh.close();
    }
    console.log(`\nSign-in button enabled, 9 Mbit/s down, 170 ms RTT (CDP throttling), median of ${RUNS} runs`);
    console.table([
      {
        cache: 'cold',
        'median ms': median(cold).toFixed(0),
        'min ms': Math.min(...cold).toFixed(0),
        'max ms': Math.max(...cold).toFixed(0),
        transferred: kb(median(coldBytes)),
      },
      {
        cache: 'warm',
        'median ms': median(warm).toFixed(0),
        'min ms': Math.min(...warm).toFixed(0),
        'max ms': Math.max(...warm).toFixed(0),
        transferred: kb(median(warmBytes)),
      },
    ]);
    console.log(`\nFrom the click on Sign in to the staff dashboard's first panel, same network, median of ${RUNS} runs`);
    console.table([
      {
        cache: 'cold',
        'median ms': median(toDashboardCold).toFixed(0),
        'min ms': Math.min(...toDashboardCold).toFixed(0),
        'max ms': Math.max(...toDashboardCold).toFixed(0),
      },
      {
        cache: 'warm',
        'median ms': median(toDashboardWarm).toFixed(0),
        'min ms': Math.min(...toDashboardWarm).toFixed(0),
        'max ms': Math.max(...toDashboardWarm).toFixed(0),
      },
    ]);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
