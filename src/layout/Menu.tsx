// The side menu: the entries of common/screens that the signed-in user may open (spec section 2, "Side menu"), the
// Map and Settings entries in groups (Settings' long list in smaller ones) that open on demand and stay as each user
// left them (react-admin's store, keyed by the user's id).
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Menu as RaMenu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import SettingsIcon from '@mui/icons-material/Settings';
import type { MenuGroup } from '../../common/screens';
import { menuEntriesFor } from '../auth/menuAccess';
import { useStoredUser } from '../auth/useStoredUser';
import type { MenuItem } from '../screens';
import { groupIcon } from './menuIcons';
import { entriesIn, type MenuNode, menuTree } from './menuTree';

/** Where a user's open or closed state of a group is kept. */
export const menuGroupKey = (group: MenuGroup, userId = '') => `menu.${userId}.${group}.open`;

const WRAP = { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } };
const indent = (depth: number, sidebarOpen: boolean) => (depth > 0 && sidebarOpen ? { pl: 2 + 2 * depth } : undefined);

/** The entry of the page shown: the one whose path holds it most narrowly (/users/roles is not the users list's). */
function currentEntry(entries: MenuItem[], pathname: string): MenuItem | undefined {
  const holding = entries.filter(({ to }) => {
    const path = to.split('?')[0];
    return pathname === path || pathname.startsWith(`${path}/`);
  });
  return holding.sort((a, b) => b.to.split('?')[0].length - a.to.split('?')[0].length)[0];
}

function EntryLink({ entry, depth }: { entry: MenuItem; depth: number }) {
  const [sidebarOpen] = useSidebarState();
  const Icon = entry.icon ?? SettingsIcon;
  // A long entry ("Charge Later Customers", Spanish words) wraps to a second line rather than losing its end.
  return (
    <RaMenu.Item
      to={entry.to}
      primaryText={entry.label}
      leftIcon={<Icon />}
      sx={{ ...(sidebarOpen && WRAP), ...indent(depth, sidebarOpen) }}
    />
  );
}

function Group({ group, nodes, depth, shell }: { group: MenuGroup; nodes: MenuNode<MenuItem>[]; depth: number; shell: Shell }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [isOpen, setOpen] = useStore<boolean>(menuGroupKey(group, shell.userId), false);
  const label = translate(`app.menu.groups.${group}`);
  const Icon = groupIcon(group);
  const id = `menu-group-${group}`;
  const holdsCurrent = !isOpen && nodes.flatMap(entriesIn).some((entry) => entry === shell.current);
  const header = (
    // react-admin's menu is an ARIA menu: a group's header is one of its items, its entries a group inside it.
    <ListItemButton
      role="menuitem"
      onClick={() => setOpen(!isOpen)}
      aria-expanded={isOpen}
      aria-controls={id}
      selected={holdsCurrent}
      sx={{ py: 0.75, color: 'text.secondary', ...indent(depth, sidebarOpen) }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={label} />
      {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </ListItemButton>
  );
  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List component="div" role="group" disablePadding id={id} aria-label={label}>
          <MenuNodes nodes={nodes} depth={depth + 1} shell={shell} />
        </List>
      </Collapse>
    </>
  );
}

/** What every group needs to know: whose open groups to read, and which entry's page is shown. */
interface Shell {
  userId: string;
  current?: MenuItem;
}

function MenuNodes({ nodes, depth, shell }: { nodes: MenuNode<MenuItem>[]; depth: number; shell: Shell }) {
  return nodes.map((node) =>
    'entry' in node ? (
      <EntryLink key={node.entry.to} entry={node.entry} depth={depth} />
    ) : (
      <Group key={node.group} group={node.group} nodes={node.children} depth={depth} shell={shell} />
    ),
  );
}

export function Menu() {
  const user = useStoredUser();
  const { pathname } = useLocation();
  const entries = menuEntriesFor(user);
  return (
    <RaMenu>
      <MenuNodes nodes={menuTree(entries)} depth={0} shell={{ userId: user?._id ?? '', current: currentEntry(entries, pathname) }} />
    </RaMenu>
  );
}
