// The side menu as a tree: entries in menu order, each group standing where its first entry stands, inside its parent.
import { MENU_GROUP_PARENT, type MenuEntry, type MenuGroup } from '../../common/screens';

export type MenuNode = { entry: MenuEntry } | { group: MenuGroup; children: MenuNode[] };

/** The groups an entry sits in, outermost first. */
export function groupPath(group: MenuGroup | undefined): MenuGroup[] {
  const path: MenuGroup[] = [];
  for (let current = group; current; current = MENU_GROUP_PARENT[current]) path.unshift(current);
  return path;
}

export function menuTree(entries: readonly MenuEntry[]): MenuNode[] {
  const root: MenuNode[] = [];
  const groups = new Map<MenuGroup, MenuNode[]>();
  const childrenOf = (group: MenuGroup | undefined): MenuNode[] => {
    if (!group) return root;
    let children = groups.get(group);
    if (!children) {
      children = [];
      groups.set(group, children);
      childrenOf(MENU_GROUP_PARENT[group]).push({ group, children });
    }
    return children;
  };
  for (const entry of entries) childrenOf(entry.group).push({ entry });
  return root;
}

/** Every entry under a node, however deep. */
export function entriesIn(node: MenuNode): MenuEntry[] {
  return 'entry' in node ? [node.entry] : node.children.flatMap(entriesIn);
}
