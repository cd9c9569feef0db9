// LawnDesk's web app: react-admin with the LawnDesk providers, shell, and the resources and routes of every declared
// screen (src/screens.ts).
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from './appStore';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LazyLoginPage';
import { bareRoutes, layoutRoutes } from './routes';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { LazyLayout } from './layout/LazyLayout';
import { Toasts } from './layout/Toasts';
import { SCREEN_DECLARATIONS } from './screens';
import { darkTheme, lightTheme, chosenThemeName } from './themes';

const store = createAppStore();

export function App() {
  return (
    <BrowserRouter>
      <Admin
        title="LawnDesk"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={LazyLayout}
        notification={Toasts}
        loginPage={LoginPage}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={chosenThemeName()}
        disableTelemetry
      >
        {SCREEN_DECLARATIONS.flatMap(({ icon, resources = [] }) =>
          resources.map((resource) => <Resource key={resource.name} icon={icon} {...resource} />),
        )}
        <CustomRoutes>{layoutRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{bareRoutes}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
