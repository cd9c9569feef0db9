// The signed-in shell: app bar, permission-filtered menu, route guard, theme kept in localStorage `theme`.
import { type ReactNode, useEffect } from 'react';
import { Layout as RaLayout, useTheme } from 'react-admin';
import { RouteGuard, ScrollToTop } from '../auth/RouteGuard';
import { SessionKeeper } from '../auth/SessionKeeper';
import { AppBar } from './AppBar';
import { storedThemeName, THEME_KEY } from '../themes';
import { Menu } from './Menu';

function ThemePersistence() {
  const [theme] = useTheme(storedThemeName());
  useEffect(() => {
    if (theme === 'light' || theme === 'dark') localStorage.setItem(THEME_KEY, theme);
  }, [theme]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={Menu} appBar={AppBar}>
      <ThemePersistence />
      <SessionKeeper />
      <ScrollToTop />
      <RouteGuard>{children}</RouteGuard>
    </RaLayout>
  );
}
