// Moves the API test files from the flat tests/api/ into a folder per domain (tests/api/<domain>/), by the rules in
// apiTestFolders.ts, and mends what pointed at them: relative imports, `vi.mock` paths, `new URL(…, import.meta.url)`
// and `path.resolve(__dirname, …)` paths in every moved file and in every file that reaches a moved one, and each `tests/api/<file>.test.ts` named in the repository's text files. The shared helpers
// (helpers.ts, fixtures/, templates.ts…) stay where they are. It counts `expect(` in tests/ before and after and fails
// when they differ. `node --import tsx scripts/moveApiTests.ts` prints the plan; with `--apply` it moves (`git mv`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { apiTestFolder, destination, rewriteReferences } from './apiTestFolders';

const ROOT = join(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const tracked = git('ls-files').split('\n').filter(Boolean);
const moves = new Map(
  tracked
    .filter((file) => /^tests\/api\/[^/]+\.test\.ts$/.test(file))
    .map((file) => [file, destination(file, apiTestFolder(file.slice('tests/api/'.length)))] as const),
);
/** The `expect(` calls in tests/, each file read where it is now. */
const countExpects = (where: (file: string) => string) =>
  tracked
    .filter((file) => file.startsWith('tests/'))
    .reduce((sum, file) => sum + (readFileSync(join(ROOT, where(file)), 'utf8').match(/\bexpect\(/g)?.length ?? 0), 0);

const byFolder = new Map<string, string[]>();
for (const [from, to] of moves) byFolder.set(dirname(to), [...(byFolder.get(dirname(to)) ?? []), from.slice('tests/api/'.length)]);
for (const [folder, files] of [...byFolder].sort()) console.log(`${folder}/ (${files.length}): ${files.sort().join(' ')}`);

if (!process.argv.includes('--apply')) {
  console.log('\nthe plan only: run again with --apply to move the files');
  process.exit(0);
}
if (git('status', '--porcelain').trim()) throw new Error('commit or stash first: the move must be a commit of its own');

const before = countExpects((file) => file);
// Every text file that may import, read or name a moved file, read before anything moves.
const texts = tracked.filter((file) => /\.(ts|tsx|js|mjs|md|json)$/.test(file) || file === '.ci/run');
const edited = new Map<string, string>();
for (const file of texts) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const next = rewriteReferences(file, moves.get(file) ?? file, text, moves);
  if (next !== text) edited.set(moves.get(file) ?? file, next);
}
for (const [from, to] of moves) {
  mkdirSync(dirname(join(ROOT, to)), { recursive: true });
  git('mv', from, to);
}
for (const [file, text] of edited) writeFileSync(join(ROOT, file), text);

const after = countExpects((file) => moves.get(file) ?? file);
console.log(`\nmoved ${moves.size} files, mended ${edited.size}; expect( calls in tests/: ${before} before, ${after} after`);
if (before !== after) throw new Error('the count of expect( calls changed');
console.log('next: npx prettier --write tests scripts, npx tsc -b, then the moved files on PostgreSQL, and commit');
