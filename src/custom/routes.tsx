// The route table of spec section 2: every path resolves, through the guards, to a page with its title.
import { Route } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { CrewLoginPage } from '../auth/LoginPage';
import { session } from '../auth/session';
import { CREW_DASHBOARD_PATH, CrewDashboard } from '../crew/CrewDashboard';
import { CUSTOMER_DASHBOARD_PATH, CustomerDashboard } from '../customer/CustomerDashboard';
import { CHANGE_PASSWORD_PATH, ChangePasswordPage } from './account/ChangePasswordPage';
import { PROFILE_PATH, ProfilePage } from './account/ProfilePage';
import { ComingSoonPage } from './ComingSoonPage';
import { DASHBOARD_PATH, Dashboard } from './dashboard/Dashboard';
import { PropertyList } from '../resources/properties/PropertyList';

const PLANNED_PAGES: [path: string, title: string][] = [
  ['/new-customer', 'app.page.add_customer'],
  ['/new-customer/:id', 'app.page.add_customer'],
  ['/system-settings', 'app.page.system_settings'],
  ['/system-settings/signup-process', 'app.page.signup_process'],
  ['/system-settings/crew-announcement', 'app.page.crew_announcement'],
  ['/system-settings/customer-contact-us', 'app.page.contact_requests'],
  ['/customers/view/:propertyId', 'app.page.property_view'],
  ['/vendors', 'app.page.vendors'],
  ['/vendors/:id/show', 'app.page.vendors'],
  ['/crew-team', 'app.page.crew_team'],
  ['/newsletter', 'app.page.newsletter'],
  ['/worklogs', 'app.page.worklogs'],
  ['/worklogs/:id/:date/:status', 'app.page.worklogs'],
  ['/worklogs/:crew/:date/skipped', 'app.page.skipped_worklogs'],
  ['/reports', 'app.page.reports'],
  ['/reports/charge-later-customers', 'app.page.charge_later_customers'],
  ['/assignments/:assignmentId', 'app.page.assignment'],
  ['/map-crew', 'app.page.crew_map'],
  ['/crew/map-crew', 'app.page.crew_map'],
  ['/refer-and-earn', 'app.page.refer_and_earn'],
];

function CrewRoot() {
  return <Navigate to={session.user() ? CREW_DASHBOARD_PATH : '/crew/login'} replace />;
}

export const layoutRoutes = [
  <Route key={DASHBOARD_PATH} path={DASHBOARD_PATH} element={<Dashboard />} />,
  <Route key={CREW_DASHBOARD_PATH} path={CREW_DASHBOARD_PATH} element={<CrewDashboard />} />,
  <Route key="/customers" path="/customers" element={<PropertyList />} />,
  <Route key={PROFILE_PATH} path={PROFILE_PATH} element={<ProfilePage />} />,
  <Route key={CHANGE_PASSWORD_PATH} path={CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />,
  <Route key={CUSTOMER_DASHBOARD_PATH} path={CUSTOMER_DASHBOARD_PATH} element={<CustomerDashboard />} />,
  ...PLANNED_PAGES.map(([path, title]) => <Route key={path} path={path} element={<ComingSoonPage title={title} />} />),
];

export const bareRoutes = [
  <Route key="/crew/login" path="/crew/login" element={<CrewLoginPage />} />,
  <Route key="/crew" path="/crew" element={<CrewRoot />} />,
];
