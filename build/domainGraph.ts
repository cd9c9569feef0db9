// The server's domain graph: which domain reaches which, by importing its door or by calling a Fastify decorator
// another domain's code stands behind. server/domainGraph.txt pins it; docs/architecture.md's map is drawn from the pin.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importBindings, importGraph, parseSource, ROOT, type SourceFile } from './importGraph';

export const PIN_FILE = 'server/domainGraph.txt';
export const DOC_FILE = 'docs/architecture.md';
const MAP_START = '<!-- domain map: generated from server/domainGraph.txt by `npm run docs:graph` -->';
const MAP_END = '<!-- end of the domain map -->';

/** `server/modules/<domain>/…` names its domain; anything else (lib, plugins, db, app.ts, scripts, bench) is none. */
export const domainOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];
export const isDoor = (path: string) => /^server\/modules\/[^/]+\/index\.ts$/.test(path);
/**
 * A domain's read entrance, its second door: queries of its own tables by id that other domains call instead of reading
 * those tables themselves. It imports no domain, so an edge to it can close no circle.
 */
export const isReadEntrance = (path: string) => /^server\/modules\/[^/]+\/reads\.ts$/.test(path);

export const domains = () =>
  readdirSync(join(ROOT, 'server/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The server's files with those of the tools that start it (scripts/, bench/), tests left out. */
export const serverFiles = () => importGraph(['server', 'scripts', 'bench']);

export interface Decorator {
  name: string;
  /** The domain whose code the decorator runs: where it is decorated, or the domain whose door gives its value. */
  owner: string;
  /** Where `app.decorate` is called. */
  file: string;
}

/** The names a file imports from each domain's door, as `name → domain`, read by the TypeScript compiler's parser. */
function namesFromDoors(file: SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const binding of importBindings(parseSource(file.file, file.text)))
    if (isDoor(binding.target)) names.set(binding.local, domainOf(binding.target)!);
  return names;
}

/** Every `decorate('name', value)` whose value is a domain's code. */
export function domainDecorators(files: readonly SourceFile[]): Decorator[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(/\.decorate(?:Request|Reply)?\(\s*'([^']+)'\s*,\s*([A-Za-z_$][\w$]*)?/g)].flatMap(([, name, value]) => {
      const inDomain = domainOf(file.file);
      if (inDomain) return [{ name, owner: inDomain, file: file.file }];
      if (!value) return [];
      const fromDoors = namesFromDoors(file);
      const declaration = new RegExp(`(?:const|let|function)\\s+${value.replace(/\$/g, '\\$')}\\b[^;]*`).exec(file.text)?.[0] ?? value;
      const owners = [...new Set((declaration.match(/[A-Za-z_$][\w$]*/g) ?? []).flatMap((word) => fromDoors.get(word) ?? []))];
      return owners.map((owner) => ({ name, owner, file: file.file }));
    }),
  );
}

export interface Edge {
  from: string;
  to: string;
  /** Set when no import shows the edge: the decorator one domain calls and another's code stands behind. */
  decorator?: string;
  /** An event `to` subscribes to with `subscribeWithin`: its handler runs in the transaction of `from`, which emits it. */
  within?: string;
  /** Why, in the subscriber's own words (its name); drawn on the map, not pinned. */
  reason?: string;
  /** Set when the edge imports only the domain's read entrance (reads.ts), not its door. */
  reads?: boolean;
}

/** Every edge between two domains: door imports (type-only ones included) and decorator calls. */
export function domainEdges(files: readonly SourceFile[] = serverFiles()): Edge[] {
  const edges = new Map<string, Edge>();
  const add = (edge: Edge) => edges.set(edgeLine(edge), edge);
  for (const { file, imports } of files) {
    const from = domainOf(file);
    for (const { target } of imports) {
      const to = domainOf(target);
      if (from && to && from !== to) add(isReadEntrance(target) ? { from, to, reads: true } : { from, to });
    }
  }
  for (const decorator of domainDecorators(files)) {
    const used = new RegExp(`\\.${decorator.name.replace(/\$/g, '\\$')}\\b`);
    for (const file of files) {
      const from = domainOf(file.file);
      if (from && from !== decorator.owner && used.test(file.text)) add({ from, to: decorator.owner, decorator: decorator.name });
    }
  }
  for (const edge of withinEdges(files)) add(edge);
  return [...edges.values()];
}

