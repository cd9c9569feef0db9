// The benches' instance files: those named on the command line, else every file of a kind in ../shared/data/<folder>/
// beside the repository (from a git worktree nested deeper, the nearest such folder above; an environment variable
// overrides it).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sharedDirectory(folder: string, variable: string, extension: string): string {
  if (process.env[variable]) return resolve(process.env[variable]);
  for (let parent = resolve(REPO_ROOT, '..'); ; parent = dirname(parent)) {
    const candidate = join(parent, 'shared', 'data', folder);
    if (existsSync(candidate)) return candidate;
    if (dirname(parent) === parent)
      throw new Error(`No shared/data/${folder} folder above ${REPO_ROOT}: name the ${extension} files or set ${variable}`);
  }
}

/** The files named (resolved), else every `extension` file of the shared folder, sorted. */
export function instanceFiles(named: readonly string[], folder: string, variable: string, extension: string): string[] {
  if (named.length) return named.map((file) => resolve(file));
  const directory = sharedDirectory(folder, variable, extension);
  return readdirSync(directory)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => join(directory, file));
}

/** TSPLIB's EUC_2D distance: nint(sqrt(dx² + dy²)) (Math.hypot gives the same integers several times slower). */
export function euclidean(a: readonly number[], b: readonly number[]): number {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  return Math.round(Math.sqrt(dx * dx + dy * dy));
}
