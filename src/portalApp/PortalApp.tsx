// The customer's dashboard and Refer & Earn on their own, without react-admin's <Admin> (src/layout/OwnStartApp.tsx),
// with the portal's own English; signing out shows the sign-in page a customer uses, the staff's.
import { LoginPage } from '../auth/LazyLoginPage';
import { customerDashboardScreen } from '../customer/dashboard/screen';
import { referAndEarnScreen } from '../customer/referAndEarn/screen';
import { OwnStartApp } from '../layout/OwnStartApp';
import { portalI18nProvider } from './portalI18nProvider';

const PAGES = [customerDashboardScreen, referAndEarnScreen];
const SIGN_IN = { path: '/login', element: <LoginPage /> };

export const PortalApp = () => <OwnStartApp pages={PAGES} signIn={SIGN_IN} i18nProvider={portalI18nProvider} />;
