// react-admin's sidebar, which a phone shows as a closed drawer until the menu button opens it: there it mounts after
// the page's first frame (useAfterPaint), because it watches the scroll position from its mount, and that first read
// lays the whole page out inside the task that mounts the shell. A wider screen shows it at once, as its menu is on screen.
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';
import { useAfterPaint } from '../ui/useAfterPaint';

export function Sidebar(props: SidebarProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const painted = useAfterPaint();
  return !isPhone || painted ? <RaSidebar {...props} /> : null;
}
