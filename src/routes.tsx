// The route table of spec section 2: every path resolves, through the guards, to a page with its title.
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CrewLoginPage } from './auth/LoginPage';
import { session } from './auth/session';
import { CREW_DASHBOARD_PATH, CREW_MAP_PATH } from './crew/paths';
import { CUSTOMER_DASHBOARD_PATH } from './customer/paths';
import { SIGNUP_PATH } from './customer/referAndEarn/referralLink';
import { CHANGE_PASSWORD_PATH, PROFILE_PATH } from './custom/account/paths';
import { ADD_CUSTOMER_FROM_SIGNUP_PATH, ADD_CUSTOMER_PATH } from './custom/addCustomer/paths';
import { ASSIGNMENT_PATH, BOARD_DEEP_LINK_PATH, BOARD_PATH } from './custom/assignment/paths';
import { CREW_TEAM_PATH } from './custom/crewTeam/paths';
import { DASHBOARD_PATH } from './custom/dashboard/paths';
import { PROPERTY_VIEW_PATH } from './custom/propertyView/paths';
import { SYSTEM_SETTINGS_PATH } from './custom/systemSettings/paths';
import { ScreenLoading } from './layout/ScreenLoading';
import { lazyNamed } from './lazyNamed';
import { CONTACT_REQUESTS_PATH } from './resources/contactRequests/paths';
import { REPORT_PATH, REPORTS_PATH } from './custom/reports/paths';
import { CREW_ANNOUNCEMENT_CREATE_PATH, CREW_ANNOUNCEMENT_EDIT_PATH, CREW_ANNOUNCEMENTS_PATH } from './resources/crewAnnouncements/paths';
import { SIGNUP_PROCESS_PATH } from './resources/customerSignups/paths';
import { NEWSLETTER_CREATE_PATH, NEWSLETTER_SHOW_PATH, NEWSLETTERS_PATH } from './resources/newsLetters/paths';
import { CUSTOMERS_PATH } from './resources/properties/paths';
import { TIME_SHEET_PATH } from './resources/timeSheets/paths';

// Every screen is a chunk of its own, so the sign-in page loads none of them (docs/performance.md).
const PropertyList = lazyNamed(() => import('./resources/properties/PropertyList'), 'PropertyList');
const PropertyViewPage = lazyNamed(() => import('./custom/propertyView/PropertyViewPage'), 'PropertyViewPage');
const CrewTeamPage = lazyNamed(() => import('./custom/crewTeam/CrewTeamPage'), 'CrewTeamPage');
const ProfilePage = lazyNamed(() => import('./custom/account/ProfilePage'), 'ProfilePage');
const ChangePasswordPage = lazyNamed(() => import('./custom/account/ChangePasswordPage'), 'ChangePasswordPage');
const AddCustomerPage = lazyNamed(() => import('./custom/addCustomer/AddCustomerPage'), 'AddCustomerPage');
const SignupList = lazyNamed(() => import('./resources/customerSignups/SignupList'), 'SignupList');
const SystemSettingsPage = lazyNamed(() => import('./custom/systemSettings/SystemSettingsPage'), 'SystemSettingsPage');
const ContactRequestList = lazyNamed(() => import('./resources/contactRequests/ContactRequestList'), 'ContactRequestList');
const CrewAnnouncementList = lazyNamed(() => import('./resources/crewAnnouncements/CrewAnnouncementList'), 'CrewAnnouncementList');
const CrewAnnouncementCreate = lazyNamed(() => import('./resources/crewAnnouncements/CrewAnnouncementCreate'), 'CrewAnnouncementCreate');
const CrewAnnouncementEdit = lazyNamed(() => import('./resources/crewAnnouncements/CrewAnnouncementEdit'), 'CrewAnnouncementEdit');
const TimeSheetPage = lazyNamed(() => import('./resources/timeSheets/TimeSheetPage'), 'TimeSheetPage');

