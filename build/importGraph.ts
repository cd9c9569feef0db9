// The repository's file-level import graph, as the architecture tests read it: every relative import, re-export and
// dynamic import of a TypeScript file, type-only ones included, resolved the way TypeScript resolves them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface SourceFile {
  /** Its path from the repository's root, with forward slashes. */
  file: string;
  text: string;
  /** The files it imports, from the repository's root; a package import is left out. */
  imports: Import[];
}

export interface Import {
  target: string;
  /** `import type …`, `export type … from`, or every name of the import marked `type`. */
  typeOnly: boolean;
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
export const repoPath = (path: string) => relative(ROOT, path).split('\\').join('/');

/** The .ts and .tsx files under a folder of the repository, tests left out unless asked for. */
export function sourceFiles(folder: string, { tests = false } = {}): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && (tests || !isTest(entry.name)) ? [path] : [];
    });
  return walk(join(ROOT, folder)).map(repoPath);
}

/** The file a relative specifier names: the file itself, with `.ts` or `.tsx`, or its folder's index. */
function resolveSpecifier(from: string, specifier: string): string {
  const path = resolve(ROOT, dirname(from), specifier.replace(/\.js$/, ''));
  const found = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find(isFile);
  return repoPath(found ?? path);
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** A file's text parsed by the TypeScript compiler, as the architecture tests read it. */
export const parseSource = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

export interface ImportBinding {
  /** The file imported from, from the repository's root. */
  target: string;
  /** The name the target exports (`*` for `import * as`, `default` for a default import). */
  imported: string;
  /** The name the importing file uses. */
  local: string;
  typeOnly: boolean;
}

/** Each name a file's relative static imports bind, with where it comes from; package imports are left out. */
export function importBindings(source: ts.SourceFile): ImportBinding[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const specifier = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!specifier.startsWith('.') || !clause) return [];
    const target = resolveSpecifier(source.fileName, specifier);
    const bindings: ImportBinding[] = [];
    if (clause.name) bindings.push({ target, imported: 'default', local: clause.name.text, typeOnly: clause.isTypeOnly });
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) bindings.push({ target, imported: '*', local: named.name.text, typeOnly: clause.isTypeOnly });
    if (named && ts.isNamedImports(named))
      for (const element of named.elements)
        bindings.push({
          target,
          imported: (element.propertyName ?? element.name).text,
          local: element.name.text,
          typeOnly: clause.isTypeOnly || element.isTypeOnly,
        });
    return bindings;
  });
}

/** Every relative import of a file's text: static, re-exported and dynamic. */
export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (specifier.startsWith('.')) found.push({ target: resolveSpecifier(file, specifier), typeOnly });
  };
  const workLog = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, isTypeOnly(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, workLog);
  };
  workLog(source);
  return found;
}

/** The files under the given folders (and single files), each with its imports. */
export function importGraph(roots: readonly string[], options: { tests?: boolean } = {}): SourceFile[] {
  const files = roots.flatMap((root) => (isFile(join(ROOT, root)) ? [root] : sourceFiles(root, options)));
  return files.map((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return { file, text, imports: importsOf(file, text) };
  });
}

/** The groups of nodes that reach each other, each sorted, strongly connected groups of more than one (Tarjan). */
export function circles(edges: readonly (readonly [string, string])[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const workLog = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        workLog(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) workLog(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The file circles of a graph: each group of files that import each other, directly or through others. */
export const fileCircles = (files: readonly SourceFile[]) =>
  circles(files.flatMap(({ file, imports }) => imports.map(({ target }) => [file, target] as const)));
