// Every browser call goes through the dataProvider, so react-admin's checkError sees every 401: a source scan keeps it so.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
/** Sign-in, sign-out and recovery run before a session exists: they call the dataProvider object, not useDataProvider. */
const PRE_SESSION_CALLERS = ['auth/LoginPage.tsx', 'auth/RecoveryPanes.tsx', 'auth/refreshStoredUser.ts', 'auth/signIn.ts'];
/** The app's starts hand it to react-admin (`<Admin>`, the own starts' `AdminContext`), whose hooks call checkError. */
const APP_STARTS = ['App.tsx', 'layout/OwnStartApp.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const outsideProvider = sourceFiles(SRC)
  .map((path) => ({ file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
  .filter(({ file }) => !file.startsWith('dataProvider/'));

describe('every browser call goes through the dataProvider', () => {
  it('finds the files it scans', () => {
    expect(outsideProvider.length).toBeGreaterThan(100);
    expect(outsideProvider.map(({ file }) => file)).toContain('custom/account/ProfilePage.tsx');
  });

  it('leaves apiCall and the HTTP client to src/dataProvider/', () => {
    const offenders = outsideProvider.filter(({ text }) => /\bapiCall\b|dataProvider\/httpClient/.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('makes no request of its own (fetch, XMLHttpRequest, fetchUtils) outside src/dataProvider/', () => {
    const offenders = outsideProvider
      .filter(({ file }) => !/\.test\.tsx?$/.test(file))
      .filter(({ text }) => /(?<!\w)fetch\(|XMLHttpRequest|fetchUtils/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  // The sign-in page's calls (sign-in, sign-out, recovery) use accountMethods alone, so that page loads no more.
  it('reaches the dataProvider object or its account calls, bypassing checkError, only from the pre-session callers (and tests)', () => {
    const direct = outsideProvider
      .filter(({ file }) => !/\.test\.tsx?$/.test(file))
      .filter(
        ({ text }) =>
          /import \{[^}]*\bdataProvider\b[^}]*\} from '[./]*dataProvider'/.test(text) ||
          /import \{[^}]*\baccountMethods\b[^}]*\} from '[./]*dataProvider\/accountMethods'/.test(text),
      )
      .map(({ file }) => file);
    expect(direct.sort()).toEqual([...PRE_SESSION_CALLERS, ...APP_STARTS].sort());
  });
});
