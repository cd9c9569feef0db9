// Which domain folder of tests/api/ an API test file belongs in, and how a file's references follow a move
// (scripts/moveApiTests.ts). The folders are the server's domains (server/modules/<domain>/), and `platform` for what
// crosses them: the app's wiring, access, schemas, resilience, the fuzz and the scale sweeps.
import { posix } from 'node:path';
import ts from 'typescript';

/** First match wins: a file's name (without the folder) against each rule. */
const RULES: readonly (readonly [RegExp, string])[] = [
  [/^quickbooks/, 'accounting'],
  [/^(dataImport|dataExport|dataRoundTrip|backup|businessDataClear|serverScripts|zipcodes)/, 'data'],
  [/^(workLogsRainDay|rainDay|scheduling)/, 'scheduling'],
  [/^(workLogsRoute|workLogsPlanner|workLogsBalance|workLogMaps|vendorTerritory)/, 'routing'],
  [/^(workLog|crewDay|crewHours|timeSheets|visitEvents|onMyWay)/, 'workLogs'],
  [/^(billing|payment|payLink|invoice|card|declines|holds|collections|salesTax)/, 'billing'],
  [/^(quote|lead|instantPrice)/, 'quotes'],
  [/^(treatment|application|crewWeather|weatherNws)/, 'treatments'],
  [
    /^(moment|message|textMessages|staffMessages|templateMessages|sendCheck|outboundRates|mailSettings|notifications|twilio|refusedContacts)/,
    'messaging',
  ],
  [/^(customer|propert|lawns|accentSearch|geocod)/, 'customers'],
  [/^referral/, 'referrals'],
  [/^(report|ownerNumbers|dashboard)/, 'reports'],
  [/^newsletter/, 'newsletters'],
  [/^portal/, 'portal'],
  [/^(auth|users|userManagement|roles|profile|recovery|signIn|adminCreate)/, 'accounts'],
  [/^(settings|secretSettings|keptSettings|businessIdentity|businessSetup|configuration|markets)/, 'settings'],
  [/^vendor/, 'vendors'],
  [/^health/, 'health'],
];

export const apiTestFolder = (name: string) => RULES.find(([rule]) => rule.test(name))?.[1] ?? 'platform';

export const destination = (file: string, folder: string) => `tests/api/${folder}/${file.slice('tests/api/'.length)}`;

/** The string literals of a file that name a path relative to it: module specifiers, mocks and URLs or paths from its folder. */
function relativePaths(file: string, text: string): ts.StringLiteralLike[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ts.StringLiteralLike[] = [];
  const take = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node) && node.text.startsWith('.')) found.push(node);
  };
  const fromHere = (node: ts.Node) =>
    (ts.isIdentifier(node) && node.text === '__dirname') ||
    (ts.isPropertyAccessExpression(node) && ts.isMetaProperty(node.expression) && ['url', 'dirname'].includes(node.name.text));
  const workLog = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) take(node.moduleSpecifier);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal);
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      const [first, second] = node.arguments;
      const callee = node.expression.getText(source);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^vi\.(mock|doMock|unmock|importActual|importMock)$/.test(callee))
        take(first);
      if (first && fromHere(first)) node.arguments.slice(1).forEach(take);
      else if (second && fromHere(second)) take(first);
    }
    ts.forEachChild(node, workLog);
  };
  workLog(source);
  return found;
}

/** The path a specifier names, as TypeScript would find the file (a move keeps the name the specifier gave). */
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

/**
 * A file's text with its relative paths re-aimed from its new place (`to`) at where their targets now are, and each
 * moved file's repository path (`tests/api/x.test.ts`) named anywhere in its text replaced by the new one.
 */
export function rewriteReferences(from: string, to: string, text: string, moves: ReadonlyMap<string, string>): string {
  let next = text;
  if (/\.(ts|tsx|js|mjs)$/.test(from)) {
    const movedTo = new Map([...moves].map(([a, b]) => [withoutExtension(a), withoutExtension(b)]));
    for (const literal of relativePaths(from, text).sort((a, b) => b.getStart() - a.getStart())) {
      const target = posix.join(posix.dirname(from), literal.text);
      const moved = movedTo.get(withoutExtension(target));
      const now = moved ? `${moved}${target.slice(withoutExtension(target).length)}` : target;
      let specifier = posix.relative(posix.dirname(to), now);
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      if (specifier === literal.text) continue;
      next = `${next.slice(0, literal.getStart() + 1)}${specifier}${next.slice(literal.getEnd() - 1)}`;
    }
  }
  for (const [a, b] of moves) next = next.replace(new RegExp(`(?<![\\w/])${a.replace(/[.]/g, '\\.')}(?![\\w])`, 'g'), b);
  return next;
}
