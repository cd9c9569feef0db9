// The tests' typecheck reads the server through its declarations: a server file that adds Fastify decorators with
// `declare module 'fastify'` is seen by tests only once tests/serverDecorators.ts loads it. This says which line to add.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(__dirname, '..');

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

it('loads every server file that declares Fastify decorators', () => {
  const declaring = serverFiles(join(ROOT, 'server'))
    .filter((path) => readFileSync(path, 'utf8').includes("declare module 'fastify'"))
    .map((path) => `import type {} from '../${relative(ROOT, path).split('\\').join('/').replace(/\.ts$/, '')}';`);
  const loaded = readFileSync(join(ROOT, 'tests/serverDecorators.ts'), 'utf8');
  expect(declaring.length).toBeGreaterThan(0);
  expect(declaring.filter((line) => !loaded.includes(line))).toEqual([]);
});
