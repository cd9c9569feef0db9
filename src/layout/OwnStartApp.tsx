// A few pages on their own, without react-admin's <Admin> (the crew's day and map, src/crewApp/; the customer's portal,
// src/portalApp/): its providers (AdminContext: the session, the data provider, the store, the language, the toasts, the
// queries, the light and dark themes) around the same signed-in shell and those pages, with neither the screen table's
// resources nor <Admin>'s routes to build first (docs/performance.md, "Phone pages"). Signing out shows the start's
// sign-in page in place, as <Admin> does; any other path (My Profile, Change password) is the whole app's, so it is
// opened with a full page load.
import { type ReactNode, useEffect } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, DefaultTitleContextProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '../appStore';
import { authProvider } from '../auth/authProvider';
import { dataProvider } from '../dataProvider';
import { darkTheme, lightTheme, chosenThemeName } from '../themes';
import type { LazyPage, ScreenDeclaration } from '../ui/screens/ScreenDeclaration';
import { LazyLayout } from './LazyLayout';
import { ScreenLoading } from './ScreenLoading';
import { Toasts } from './Toasts';

const store = createAppStore();

/** A path the start does not serve: the whole app opens it, as a new page load. */
function WholeApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(pathname + search + hash), [pathname, search, hash]);
  return <ScreenLoading />;
}

export interface OwnStartProps {
  /** The pages, each a chunk of its own, as their declarations name them (the shell's menu loads those anyway). */
  pages: readonly (Pick<ScreenDeclaration, 'screen'> & { page: LazyPage })[];
  signIn: { path: string; element: ReactNode };
  i18nProvider: I18nProvider;
}

export function OwnStartApp({ pages, signIn, i18nProvider }: OwnStartProps) {
  return (
    <BrowserRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={chosenThemeName()}
      >
        <CssBaseline enableColorScheme />
        <DefaultTitleContextProvider value="LawnDesk">
          <Routes>
            <Route path={signIn.path} element={signIn.element} />
            <Route
              path="/*"
              element={
                <LazyLayout>
                  <Routes>
                    {pages.map(({ screen, page: Page }) => (
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
