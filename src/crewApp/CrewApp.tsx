// The crew's day and map on their own, without react-admin's <Admin>: its providers (AdminContext: the session, the
// data provider, the store, the language, the toasts, the queries, the light and dark themes) around the same signed-in
// shell and the two pages, with neither the screen table's resources nor <Admin>'s routes to build first
// (docs/performance.md, "Phone pages"). Signing out shows the crew's sign-in page in place, as <Admin> does; any other
// path (My Profile, Change password) is the whole app's, so it is opened with a full page load.
import { useEffect } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, DefaultTitleContextProvider } from 'react-admin';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '../appStore';
import { authProvider } from '../auth/authProvider';
import { CrewLoginPage } from '../auth/LazyLoginPage';
import { crewDashboardScreen } from '../crew/dashboard/screen';
import { crewMapScreen } from '../crew/map/screen';
import { dataProvider } from '../dataProvider';
import { LazyLayout } from '../layout/LazyLayout';
import { ScreenLoading } from '../layout/ScreenLoading';
import { Toasts } from '../layout/Toasts';
import { darkTheme, lightTheme, chosenThemeName } from '../themes';
import { crewI18nProvider } from './crewI18nProvider';

/** The two pages, each a chunk of its own, as their declarations name them (the shell's menu loads those anyway). */
const PAGES = [crewDashboardScreen, crewMapScreen];

const store = createAppStore();

/** A path the crew's start does not serve: the whole app opens it, as a new page load. */
function WholeApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(pathname + search + hash), [pathname, search, hash]);
  return <ScreenLoading />;
}

export function CrewApp() {
  return (
    <BrowserRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={crewI18nProvider}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={chosenThemeName()}
      >
        <CssBaseline enableColorScheme />
        <DefaultTitleContextProvider value="LawnDesk">
          <Routes>
            <Route path="/crew/login" element={<CrewLoginPage />} />
            <Route
              path="/*"
              element={
                <LazyLayout>
                  <Routes>
                    {PAGES.map(({ screen, page: Page }) => (
                      <Route key={screen.path} path={screen.path} element={<Page />} />
                    ))}
                    <Route path="*" element={<WholeApp />} />
                  </Routes>
                </LazyLayout>
              }
            />
          </Routes>
        </DefaultTitleContextProvider>
        <Toasts />
      </AdminContext>
    </BrowserRouter>
  );
}
