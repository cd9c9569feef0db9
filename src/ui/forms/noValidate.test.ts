// Every form leaves checking to the app: the browser's own bubbles ("Please include an '@'…") speak the browser's language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

const FORM_OPENING = /<(SimpleForm|TabbedForm|Form|form)\b|<\w+\b(?=[^>]*\bcomponent="form")/g;

/** The text of the JSX opening tag starting at `start`: up to the `>` outside any `{…}`. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === '>' && depth === 0 && text[index - 1] !== '=') return text.slice(start, index + 1);
  }
  return text.slice(start);
}

export function formsWithoutNoValidate(files: { path: string; text: string }[]) {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(FORM_OPENING)]
      .map((match) => openingTag(text, match.index))
      .filter((tag) => !/\bnoValidate\b/.test(tag))
      .map((tag) => `${path}: ${tag.split('\n')[0]}`),
  );
}

describe('the forms', () => {
  it('finds a form that lets the browser check it', () => {
    expect(
      formsWithoutNoValidate([
        { path: 'x.tsx', text: '<SimpleForm resolver={(v) => v}>\n<Form noValidate onSubmit={go}><Dialog component="form" onSubmit={s}>' },
      ]),
    ).toEqual(['x.tsx: <SimpleForm resolver={(v) => v}>', 'x.tsx: <Dialog component="form" onSubmit={s}>']);
  });

  it('all set noValidate', () => {
    const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(formsWithoutNoValidate(files)).toEqual([]);
  });
});
