// Every screen of the web app, each declared once beside its page (src/ui/screens/ScreenDeclaration.ts), in menu
// order: the router (routes.tsx, App.tsx), the side menu, the Go-to search and canAccess all read this list.
// A new screen: its rule in common/screens.ts, its declaration beside its page, and one line here.
import type { ComponentType } from 'react';
import type { MenuEntry } from '../common/screens';
import { crewDashboardScreen } from './crew/dashboard/screen';
import { crewMapScreen } from './crew/map/screen';
import { changePasswordScreen, profileScreen } from './custom/account/screen';
import { accountingScreen } from './custom/accounting/screen';
import { salesTaxScreen } from './custom/salesTax/screen';
import { eventsGivenUpScreen } from './custom/eventsGivenUp/screen';
import { addCustomerScreen } from './custom/addCustomer/screen';
import { assignmentScreen } from './custom/assignment/screen';
import { boardScreen } from './custom/assignmentBoard/screen';
import { bnbMapScreen } from './custom/bnbMap/screen';
import { businessSetupScreen } from './custom/businessSetup/screen';
import { chargeLaterReportScreen } from './custom/chargeLaterReport/screen';
import { collectionsScreen } from './custom/collections/screen';
import { convertPropertyScreen } from './custom/convertProperty/screen';
import { crewStatusMapScreen } from './custom/crewStatusMap/screen';
import { crewTeamScreen } from './custom/crewTeam/screen';
import { dashboardScreen } from './custom/dashboard/screen';
import { propertyViewScreen } from './custom/propertyView/screen';
import { inboxScreen } from './custom/inbox/screen';
import { rainDaysScreen } from './custom/rainDays/screen';
import { servicePausesScreen } from './custom/servicePauses/screen';
import { reportsScreen } from './custom/reports/screen';
import { importCustomersScreen } from './custom/dataImport/screen';
import { serviceDelaySettingScreen } from './custom/serviceDelaySetting/screen';
import { systemSettingsScreen } from './custom/systemSettings/screen';
import { territoryMapScreen } from './custom/territoryMap/screen';
import { myStatementScreen, vendorStatementScreen } from './custom/vendorStatement/screen';
import { workCalendarScreen } from './custom/workCalendar/screen';
import { customerDashboardScreen } from './customer/dashboard/screen';
import { referAndEarnScreen } from './customer/referAndEarn/screen';
import { signupScreen } from './customer/signup/screen';
import { unsubscribeScreen } from './customer/unsubscribe/screen';
import { payLinkScreen } from './customer/payLink/screen';
import { publicQuoteScreen } from './customer/publicQuote/screen';
import { publicVisitScreen } from './customer/visitPage/screen';
import leadsScreen from './resources/leads';
import { signInLinkScreen } from './customer/signInLink/screen';
import contactRequestsScreen from './resources/contactRequests';
import crewAnnouncementsScreen from './resources/crewAnnouncements';
import customerSignupsScreen from './resources/customerSignups';
import discountsScreen from './resources/discounts';
import emailTemplatesScreen from './resources/emailTemplates';
import lockedCustomersScreen from './resources/lockedCustomers';
import marketsScreen from './resources/markets';
import newslettersScreen from './resources/newsletters';
import officeAnnouncementsScreen from './resources/officeAnnouncements';
import outboxScreen from './resources/outbox';
import paymentsScreen from './resources/payments';
import phrasesScreen from './resources/phrases';
import productsScreen from './resources/products';
import programsScreen from './resources/programs';
import applicationsScreen from './resources/applications';
import customersScreen from './resources/properties';
import rolesScreen from './resources/roles';
import systemAccountsScreen from './resources/systemAccounts';
import timeSheetScreen from './resources/timeSheets';
import { labourWeekScreen } from './custom/labourWeek/screen';
import { jobCostingScreen } from './custom/jobCosting/screen';
import usersScreen from './resources/users';
import vendorsScreen from './resources/vendors';
import type { ScreenDeclaration } from './ui/screens/ScreenDeclaration';

export const SCREEN_DECLARATIONS: readonly ScreenDeclaration[] = [
  dashboardScreen,
  workCalendarScreen,
  crewDashboardScreen,
  crewMapScreen,
  customerDashboardScreen,
  referAndEarnScreen,
  addCustomerScreen,
  customersScreen,
  leadsScreen,
  inboxScreen,
  crewTeamScreen,
  vendorsScreen,
  boardScreen,
  rainDaysScreen,
  servicePausesScreen,
  newslettersScreen,
  paymentsScreen,
  collectionsScreen,
  chargeLaterReportScreen,
  vendorStatementScreen,
  myStatementScreen,
  reportsScreen,
  territoryMapScreen,
  crewStatusMapScreen,
  bnbMapScreen,
  productsScreen,
  programsScreen,
  applicationsScreen,
  usersScreen,
  timeSheetScreen,
  labourWeekScreen,
  jobCostingScreen,
  rolesScreen,
  marketsScreen,
  convertPropertyScreen,
  customerSignupsScreen,
  contactRequestsScreen,
  lockedCustomersScreen,
  discountsScreen,
  crewAnnouncementsScreen,
  officeAnnouncementsScreen,
  emailTemplatesScreen,
  phrasesScreen,
  outboxScreen,
  systemSettingsScreen,
  serviceDelaySettingScreen,
  importCustomersScreen,
  accountingScreen,
  salesTaxScreen,
  eventsGivenUpScreen,
  systemAccountsScreen,
  // Screens without a menu entry: opened from other screens, from the profile menu, or from a link in an e-mail.
  assignmentScreen,
  propertyViewScreen,
  profileScreen,
  changePasswordScreen,
  businessSetupScreen,
  signupScreen,
  unsubscribeScreen,
  payLinkScreen,
  publicQuoteScreen,
  publicVisitScreen,
  signInLinkScreen,
];

export interface MenuItem extends MenuEntry {
  icon?: ComponentType;
}

/** The side menu's entries in menu order; an entry shows to whoever its screen admits (and its own rule, if any). */
export const MENU: readonly MenuItem[] = SCREEN_DECLARATIONS.flatMap(({ screen, icon, menu = [] }) =>
  menu.map((entry) => ({ ...entry, to: entry.to ?? screen.path, icon: entry.icon ?? icon })),
);

/** Resources whose one screen lives under another path (react-admin names them by their API path). */
export const RESOURCE_SCREENS: Readonly<Record<string, string>> = Object.fromEntries(
  SCREEN_DECLARATIONS.flatMap(({ screen, resources = [] }) =>
    resources.filter(({ name }) => `/${name}` !== screen.path).map(({ name }) => [name, screen.path]),
  ),
);
