// The side menu: the entries of common/screens that the signed-in user may open (spec section 2, "Side menu"), the
// Map and Settings entries in groups that open and close and stay as the user left them (react-admin's store).
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MapIcon from '@mui/icons-material/Map';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { MENU_GROUPS, type MenuEntry, type MenuGroup } from '../../common/screens';
import { menuEntriesFor } from '../auth/routeAccess';
import { useStoredUser } from '../auth/useStoredUser';
import { menuIcon } from './menuIcons';

const GROUP_ICONS: Record<MenuGroup, typeof MapIcon> = { map: MapIcon, settings: SettingsIcon };

/** Where a group's open or closed state is kept. */
export const menuGroupKey = (group: MenuGroup) => `menu.${group}.open`;

function EntryLink({ entry, nested }: { entry: MenuEntry; nested?: boolean }) {
  const [sidebarOpen] = useSidebarState();
  const Icon = menuIcon(entry.label);
  return <RaMenu.Item to={entry.to} primaryText={entry.label} leftIcon={<Icon />} sx={nested && sidebarOpen ? { pl: 4 } : undefined} />;
}

function Group({ group, entries }: { group: MenuGroup; entries: MenuEntry[] }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  // Open until the user closes it; from then on as the user left it.
  const [isOpen, setOpen] = useStore<boolean>(menuGroupKey(group), true);
  const label = translate(`app.menu.groups.${group}`);
  const Icon = GROUP_ICONS[group];
  const id = `menu-group-${group}`;
  const header = (
    // react-admin's menu is an ARIA menu: a group's header is one of its items, its entries a group inside it.
    <ListItemButton role="menuitem" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen} aria-controls={id} sx={{ py: 0.75, color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}><Icon /></ListItemIcon>
      <ListItemText primary={label} />
      {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </ListItemButton>
  );
  return (
    <>
      {sidebarOpen ? header : <Tooltip title={label} placement="right">{header}</Tooltip>}
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List component="div" role="group" disablePadding id={id} aria-label={label}>
          {entries.map((entry) => <EntryLink key={entry.to} entry={entry} nested />)}
        </List>
      </Collapse>
    </>
  );
}

export function Menu() {
  const entries = menuEntriesFor(useStoredUser());
  const ungrouped = entries.filter((entry) => !entry.group);
  return (
    <RaMenu>
      {ungrouped.map((entry) => <EntryLink key={entry.to} entry={entry} />)}
      {MENU_GROUPS.map((group) => {
        const members = entries.filter((entry) => entry.group === group);
        return members.length > 0 && <Group key={group} group={group} entries={members} />;
      })}
    </RaMenu>
  );
}
