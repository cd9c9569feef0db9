// The side menu as a tree: entries in menu order, each group standing where its first entry stands, inside its parent.
import { MENU_GROUP_PARENT, type MenuEntry, type MenuGroup } from '../../common/screens';

export type MenuNode<Entry extends MenuEntry = MenuEntry> = { entry: Entry } | { group: MenuGroup; children: MenuNode<Entry>[] };

/** The groups an entry sits in, outermost first. */
export function groupPath(group: MenuGroup | undefined): MenuGroup[] {
  const path: MenuGroup[] = [];
  for (let current = group; current; current = MENU_GROUP_PARENT[current]) path.unshift(current);
  return path;
}

export function menuTree<Entry extends MenuEntry>(entries: readonly Entry[]): MenuNode<Entry>[] {
  const root: MenuNode<Entry>[] = [];
  const groups = new Map<MenuGroup, MenuNode<Entry>[]>();
  const childrenOf = (group: MenuGroup | undefined): MenuNode<Entry>[] => {
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
export function entriesIn<Entry extends MenuEntry>(node: MenuNode<Entry>): Entry[] {
  return 'entry' in node ? [node.entry] : node.children.flatMap(entriesIn);
}
