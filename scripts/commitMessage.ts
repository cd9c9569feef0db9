// The commit message convention, checked by .githooks/commit-msg: a subject `area: what` in at most 72 characters, a
// blank line, then a body with the why and the figures. Git's own subjects (merges, reverts, fixups) pass as they are.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;
const GIT_WRITTEN = /^(Merge |Revert "|fixup! |squash! |amend! )/;
const AREA_COLON_WHAT = /^[\w./,+-]+(?: [\w./,+-]+){0,2}: \S/;

/** What is wrong with a commit message, or nothing; comment lines and what follows git's scissors line are not part of it. */
export function commitMessageProblems(message: string): string[] {
  const scissors = message.search(/^# -+ >8 -+$/m);
  const lines = (scissors < 0 ? message : message.slice(0, scissors)).split('\n').filter((line) => !line.startsWith('#'));
  while (lines.length && !lines[0].trim()) lines.shift();
  const [subject = '', second = ''] = lines;
  if (!subject.trim()) return ['the message is empty'];
  if (GIT_WRITTEN.test(subject)) return [];
  const problems: string[] = [];
  if (!AREA_COLON_WHAT.test(subject)) problems.push('the subject reads `area: what` (e.g. `billing: a declined card keeps its reason`)');
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`the subject has ${length} characters, at most ${MAX_SUBJECT}: the why goes in the body`);
  if (second.trim()) problems.push('a blank line separates the subject from the body');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  if (problems.length) {
    console.error(`Commit message refused:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
