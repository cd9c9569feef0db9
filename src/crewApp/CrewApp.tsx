// The crew's day and map on their own, without react-admin's <Admin> (src/layout/OwnStartApp.tsx), with the crew's own
// English and sign-in page.
import { CrewLoginPage } from '../auth/LazyLoginPage';
import { crewDashboardScreen } from '../crew/dashboard/screen';
import { crewMapScreen } from '../crew/map/screen';
import { OwnStartApp } from '../layout/OwnStartApp';
import { crewI18nProvider } from './crewI18nProvider';

const PAGES = [crewDashboardScreen, crewMapScreen];
const SIGN_IN = { path: '/crew/login', element: <CrewLoginPage /> };

export const CrewApp = () => <OwnStartApp pages={PAGES} signIn={SIGN_IN} i18nProvider={crewI18nProvider} />;
