// The benches' instance files: those named on the command line, else every file of a kind in ../shared/data/<folder>/
// beside the repository (from a git worktree nested deeper, the nearest such folder above; an environment variable
// overrides it).
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
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

/** A row of a TSPLIB/VRPLIB section: the node number (1-based) and its numbers. */
export interface SectionRow {
  node: number;
  values: number[];
}

const KEYWORD = /^[A-Z_]+\s*(:|$)/;

/**
 * The rows of `title`'s section (up to the next keyword or EOF), each a node number and `width` finite numbers.
 * A malformed line (a number glued to EOF, a missing field, a word) is refused with `file:line`, never read as NaN:
 * NaN distances never end a search.
 */
export function nodeSection(text: string, title: string, width: number, file: string): SectionRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === title || line.trim().startsWith(`${title} `));
  if (start < 0) return [];
  const rows: SectionRow[] = [];
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index].trim();
    if (line === '') continue;
    if (KEYWORD.test(line)) break;
    const fields = line.split(/\s+/);
    const numbers = fields.map(Number);
    const node = numbers[0];
    const wrong =
      fields.length !== width + 1
        ? `${width + 1} fields expected, ${fields.length} found`
        : !Number.isInteger(node) || node < 1
          ? `node number ${fields[0]} is not a positive whole number`
          : numbers.some((value) => !Number.isFinite(value))
            ? `${fields[numbers.findIndex((value) => !Number.isFinite(value))]} is not a number`
            : null;
    if (wrong) throw new Error(`${basename(file)}:${index + 1}: ${wrong} in ${title} (“${line}”)`);
    rows.push({ node, values: numbers.slice(1) });
  }
  return rows;
}

/** Values by node (0-based) from a section whose nodes must be exactly 1..count. */
export function byNode<T>(rows: readonly SectionRow[], count: number, title: string, file: string, pick: (values: number[]) => T): T[] {
  const result: T[] = new Array(count);
  const seen = new Uint8Array(count);
  for (const { node, values } of rows) {
    if (node > count) throw new Error(`${basename(file)}: node ${node} in ${title} beyond DIMENSION ${count}`);
    if (seen[node - 1]) throw new Error(`${basename(file)}: node ${node} twice in ${title}`);
    seen[node - 1] = 1;
    result[node - 1] = pick(values);
  }
  const missing = seen.indexOf(0);
  if (missing >= 0) throw new Error(`${basename(file)}: node ${missing + 1} missing from ${title}`);
  return result;
}
