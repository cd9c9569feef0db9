// The built web app as a browser receives it: hashed assets compressed at build time and cached for a year, the page
// naming them and the service worker asked for again each time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../build/precompress';
import { createTestApp, type TestApp } from '../helpers';

const ASSET = '/assets/renderApp-Dm3TCJ-_.js';
const ASSET_SOURCE = `export const shell = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `screen ${index}`))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('web app transfer', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-transfer-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><title>LawnDesk</title><script type="module" src="${ASSET}"></script>`,
    );
    writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(staticDir, ASSET), ASSET_SOURCE);
    await precompress([path.join(staticDir, ASSET)]);
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset brotli-compressed to a browser that takes br, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_SOURCE);
    expect(response.rawPayload.length).toBeLessThan(ASSET_SOURCE.length / 2);
  });

  it('sends gzip to a browser without brotli, and the file itself to one asking for neither', async () => {
    const gzipped = await get(ASSET, 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET_SOURCE);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_SOURCE);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('has the browser ask again for the page, at any of its addresses, and for the service worker', async () => {
    for (const url of ['/', '/index.html', '/customers/view/abc', '/login']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(ASSET);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });
});
