// react-admin's sidebar, which a phone shows as a drawer the menu button opens: there it mounts when first opened, and
// stays. It watches the scroll position from its mount, and that first read, in the commit that mounts the shell,
// makes the browser restyle and lay out the whole page inside that task. A wider screen shows it at once, with its menu.
import { useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, type SidebarProps, useSidebarState } from 'react-admin';

export function Sidebar(props: SidebarProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open] = useSidebarState();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return !isPhone || opened ? <RaSidebar {...props} /> : null;
}
