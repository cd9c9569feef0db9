// The prepare script (`npm ci`, `npm install`): points git at the repo's own hooks in .githooks/ (the commit-message
// check). Nothing depends on it: outside a git work tree, or where npm skips scripts, it does nothing and fails nothing.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'ignore' });
} catch {
  // Not a git checkout, or no git: there is no commit to check.
}
