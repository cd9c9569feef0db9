// LawnDesk's web app: react-admin with the LawnDesk providers, shell and route table.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from './appStore';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { bareRoutes, layoutRoutes } from './routes';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { LazyLayout } from './layout/LazyLayout';
import { Toasts } from './layout/Toasts';
import discounts from './resources/discounts';
import emailTemplates from './resources/emailTemplates';
import lockedCustomers from './resources/lockedCustomers';
import markets from './resources/markets';
import officeAnnouncements from './resources/officeAnnouncements';
import outbox from './resources/outbox';
import payments from './resources/payments';
import phrases from './resources/phrases';
import properties from './resources/properties';
import roles from './resources/roles';
import { CREW_ANNOUNCEMENTS_RESOURCE } from './resources/crewAnnouncements/paths';
import { TIME_SHEET_ENTRIES } from './resources/timeSheets/paths';
import users from './resources/users';
import vendors from './resources/vendors';
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
      <Resource name="markets" {...markets} />
      <Resource name="outbox" {...outbox} />
      <Resource name="properties" {...properties} />
      <Resource name="users" {...users} />
      <Resource name="users/roles" {...roles} />
      <Resource name="vendors" {...vendors} />
      <Resource name="phrases" {...phrases} />
      <Resource name="discounts" {...discounts} />
      <Resource name="payments" {...payments} />
      <Resource name="email-templates" {...emailTemplates} />
      <Resource name="office-announcements" {...officeAnnouncements} />
      <Resource name={CREW_ANNOUNCEMENTS_RESOURCE} recordRepresentation="title" />
      <Resource name="call-logs" />
      <Resource name="reminders" />
      <Resource name="notes" />
      <Resource name="work-logs" />
      <Resource name="locked-customers" {...lockedCustomers} />
      <Resource name="news-letters" recordRepresentation="subject" />
      <Resource name="news-letters/recipients" recordRepresentation="name" />
      <Resource name="system-accounts" />
      <Resource name="contact-requests" />
      <Resource name="customer-signup" />
      <Resource name={TIME_SHEET_ENTRIES} />
      <CustomRoutes>{layoutRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{bareRoutes}</CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}
