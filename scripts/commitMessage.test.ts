import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './commitMessage';

describe('commit message convention', () => {
  it('takes `area: what` with a body', () => {
    expect(commitMessageProblems('billing: a declined card keeps its reason\n\nWhy, and the figures.\n')).toEqual([]);
    expect(commitMessageProblems('e2e, docs: one sign-in per spec\n')).toEqual([]);
  });

  it('refuses a subject without an area, one over 72 characters and a body glued to the subject', () => {
    expect(commitMessageProblems('Fixed the thing\n')).toHaveLength(1);
    expect(commitMessageProblems(`server: ${'x'.repeat(65)}\n`)).toEqual([expect.stringContaining('73 characters')]);
    expect(commitMessageProblems(`server: ${'é'.repeat(64)}\n`)).toEqual([]);
    expect(commitMessageProblems('server: a subject\nand a body at once\n')).toEqual([expect.stringContaining('blank line')]);
  });

  it('passes the subjects git writes itself, and skips comments and what follows the scissors line', () => {
    expect(commitMessageProblems("Merge branch 'i43-limits' into main, with a very long subject that goes on and on\n")).toEqual([]);
    expect(commitMessageProblems('Revert "server: a subject"\n')).toEqual([]);
    expect(commitMessageProblems('# Please enter the commit message\n\nweb: the menu opens\n# comment\n')).toEqual([]);
    expect(commitMessageProblems('web: the menu opens\n\n# ------------------------ >8 ------------------------\nFixed\n')).toEqual([]);
    expect(commitMessageProblems('# only a comment\n\n')).toEqual(['the message is empty']);
  });
});
