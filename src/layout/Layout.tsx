// The signed-in shell: app bar, permission-filtered menu, route guard, live notifications, theme kept in localStorage `theme`.
import { type ReactNode, Suspense, useEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout as RaLayout, type ThemeType, useSidebarState, useStore } from 'react-admin';
import { RouteGuard, ScrollToTop } from '../auth/RouteGuard';
import { SessionKeeper } from '../auth/SessionKeeper';
import { session } from '../auth/session';
import { DelayPrompt } from '../ui/delayPrompt/DelayPrompt';
import { NotificationSocket } from '../ui/notifications/socket';
import { AppBar } from './AppBar';
import { THEME_KEY } from '../themes';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { useDocumentLanguage } from '../ui/LanguageSwitch';
import { ScreenLoading } from './ScreenLoading';
import { UnexpectedError } from '../ui/errors/UnexpectedError';

/** Keeps the theme the user picks with the app bar's toggle; until then react-admin follows the system's preference. */
function ThemePersistence() {
  const [theme] = useStore<ThemeType | undefined>('theme');
  useEffect(() => {
    if (theme === 'light' || theme === 'dark') localStorage.setItem(THEME_KEY, theme);
  }, [theme]);
  return null;
}

/** Collapses the permanent sidebar to icons on medium screens and expands it on wide ones. */
function SidebarByWidth() {
  const [, setOpen] = useSidebarState();
  const isOffCanvas = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  useEffect(() => {
    if (!isOffCanvas) setOpen(isWide);
  }, [isOffCanvas, isWide, setOpen]);
  return null;
}

/** Lets the shell shrink to a phone's width; a table wider than the screen then scrolls inside its own card. */
const PHONE_WIDTH_FIT = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

export function Layout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  return (
    <NotificationSocket>
      <RaLayout menu={Menu} appBar={AppBar} sidebar={Sidebar} error={UnexpectedError} sx={PHONE_WIDTH_FIT}>
        <ThemePersistence />
        <SessionKeeper />
        <SidebarByWidth />
        <ScrollToTop />
        {session.user()?.type === 'crew' && <DelayPrompt />}
        <RouteGuard>
          <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
        </RouteGuard>
      </RaLayout>
    </NotificationSocket>
  );
}