const SUBSCRIBE_WITHIN = /subscribeWithin\(\s*'([^']+)'\s*,\s*'([^']+)'/g;
const SUBSCRIPTION = /subscribe(?:Within)?\(\s*'[^']+'/g;

/**
 * Each `subscribeWithin(event, name, …)` drawn from every other domain that emits the event (a file with an `emit(`
 * call that names it outside a subscription) to the subscriber's domain: the subscriber writes its own rows inside the
 * emitter's transaction, a dependency no import shows.
 */
export function withinEdges(files: readonly SourceFile[]): Edge[] {
  const emitters = files.flatMap(({ file, text }) => {
    const domain = domainOf(file);
    return domain && /\bemit\(/.test(text) ? [{ domain, text: text.replace(SUBSCRIPTION, '') }] : [];
  });
  return files.flatMap(({ file, text }) => {
    const to = domainOf(file);
    if (!to) return [];
    return [...text.matchAll(SUBSCRIBE_WITHIN)].flatMap(([, event, reason]) =>
      [...new Set(emitters.filter((e) => e.domain !== to && e.text.includes(`'${event}'`)).map((e) => e.domain))].map((from) => ({
        from,
        to,
        within: event,
        reason: reason.replace(/^\w+: /, ''),
      })),
    );
  });
}

export const edgeLine = ({ from, to, decorator, reads, within, reason }: Edge) =>
  `${from} -> ${to}${decorator ? ` via app.${decorator}` : ''}${reads ? ' reads' : ''}${within ? ` within ${within}${reason ? `: ${reason}` : ''}` : ''}`;

/** The pin file's text: one edge a line, sorted, so two branches adding edges merge line by line. */
export const pinText = (edges: readonly Edge[]) => `${[...new Set(edges.map(edgeLine))].sort().join('\n')}\n`;

export function parsePin(text: string): Edge[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [, from, to, decorator, reads, within, reason] =
        /^(\S+) -> (\S+)(?: via app\.(\S+))?( reads)?(?: within ([^\s:]+)(?:: (.+))?)?$/.exec(line.trim()) ?? [];
      if (!from) throw new Error(`${PIN_FILE}: not an edge: ${line}`);
      return {
        from,
        to,
        ...(decorator ? { decorator } : {}),
        ...(reads ? { reads: true } : {}),
        ...(within ? { within } : {}),
        ...(reason ? { reason } : {}),
      };
    });
}

export const readPin = () => parsePin(readFileSync(join(ROOT, PIN_FILE), 'utf8'));

/** The map docs/architecture.md shows: each domain and the domains it calls. */
export function mapBlock(edges: readonly Edge[], allDomains: readonly string[] = domains()): string {
  const width = Math.max(...allDomains.map((domain) => domain.length));
  const lines = allDomains.map((domain) => {
    const calls = [
      ...new Set(edges.filter((edge) => edge.from === domain && !edge.decorator && !edge.reads && !edge.within).map((edge) => edge.to)),
    ].sort();
    return `${domain.padEnd(width)} ──► ${calls.length ? calls.join(', ') : '(none)'}`;
  });
  const hidden = edges
    .filter((edge) => edge.decorator)
    .map((edge) => `${edge.from.padEnd(width)} ··► ${edge.to} through app.${edge.decorator} (a decorator: no import shows it)`)
    .sort();
  const inside = edges
    .filter((edge) => edge.within)
    .map(
      (edge) => `${edge.from.padEnd(width)} ⇢ ${edge.to} inside its transaction on ${edge.within}${edge.reason ? `: ${edge.reason}` : ''}`,
    )
    .sort();
  const readers = allDomains.flatMap((domain) => {
    const from = [...new Set(edges.filter((edge) => edge.to === domain && edge.reads).map((edge) => edge.from))].sort();
    return from.length ? [`${domain.padEnd(width)} ◄── ${from.join(', ')} (its read entrance, reads.ts: no circle)`] : [];
  });
  return [MAP_START, '```', ...lines, ...hidden, ...readers, ...inside, '```', MAP_END].join('\n');
}

/** The doc with its map block replaced by the one drawn from these edges. */
export function withMap(doc: string, edges: readonly Edge[]): string {
  const start = doc.indexOf(MAP_START);
  const end = doc.indexOf(MAP_END);
  if (start < 0 || end < start) throw new Error(`${DOC_FILE} has no domain map block (${MAP_START} … ${MAP_END})`);
  return doc.slice(0, start) + mapBlock(edges) + doc.slice(end + MAP_END.length);
}
