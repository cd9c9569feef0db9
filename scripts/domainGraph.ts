// Pins the server's domain graph (server/domainGraph.txt) and redraws docs/architecture.md's map from it:
// `npm run docs:graph` after a change that adds or removes an edge between domains.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_FILE, domainEdges, PIN_FILE, pinText, withMap } from '../build/domainGraph';
import { ROOT } from '../build/importGraph';

const edges = domainEdges();
writeFileSync(join(ROOT, PIN_FILE), pinText(edges));
const doc = join(ROOT, DOC_FILE);
writeFileSync(doc, withMap(readFileSync(doc, 'utf8'), edges));
console.log(`${PIN_FILE}: ${edges.length} edges; ${DOC_FILE}: map redrawn`);
