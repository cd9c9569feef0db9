import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress';

const dir = mkdtempSync(path.join(tmpdir(), 'lawndesk-precompress-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes a brotli and a gzip copy of text files worth compressing, and leaves small files and fonts alone', async () => {
  const script = path.join(dir, 'app-1a2b3c.js');
  const source = 'const greeting = "hola";\n'.repeat(200);
  writeFileSync(script, source);
  writeFileSync(path.join(dir, 'tiny-1a2b3c.js'), 'export {};');
  writeFileSync(path.join(dir, 'roboto-latin-400-normal-1a2b3c.woff2'), Buffer.alloc(4096, 7));

  expect(await precompress([script, path.join(dir, 'tiny-1a2b3c.js'), path.join(dir, 'roboto-latin-400-normal-1a2b3c.woff2')])).toEqual([
    script,
  ]);
  expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(source);
  expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(source);
  expect(existsSync(path.join(dir, 'tiny-1a2b3c.js.br'))).toBe(false);
  expect(existsSync(path.join(dir, 'roboto-latin-400-normal-1a2b3c.woff2.gz'))).toBe(false);
});
