// Which domain reads which table, read with the TypeScript compiler's parser (server/tableReads.test.ts pins the
// ceiling of reads across owners): a table used in code (a Drizzle query's `from`, a join, a column in a condition),
// imported from a schema file or a door, under another name or through `import * as`, and raw SQL's `from`/`join` by
// name. A file counts once per table however often it uses it. Type-only imports and comments are never reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { parseSource, ROOT, sourceFiles } from './importGraph';
import { schemaTableBindings, schemaTables, type Table } from './tableWrites';

export interface Read {
  file: string;
  /** The domain the file belongs to (server/modules/<domain>/). */
  reader: string;
  table: string;
  owner: string;
}

const SQL_READ = /\b(?:from|join)\s+"?([a-z_]+)"?/gi;

/** The tables a domain's file uses, read from its syntax tree; a file outside server/modules/ reads as no domain. */
export function readsOf(file: string, text: string, tables: readonly Table[]): Read[] {
  const reader = /^server\/modules\/([^/]+)\//.exec(file)?.[1];
  if (!reader) return [];
  const byName = new Map(tables.map((table) => [table.name, table]));
  const bySqlName = new Map(tables.map((table) => [table.sqlName, table]));
  const source = parseSource(file, text);
  const { locals, namespaces } = schemaTableBindings(source, byName);
  const found = new Set<string>();
  const workLog = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node) && locals.has(node.text)) {
      const parent = node.parent;
      // `x.customers` names a property, not the imported table; `{ customers: … }` a key.
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isPropertyName) found.add(locals.get(node.text)!);
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      byName.has(node.name.text)
    ) {
      found.add(node.name.text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(SQL_READ)) {
        const table = bySqlName.get(match[1]);
        if (table) found.add(table.name);
      }
    }
    ts.forEachChild(node, workLog);
  };
  workLog(source);
  return [...found].map((table) => ({ file, reader, table, owner: byName.get(table)!.owner }));
}

/** Every domain file's use of a table owned by another domain or the platform area, tests left out. */
export function foreignReads(tables: readonly Table[] = schemaTables()): Read[] {
  return sourceFiles('server/modules')
    .flatMap((file) => readsOf(file, readFileSync(join(ROOT, file), 'utf8'), tables))
    .filter((read) => read.reader !== read.owner);
}

/** `node --import tsx build/tableReads.ts [table…]`: the foreign reads of the named tables (all without), by reader. */
if (process.argv[1]?.endsWith('tableReads.ts')) {
  const wanted = new Set(process.argv.slice(2));
  const reads = foreignReads().filter((read) => read.owner !== 'platform' && (!wanted.size || wanted.has(read.table)));
  const byReader = new Map<string, number>();
  for (const read of reads) byReader.set(read.reader, (byReader.get(read.reader) ?? 0) + 1);
  console.log(`${reads.length} foreign reads (file × table) of ${wanted.size ? [...wanted].join(', ') : 'domain tables'}`);
  for (const [reader, count] of [...byReader].sort((a, b) => b[1] - a[1])) console.log(`  ${reader.padEnd(14)} ${count}`);
  if (process.env.LIST) for (const read of reads) console.log(`${read.file} ${read.table}`);
}