// The scheduling screens load as chunks of their own (react-big-calendar is the largest).
const AssignmentBoardPage = lazy(() => import('./custom/assignmentBoard/AssignmentBoardPage'));
const AssignmentPage = lazy(() => import('./custom/assignment/AssignmentPage'));
const WorkCalendarPage = lazy(() => import('./custom/workCalendar/WorkCalendarPage'));
export const WORK_CALENDAR_PATH = '/workcal';
// The staff maps load Leaflet and the cluster plugin in chunks of their own, never with the sign-in or staff shell.
const TerritoryMapPage = lazy(() => import('./custom/territoryMap/TerritoryMapPage'));
const CrewStatusMapPage = lazy(() => import('./custom/crewStatusMap/CrewStatusMapPage'));
const BnbMapPage = lazy(() => import('./custom/bnbMap/BnbMapPage'));
export const TERRITORY_MAP_PATH = '/map-crew';
export const CREW_STATUS_MAP_PATH = '/crew-status-map';
export const BNB_MAP_PATH = '/bnb-map';
// The crew's pages too: a crew's phone loads the day and, on View Map, Leaflet; staff never download them.
const Dashboard = lazy(() => import('./custom/dashboard/Dashboard'));
const CrewDashboard = lazy(() => import('./crew/dashboard/CrewDashboard'));
const CrewMapPage = lazy(() => import('./crew/map/CrewMapPage'));
// Billing's screens, for staff who read payments and for vendors (their statement).
const ChargeLaterReportPage = lazy(() => import('./custom/chargeLaterReport/ChargeLaterReportPage'));
const VendorStatementPage = lazy(() => import('./custom/vendorStatement/VendorStatementPage'));
export const CHARGE_LATER_REPORT_PATH = '/reports/charge-later-customers';
// The report catalogue and its reports (recharts comes with them).
const ReportCatalogue = lazy(() => import('./custom/reports/ReportCatalogue'));
const ReportPage = lazy(() => import('./custom/reports/ReportPage'));
export const VENDOR_STATEMENT_PATH = '/vendor-statement';
export const MY_STATEMENT_PATH = '/my-statement';
// The customer portal: customers never download the staff screens, nor staff the portal.
const CustomerDashboard = lazy(() => import('./customer/dashboard/CustomerDashboard'));
// The customer's Refer & Earn (qrcode.react comes with it), and the public sign-up page a referral link opens.
const ReferAndEarnPage = lazy(() => import('./customer/referAndEarn/ReferAndEarnPage'));
const SignupPage = lazy(() => import('./customer/signup/SignupPage'));
export const REFER_AND_EARN_PATH = '/refer-and-earn';
// Newsletters (/newsletter over the news-letters resource), the admin's system accounts, and the public unsubscribe page.
const NewsletterList = lazy(() => import('./resources/newsLetters/NewsletterList'));
const NewsletterCreate = lazy(() => import('./resources/newsLetters/NewsletterCreate'));
const NewsletterShow = lazy(() => import('./resources/newsLetters/NewsletterShow'));
const SystemAccountList = lazy(() => import('./resources/systemAccounts/SystemAccountList'));
const UnsubscribePage = lazy(() => import('./customer/unsubscribe/UnsubscribePage'));
// Two Settings menu entries: a property's conversion found from anywhere, and the service-delay settings on their own.
const ConvertPropertyPage = lazy(() => import('./custom/convertProperty/ConvertPropertyPage'));
const ServiceDelaySettingPage = lazy(() => import('./custom/serviceDelaySetting/ServiceDelaySettingPage'));
export const CONVERT_PROPERTY_PATH = '/convert-customer';
export const SERVICE_DELAY_SETTING_PATH = '/system-settings/service-delay';

const chunk = (page: ReactNode) => <Suspense fallback={<ScreenLoading />}>{page}</Suspense>;

function CrewRoot() {
  return <Navigate to={session.user() ? CREW_DASHBOARD_PATH : '/crew/login'} replace />;
}

