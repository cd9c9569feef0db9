// A Vite plugin writing a brotli (.br) and a gzip (.gz) copy beside each hashed asset, once, at build time: the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; images and fonts (woff2 is brotli already) gain nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside each file worth compressing; returns the files compressed. */
export async function precompress(files: readonly string[]): Promise<string[]> {
  const compressed: string[] = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    compressed.push(file);
  }
  return compressed;
}

/** Only the hashed files under assets/: index.html and the service worker change in place and are sent as they are. */
export function precompressAssets(): Plugin {
  return {
    name: 'lawndesk-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await precompress(
        Object.keys(bundle)
          .filter((fileName) => fileName.startsWith('assets/'))
          .map((fileName) => path.join(outDir, fileName)),
      );
    },
  };
}
