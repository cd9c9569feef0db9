import { describe, expect, it } from 'vitest';
import { MENU } from '../screens';
import { entriesIn, groupPath, menuTree } from './menuTree';

describe('menuTree', () => {
  it('keeps every entry once, in menu order, each group where its first entry stands', () => {
    const tree = menuTree(MENU);
    const flat = tree.flatMap(entriesIn);
    expect(flat).toHaveLength(MENU.length);
    expect(new Set(flat)).toEqual(new Set(MENU));
    expect(tree.slice(0, 3).map((node) => 'entry' in node && node.entry.to)).toEqual(['/dashboard', '/workcal', '/crew/dashboard']);
    const settings = tree.find((node) => 'group' in node && node.group === 'settings');
    expect(
      settings && 'children' in settings && settings.children.map((node) => ('group' in node ? node.group : node.entry.label)),
    ).toEqual(['users', 'app.users.menu.permissions', 'customers', 'messages', 'system']);
  });

  it('names the groups an entry sits in, outermost first', () => {
    expect(groupPath('users')).toEqual(['settings', 'users']);
    expect(groupPath('map')).toEqual(['map']);
    expect(groupPath(undefined)).toEqual([]);
  });
});