export const layoutRoutes = [
  <Route key={DASHBOARD_PATH} path={DASHBOARD_PATH} element={chunk(<Dashboard />)} />,
  <Route key={CREW_DASHBOARD_PATH} path={CREW_DASHBOARD_PATH} element={chunk(<CrewDashboard />)} />,
  <Route key={CREW_MAP_PATH} path={CREW_MAP_PATH} element={chunk(<CrewMapPage />)} />,
  <Route key={CUSTOMERS_PATH} path={CUSTOMERS_PATH} element={<PropertyList />} />,
  <Route key={PROPERTY_VIEW_PATH} path={PROPERTY_VIEW_PATH} element={<PropertyViewPage />} />,
  <Route key={CREW_TEAM_PATH} path={CREW_TEAM_PATH} element={<CrewTeamPage />} />,
  <Route key={PROFILE_PATH} path={PROFILE_PATH} element={<ProfilePage />} />,
  <Route key={ADD_CUSTOMER_PATH} path={ADD_CUSTOMER_PATH} element={<AddCustomerPage />} />,
  <Route key={ADD_CUSTOMER_FROM_SIGNUP_PATH} path={ADD_CUSTOMER_FROM_SIGNUP_PATH} element={<AddCustomerPage />} />,
  <Route key={SIGNUP_PROCESS_PATH} path={SIGNUP_PROCESS_PATH} element={<SignupList />} />,
  <Route key={SYSTEM_SETTINGS_PATH} path={SYSTEM_SETTINGS_PATH} element={<SystemSettingsPage />} />,
  <Route key={CONTACT_REQUESTS_PATH} path={CONTACT_REQUESTS_PATH} element={<ContactRequestList />} />,
  <Route key={CREW_ANNOUNCEMENTS_PATH} path={CREW_ANNOUNCEMENTS_PATH} element={<CrewAnnouncementList />} />,
  <Route key={CREW_ANNOUNCEMENT_CREATE_PATH} path={CREW_ANNOUNCEMENT_CREATE_PATH} element={<CrewAnnouncementCreate />} />,
  <Route key={CREW_ANNOUNCEMENT_EDIT_PATH} path={CREW_ANNOUNCEMENT_EDIT_PATH} element={<CrewAnnouncementEdit />} />,
  <Route key={CHANGE_PASSWORD_PATH} path={CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />,
  <Route key={TIME_SHEET_PATH} path={TIME_SHEET_PATH} element={<TimeSheetPage />} />,
  <Route key={BOARD_PATH} path={BOARD_PATH} element={chunk(<AssignmentBoardPage />)} />,
  <Route key={BOARD_DEEP_LINK_PATH} path={BOARD_DEEP_LINK_PATH} element={chunk(<AssignmentBoardPage />)} />,
  <Route key={ASSIGNMENT_PATH} path={ASSIGNMENT_PATH} element={chunk(<AssignmentPage />)} />,
  <Route key={WORK_CALENDAR_PATH} path={WORK_CALENDAR_PATH} element={chunk(<WorkCalendarPage />)} />,
  <Route key={TERRITORY_MAP_PATH} path={TERRITORY_MAP_PATH} element={chunk(<TerritoryMapPage />)} />,
  <Route key={CREW_STATUS_MAP_PATH} path={CREW_STATUS_MAP_PATH} element={chunk(<CrewStatusMapPage />)} />,
  <Route key={BNB_MAP_PATH} path={BNB_MAP_PATH} element={chunk(<BnbMapPage />)} />,
  <Route key={CHARGE_LATER_REPORT_PATH} path={CHARGE_LATER_REPORT_PATH} element={chunk(<ChargeLaterReportPage />)} />,
  <Route key={REPORTS_PATH} path={REPORTS_PATH} element={chunk(<ReportCatalogue />)} />,
  <Route key={REPORT_PATH} path={REPORT_PATH} element={chunk(<ReportPage />)} />,
  <Route key={VENDOR_STATEMENT_PATH} path={VENDOR_STATEMENT_PATH} element={chunk(<VendorStatementPage />)} />,
  <Route key={MY_STATEMENT_PATH} path={MY_STATEMENT_PATH} element={chunk(<VendorStatementPage />)} />,
  <Route key={CUSTOMER_DASHBOARD_PATH} path={CUSTOMER_DASHBOARD_PATH} element={chunk(<CustomerDashboard />)} />,
  <Route key={REFER_AND_EARN_PATH} path={REFER_AND_EARN_PATH} element={chunk(<ReferAndEarnPage />)} />,
  <Route key={NEWSLETTERS_PATH} path={NEWSLETTERS_PATH} element={chunk(<NewsletterList />)} />,
  <Route key={NEWSLETTER_CREATE_PATH} path={NEWSLETTER_CREATE_PATH} element={chunk(<NewsletterCreate />)} />,
  <Route key={NEWSLETTER_SHOW_PATH} path={NEWSLETTER_SHOW_PATH} element={chunk(<NewsletterShow />)} />,
  <Route key="/system-accounts" path="/system-accounts" element={chunk(<SystemAccountList />)} />,
  <Route key={CONVERT_PROPERTY_PATH} path={CONVERT_PROPERTY_PATH} element={chunk(<ConvertPropertyPage />)} />,
  <Route key={SERVICE_DELAY_SETTING_PATH} path={SERVICE_DELAY_SETTING_PATH} element={chunk(<ServiceDelaySettingPage />)} />,
];

export const bareRoutes = [
  <Route key="/crew/login" path="/crew/login" element={<CrewLoginPage />} />,
  <Route key="/crew" path="/crew" element={<CrewRoot />} />,
  <Route key={SIGNUP_PATH} path={SIGNUP_PATH} element={chunk(<SignupPage />)} />,
  <Route key="/unsubscribe" path="/unsubscribe" element={chunk(<UnsubscribePage />)} />,
];
