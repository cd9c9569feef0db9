// Who inserts, updates or deletes which table, read with the TypeScript compiler's parser (server/tableOwnership.test.ts
// holds the rule): Drizzle writes (`.insert(t)`, `.update(t)`, `.delete(t)`, a CRUD resource's `table: t`, a loop over
// tables), through a table imported under another name or as `import * as`, and raw SQL in strings and templates
// (`insert into`, `update`, `delete from`, `truncate`, by table or by name). Comments are never read as code.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { importBindings, parseSource, ROOT, sourceFiles } from './importGraph';

const SCHEMA = 'server/db/schema';
export const PLATFORM = 'platform';

export interface Table {
  name: string;
  sqlName: string;
  /** The schema file it is defined in: a domain, or the platform area. */
  owner: string;
}

/** Each table's export name and SQL name, with its owner, from the `pgTable('name', …)` calls of the schema files. */
export function schemaTables(): Table[] {
  const files = readdirSync(join(ROOT, SCHEMA)).filter((name) => name.endsWith('.ts') && !['index.ts', 'columns.ts'].includes(name));
  return files.flatMap((name) => {
    const source = parseSource(`${SCHEMA}/${name}`, readFileSync(join(ROOT, SCHEMA, name), 'utf8'));
    return source.statements.flatMap((statement) => {
      if (!ts.isVariableStatement(statement)) return [];
      return statement.declarationList.declarations.flatMap((declaration) => {
        const call = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !call || !ts.isCallExpression(call)) return [];
        const [sqlName] = call.arguments;
        if (!ts.isIdentifier(call.expression) || call.expression.text !== 'pgTable' || !sqlName || !ts.isStringLiteral(sqlName)) return [];
        return [{ name: declaration.name.text, sqlName: sqlName.text, owner: basename(name, '.ts') }];
      });
    });
  });
}

/**
 * Who a file writes as: its domain under server/modules/, the platform area for server/lib and server/plugins (and the
 * app and database wiring), or null for tooling that may write anything: the demo seed, scripts/ and bench/.
 */
export function writerOf(file: string): string | null {
  const domain = /^server\/modules\/([^/]+)\//.exec(file)?.[1];
  if (domain) return domain;
  if (/^server\/demo\//.test(file) || /^(scripts|bench)\//.test(file)) return null;
  return PLATFORM;
}

export interface Write {
  file: string;
  writer: string;
  table: string;
  owner: string;
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const WRITE_BEFORE = /\b(?:insert\s+into|update|delete\s+from)\s*"?$/i;
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;
const SQL_TRUNCATE = /\btruncate\s+(?:table\s+)?((?:"?[a-z_]+"?\s*,\s*)*"?[a-z_]+"?)/gi;

/** The pieces of a string or template literal's text, each with the expression interpolated after it (if any). */
function literalPieces(node: ts.Node): { text: string; then?: ts.Expression }[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  if (!ts.isTemplateExpression(node)) return undefined;
  const pieces: { text: string; then?: ts.Expression }[] = [{ text: node.head.text, then: node.templateSpans[0]?.expression }];
  node.templateSpans.forEach((span, index) => pieces.push({ text: span.literal.text, then: node.templateSpans[index + 1]?.expression }));
  return pieces;
}

/**
 * The names a file binds tables to: `locals` (local name to table export name) for tables imported from a schema file
 * or a door under any name, `namespaces` for `import * as` of either. Type-only imports bind nothing.
 */
export function schemaTableBindings(source: ts.SourceFile, byName: ReadonlyMap<string, Table>) {
  const locals = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const binding of importBindings(source)) {
    if (binding.typeOnly) continue;
    const fromSchema = binding.target.startsWith(`${SCHEMA}/`);
    const fromDoor = /^server\/modules\/[^/]+\/index\.ts$/.test(binding.target);
    if (!fromSchema && !fromDoor) continue;
    if (binding.imported === '*') namespaces.add(binding.local);
    else if (byName.has(binding.imported)) locals.set(binding.local, binding.imported);
  }
  return { locals, namespaces };
}

/** The tables a file writes, read from its syntax tree. */
export function writesOf(file: string, text: string, tables: readonly Table[]): Write[] {
  const writer = writerOf(file);
  if (writer === null) return [];
  const byName = new Map(tables.map((table) => [table.name, table]));
  const bySqlName = new Map(tables.map((table) => [table.sqlName, table]));
  const source = parseSource(file, text);
  const { locals, namespaces } = schemaTableBindings(source, byName);
  const found = new Set<string>();
  // A loop variable over a list of tables (`for (const table of [services, notes]) tx.update(table)`) stands for each.
  const loops = new Map<string, string[]>();
  const tablesOf = (expression: ts.Expression): string[] => {
    if (ts.isIdentifier(expression))
      return loops.get(expression.text) ?? (locals.has(expression.text) ? [locals.get(expression.text)!] : []);
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && namespaces.has(expression.expression.text))
      return byName.has(expression.name.text) ? [expression.name.text] : [];
    return [];
  };
  const isExportTypeArgument = (node: ts.Node) => {
    const call = node.parent?.parent;
    return !!call && ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'exportType';
  };
  const workLog = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITE_METHODS.has(node.expression.name.text)) {
      const [target] = node.arguments;
      if (target) for (const table of tablesOf(target)) found.add(table);
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'table' && !isExportTypeArgument(node)) {
      for (const table of tablesOf(node.initializer)) found.add(table);
    } else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'table' && !isExportTypeArgument(node)) {
      for (const table of tablesOf(node.name)) found.add(table);
    }
    const pieces = literalPieces(node);
    if (pieces) {
      for (const { text, then } of pieces) if (then && WRITE_BEFORE.test(text)) for (const table of tablesOf(then)) found.add(table);
      const sql = pieces.map(({ text }) => text).join(' ? ');
      const names = [...sql.matchAll(SQL_WRITE)].map((match) => match[1]);
      for (const match of sql.matchAll(SQL_TRUNCATE)) names.push(...match[1].split(',').map((name) => name.trim().replaceAll('"', '')));
      for (const name of names) if (bySqlName.has(name)) found.add(bySqlName.get(name)!.name);
    }
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer) && ts.isArrayLiteralExpression(node.expression)) {
      const [declaration] = node.initializer.declarations;
      if (declaration && ts.isIdentifier(declaration.name)) {
        const loopTables = node.expression.elements.flatMap((element) => tablesOf(element));
        if (loopTables.length) {
          const shadowed = loops.get(declaration.name.text);
          loops.set(declaration.name.text, loopTables);
          workLog(node.statement);
          if (shadowed) loops.set(declaration.name.text, shadowed);
          else loops.delete(declaration.name.text);
          return;
        }
      }
    }
    ts.forEachChild(node, workLog);
  };
  workLog(source);
  return [...found].map((table) => ({ file, writer, table, owner: byName.get(table)!.owner }));
}

/** Every write in server/, scripts/ and bench/, tests left out. */
export function allWrites(tables: readonly Table[] = schemaTables()): Write[] {
  return ['server', 'scripts', 'bench']
    .flatMap((folder) => sourceFiles(folder))
    .flatMap((file) => writesOf(file, readFileSync(join(ROOT, file), 'utf8'), tables));
}
