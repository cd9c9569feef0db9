// The rule half of every screen of the web app: its path (written in screenPaths.ts), who may open it and which API
// calls it stands on. Each screen's page, menu entries and icon sit in its feature's declaration (src/screens.ts lists
// them), which names its rule here; tests/api/platform/screenAccess.test.ts checks these rules against the server's routes, so
// a screen can never be offered to someone whose calls the API refuses.
import { type Access, admits } from './access';
import type { AccessSubject, UserType } from './permissions';
import { CUSTOMER_REPORTS } from './reportKeys';
import { SCREEN_PATH } from './screenPaths';

export interface Screen {
  /** A react-router path; `:name` matches one segment. */
  path: string;
  /** Also covers every path below it (a resource's create, edit and show pages). */
  prefix?: true;
  /** The kinds of user the screen is made for: office screens are for staff, whatever permissions a role holds. */
  audience: readonly UserType[];
  /** Several rules must all pass. */
  access: Access | readonly Access[];
  /** The calls (`METHOD /path` under /api/v1, as the server registers them) the screen cannot work without. */
  api: readonly string[];
}

const STAFF: readonly UserType[] = ['admin', 'csr'];
/** The spec's admin sidebar variant: screens made for the admin only. */
const ADMIN: readonly UserType[] = ['admin'];
const CREW: readonly UserType[] = ['crew'];
const VENDOR: readonly UserType[] = ['vendor'];
const CUSTOMER: readonly UserType[] = ['customer'];
const STAFF_AND_VENDOR: readonly UserType[] = ['admin', 'csr', 'vendor'];
const EVERYONE: readonly UserType[] = ['admin', 'csr', 'vendor', 'crew', 'customer'];

/** By name, for the declarations. First match wins, so a narrower path comes before the prefix that contains it. */
export const SCREEN = {
  dashboard: { path: SCREEN_PATH.dashboard, audience: STAFF, access: { signedIn: true }, api: ['GET /dashboard'] },
  crewDashboard: {
    path: SCREEN_PATH.crewDashboard,
    audience: CREW,
    access: { signedIn: true },
    api: [
      'GET /time-sheets/current',
      'GET /time-sheets/crew',
      'GET /crew/delayServiceConfig/:crewId',
      'GET /crew/day',
      'GET /crew/day/treatments',
      'GET /crew/stops/:id/weather',
      'POST /work-logs/:id/applications',
      'PUT /work-logs/:id/status',
      'PUT /work-logs/:id/notes',
      'POST /work-logs/:id/extra-time',
    ],
  },
  crewMap: { path: SCREEN_PATH.crewMap, audience: CREW, access: { permission: 'map_crew' }, api: ['GET /crew/day'] },
  territoryMap: {
    path: SCREEN_PATH.territoryMap,
    audience: STAFF,
    access: { permission: 'map_crew' },
    api: ['GET /work-logs/map', 'GET /vendors/territories', 'GET /zipcodes/map'],
  },
  crewStatusMap: {
    path: SCREEN_PATH.crewStatusMap,
    audience: STAFF,
    access: { permission: 'map_crew' },
    api: ['GET /work-logs/crew-progress', 'GET /crew-positions'],
  },
  bnbMap: { path: SCREEN_PATH.bnbMap, audience: STAFF, access: { permission: 'bnb_map' }, api: ['GET /work-logs/bnb-map'] },
  addCustomerFromSignup: {
    path: SCREEN_PATH.addCustomerFromSignup,
    audience: STAFF,
    access: [{ permission: 'customer_add_from_signup' }, { permission: 'customer_add' }],
    api: ['GET /customer-signup/:id', 'GET /markets', 'POST /customers'],
  },
  addCustomer: {
    path: SCREEN_PATH.addCustomer,
    audience: STAFF,
    access: { permission: 'customer_add' },
    api: ['GET /markets', 'POST /customers'],
  },
  signupProcess: {
    path: SCREEN_PATH.signupProcess,
    audience: STAFF,
    access: { permission: 'sign_up_process' },
    api: ['GET /customer-signup'],
  },
  crewAnnouncements: {
    path: SCREEN_PATH.crewAnnouncements,
    prefix: true,
    audience: STAFF,
    access: { permission: 'crew_announcement_list' },
    api: ['GET /vendors/crew-announcements', 'GET /vendors/list'],
  },
  serviceDelaySetting: {
    path: SCREEN_PATH.serviceDelaySetting,
    audience: STAFF,
    access: { permission: 'setting_menu' },
    api: ['GET /settings', 'PUT /settings'],
  },
  importCustomers: {
    path: SCREEN_PATH.importCustomers,
    audience: STAFF,
    access: { permission: 'data_import' },
    api: [
      'GET /imports',
      'POST /imports',
      'GET /geocoding',
      'GET /imports/:id',
      'PUT /imports/:id/mapping',
      'POST /imports/:id/start',
      'POST /imports/:id/undo',
      'GET /imports/:id/report.csv',
    ],
  },
  convertProperty: {
    path: SCREEN_PATH.convertProperty,
    audience: STAFF,
    access: [{ permission: 'convert_customer' }, { permission: 'customer_list' }],
    api: ['GET /properties', 'GET /customers/properties/:id', 'GET /customers', 'PUT /customers/properties/:id/convert'],
  },
  contactRequests: {
    path: SCREEN_PATH.contactRequests,
    audience: STAFF,
    access: { signedIn: true },
    api: ['GET /contact-requests'],
  },
  salesTax: {
    path: '/system-settings/sales-tax',
    audience: ADMIN,
    access: { permission: 'accounting_manage' },
    api: ['GET /sales-tax/rate-tables'],
  },
  accounting: {
    path: SCREEN_PATH.accounting,
    audience: ADMIN,
    access: { permission: 'accounting_manage' },
    api: ['GET /accounting/quickbooks', 'GET /accounting/quickbooks/records'],
  },
  businessSetup: {
    path: SCREEN_PATH.businessSetup,
    audience: ADMIN,
    access: { permission: 'setting_menu' },
    api: [
      'GET /settings',
      'PUT /settings',
      'GET /markets',
      'POST /markets',
      'GET /vendors',
      'POST /vendors',
      'GET /vendors/in-house',
      'PUT /vendors/in-house',
      'GET /dashboard/next-steps',
    ],
  },
  systemSettings: {
    path: SCREEN_PATH.systemSettings,
    audience: STAFF,
    access: { permission: 'setting_menu' },
    api: ['GET /settings', 'PUT /settings', 'POST /settings/force-service/list'],
  },
  lockedCustomers: {
    path: SCREEN_PATH.lockedCustomers,
    audience: STAFF,
    access: { permission: 'locked_customer' },
    api: ['GET /locked-customers'],
  },
  customerDashboard: {
    path: SCREEN_PATH.customerDashboard,
    audience: CUSTOMER,
    access: { signedIn: true },
    api: [
      'GET /customer/dashboard',
      'GET /customer/message-preferences',
      'PUT /customer/message-preferences',
      'POST /customer/properties/:id/activation-request',
      'GET /payments',
      'POST /customer/payments/:id/pay',
      'GET /invoices',
      'GET /invoices/:id/pdf',
      'GET /invoices/statement',
      'GET /invoices/statement/pdf',
      'POST /invoices/:id/pay-link',
      'GET /customers/:id/cards',
      'POST /customers/:id/cards',
      'PUT /customers/:id/cards/:cardId/default',
      'DELETE /customers/:id/cards/:cardId',
      'POST /contact-us',
    ],
  },
  propertyView: {
    path: SCREEN_PATH.propertyView,
    audience: STAFF,
    access: { permission: 'customer_list' },
    api: [
      'GET /customers/properties/:id',
      'GET /histories/list',
      'GET /users/csr',
      'GET /settings/time-cap-config-detail',
      'GET /customers/:id/reminders-callLogs-count',
      'GET /properties/:id/activation-request',
      'POST /properties/:id/activation-processed',
      'GET /referral-trackers',
      'GET /trackers/:id/uncounted-visits',
      'GET /phrases/choices',
    ],
  },
  customers: {
    path: SCREEN_PATH.customers,
    prefix: true,
    audience: STAFF,
    access: { permission: 'customer_list' },
    api: ['GET /properties', 'GET /markets'],
  },
  vendors: {
    path: SCREEN_PATH.vendors,
    prefix: true,
    audience: STAFF,
    access: { permission: 'vendor_list' },
    api: [
      'GET /vendors',
      'GET /vendors/:id',
      'GET /vendors/crews',
      'PUT /vendors/crews/:id',
      'PUT /vendors/crews/:id/working-hours',
      'GET /markets',
    ],
  },
  crewTeam: {
    path: SCREEN_PATH.crewTeam,
    audience: STAFF,
    access: { permission: 'crew_user_list' },
    api: ['GET /vendors/all/crews', 'POST /crew/delay-prompts'],
  },
  newsletters: {
    path: SCREEN_PATH.newsletters,
    prefix: true,
    audience: STAFF,
    access: { permission: 'newsletter_list' },
    api: [
      'GET /news-letters',
      'GET /news-letters/:id',
      'GET /news-letters/recipients',
      'GET /news-letters/choices',
      'POST /news-letters/audience-count',
      'POST /news-letters/test',
      'POST /news-letters',
    ],
  },
  board: {
    path: SCREEN_PATH.board,
    prefix: true,
    audience: STAFF,
    access: { permission: 'assignment_list' },
    api: [
      'GET /work-logs',
      'GET /work-logs/choices',
      'PUT /work-logs/:id/status',
      'POST /work-logs/reassign',
      'POST /work-logs/move',
      'POST /work-logs/balance/preview',
      'POST /work-logs/balance/apply',
      'POST /work-logs/route',
      'PUT /work-logs/route',
      'GET /work-logs/rain-days',
      'POST /work-logs/rain-day/preview',
      'POST /work-logs/rain-day/apply',
      'POST /work-logs/rain-day/:id/undo',
    ],
  },
  inbox: {
    path: SCREEN_PATH.inbox,
    audience: STAFF,
    access: { permission: 'customer_list' },
    api: [
      'GET /conversations',
      'GET /conversations/:id',
      'POST /conversations/:id/read',
      'POST /conversations/:id/messages',
      'PUT /conversations/:id/assignee',
      'GET /users/csr',
    ],
  },
  rainDays: {
    path: SCREEN_PATH.rainDays,
    audience: STAFF,
    access: { permission: 'assignment_list' },
    api: ['GET /work-logs/rain-days', 'POST /work-logs/rain-day/:id/undo', 'GET /messaging/outbound'],
  },
  servicePauses: {
    path: SCREEN_PATH.servicePauses,
    audience: STAFF,
    access: { permission: 'assignment_list' },
    api: ['GET /service-pauses', 'POST /service-pauses', 'DELETE /service-pauses/:id', 'GET /work-logs/choices'],
  },
  assignment: {
    path: SCREEN_PATH.assignment,
    audience: STAFF,
    access: { permission: 'assignment_list' },
    api: [
      'GET /work-logs/:id',
      'GET /work-logs/choices',
      'PUT /work-logs/:id/status',
      'PUT /work-logs/:id/extra-time',
      'POST /work-logs/:id/photos',
      'PATCH /work-logs/:id/photos/:photoId',
      'DELETE /work-logs/:id/photos/:photoId',
    ],
  },
  workCalendar: {
    path: SCREEN_PATH.workCalendar,
    audience: ADMIN,
    access: { permission: 'assignment_list' },
    api: [
      'GET /work-logs/summary',
      'GET /work-logs',
      'GET /work-logs/choices',
      'POST /work-logs/move',
      'GET /work-logs/rain-days',
      'POST /work-logs/rain-day/preview',
      'POST /work-logs/rain-day/apply',
      'POST /work-logs/rain-day/:id/undo',
    ],
  },
  collections: {
    path: SCREEN_PATH.collections,
    audience: STAFF,
    access: { permission: 'payment_list' },
    api: ['GET /collections', 'PUT /properties/:id/visits-hold'],
  },
  chargeLaterReport: {
    path: SCREEN_PATH.chargeLaterReport,
    audience: STAFF,
    access: { anyPermission: ['report_list', 'payment_list'] },
    api: ['GET /reports/charge-later-customers'],
  },
  customerReports: CUSTOMER_REPORTS.map((report): Screen => ({
    path: `${SCREEN_PATH.reports}/${report}`,
    audience: STAFF,
    access: { permission: 'report_list' },
    api: ['GET /reports/choices', 'GET /customer-reports/:report', 'GET /customer-reports/:report/csv'],
  })),
  // Vendors read their own visits and commissions reports; the server cuts them to their crews.
  reports: {
    path: SCREEN_PATH.reports,
    prefix: true,
    audience: STAFF_AND_VENDOR,
    access: { types: STAFF_AND_VENDOR, staffPermission: 'report_list' },
    api: ['GET /reports/choices', 'GET /reports/:report', 'GET /reports/:report/csv'],
  },
  payments: {
    path: SCREEN_PATH.payments,
    prefix: true,
    audience: STAFF,
    access: { permission: 'payment_list' },
    api: ['GET /payments', 'GET /payments/totals', 'GET /payments/:id'],
  },
  vendorStatement: {
    path: SCREEN_PATH.vendorStatement,
    audience: STAFF,
    access: [{ permission: 'payment_list' }, { anyPermission: ['vendor_list', 'crew_announcement_list'] }],
    api: ['GET /vendor-statements', 'GET /vendors/list'],
  },
  myStatement: { path: SCREEN_PATH.myStatement, audience: VENDOR, access: { signedIn: true }, api: ['GET /vendor-statements'] },
  // Leads and their quotes: the list, a new lead, a lead's page with its quotes and the quote editor.
  leads: {
    path: SCREEN_PATH.leads,
    prefix: true,
    audience: STAFF,
    access: { permission: 'quotes_manage' },
    api: [
      'GET /leads',
      'POST /leads',
      'GET /leads/:id',
      'PUT /leads/:id/status',
      'GET /quotes',
      'POST /quotes',
      'PUT /quotes/:id',
      'POST /quotes/:id/send',
      'POST /quotes/:id/extend',
      'POST /quotes/:id/decline',
      'POST /quotes/:id/photos',
      'GET /quotes/:id/photos/:photoId',
      'DELETE /quotes/:id/photos/:photoId',
    ],
  },
  // Treatments (docs/treatments.md): the products applied and their stock, programs of rounds, application records.
  products: {
    path: SCREEN_PATH.products,
    prefix: true,
    audience: STAFF,
    access: { permission: 'treatments_manage' },
    api: [
      'GET /products',
      'POST /products',
      'GET /products/:id',
      'PUT /products/:id',
      'GET /products/:id/stock-movements',
      'POST /products/:id/stock-movements',
    ],
  },
  programs: {
    path: SCREEN_PATH.programs,
    prefix: true,
    audience: STAFF,
    access: { permission: 'treatments_manage' },
    api: ['GET /programs', 'POST /programs', 'GET /programs/:id', 'GET /products'],
  },
  applications: {
    path: SCREEN_PATH.applications,
    prefix: true,
    audience: STAFF,
    access: { permission: 'treatments_manage' },
    api: [
      'GET /applications',
      'GET /applications/:id',
      'POST /applications/:id/corrections',
      'GET /applicators',
      'GET /products',
      'GET /reports/applications.csv',
    ],
  },
  markets: {
    path: SCREEN_PATH.markets,
    prefix: true,
    audience: STAFF,
    access: { permission: 'market_list' },
    api: ['GET /markets', 'GET /zipcodes/map'],
  },
  phrases: { path: SCREEN_PATH.phrases, prefix: true, audience: STAFF, access: { permission: 'phrase_list' }, api: ['GET /phrases'] },
  discounts: {
    path: SCREEN_PATH.discounts,
    prefix: true,
    audience: STAFF,
    access: { permission: 'discount_list' },
    api: ['GET /discounts'],
  },
  emailTemplates: {
    path: SCREEN_PATH.emailTemplates,
    prefix: true,
    audience: STAFF,
    access: { permission: 'email_template_list' },
    api: ['GET /email-templates', 'GET /moment-words'],
  },
  officeAnnouncements: {
    path: SCREEN_PATH.officeAnnouncements,
    prefix: true,
    audience: STAFF,
    access: { permission: 'office_announcement_list' },
    api: ['GET /office-announcements'],
  },
  profile: { path: SCREEN_PATH.profile, audience: EVERYONE, access: { signedIn: true }, api: ['GET /user/:id', 'PUT /user/:id'] },
  referAndEarn: {
    path: SCREEN_PATH.referAndEarn,
    audience: CUSTOMER,
    access: { signedIn: true },
    api: ['GET /referral/content', 'GET /referral-trackers', 'GET /getFutureAvailableMowServices', 'PUT /updateServiceToFree'],
  },
  // The public sign-up form a referral link opens: no sign-in, outside the signed-in shell.
  signup: { path: SCREEN_PATH.signup, audience: EVERYONE, access: { public: true }, api: ['POST /customer-signup'] },
  changePassword: {
    path: SCREEN_PATH.changePassword,
    audience: EVERYONE,
    access: { permission: 'user_password_update' },
    api: ['PUT /user/current/password'],
  },
  outbox: { path: SCREEN_PATH.outbox, prefix: true, audience: STAFF, access: { permission: 'outbox_list' }, api: ['GET /outbox'] },
  systemAccounts: { path: SCREEN_PATH.systemAccounts, audience: ADMIN, access: { types: ['admin'] }, api: ['GET /system-accounts'] },
  eventsGivenUp: {
    path: '/system-settings/events',
    audience: ADMIN,
    access: { types: ['admin'] },
    api: ['GET /domain-events/given-up', 'POST /domain-events/:id/retry'],
  },
  // The page a newsletter's unsubscribe link opens: no sign-in, outside the signed-in shell.
  unsubscribe: { path: SCREEN_PATH.unsubscribe, audience: EVERYONE, access: { public: true }, api: ['POST /news-letters/unsubscribe'] },
  // The page a failed payment's message and its reminders link to: pay it with a new card, no sign-in, outside the shell.
  signInLink: {
    path: SCREEN_PATH.signInLink,
    audience: EVERYONE,
    access: { public: true },
    api: ['POST /users/login/sign-in-link/use', 'POST /users/login/sign-in-link'],
  },
  payLink: {
    path: SCREEN_PATH.payLink,
    audience: EVERYONE,
    access: { public: true },
    api: ['GET /pay/:token', 'POST /pay/:token/card-fields', 'POST /pay/:token'],
  },
  // The page a quote's message links to: read it, tick optional lines, type a name to approve or decline with a reason;
  // no sign-in, outside the shell.
  publicQuote: {
    path: SCREEN_PATH.publicQuote,
    audience: EVERYONE,
    access: { public: true },
    api: [
      'GET /public/quotes/:token',
      'POST /public/quotes/:token/approve',
      'POST /public/quotes/:token/decline',
      'GET /public/quotes/:token/photos/:photoId',
    ],
  },
  // The page a "visit done" message links to: the visit's summary and the customer's one rating; no sign-in, outside the shell.
  publicVisit: {
    path: SCREEN_PATH.publicVisit,
    audience: EVERYONE,
    access: { public: true },
    api: ['GET /public/visits/:token', 'POST /public/visits/:token/rating'],
  },
  roles: { path: SCREEN_PATH.roles, prefix: true, audience: STAFF, access: { permission: 'user_role_list' }, api: ['GET /users/roles'] },
  // The users list opens per type (csr_user_list, ...): its tabs and the API show what the user may see.
  usersList: { path: SCREEN_PATH.usersList, audience: STAFF, access: { signedIn: true }, api: ['GET /users'] },
  users: {
    path: SCREEN_PATH.users,
    prefix: true,
    audience: STAFF,
    access: { permission: 'user_add' },
    api: ['GET /users/choices', 'POST /users'],
  },
  timeSheet: { path: SCREEN_PATH.timeSheet, audience: STAFF, access: { permission: 'user_time_sheet' }, api: ['GET /time-sheets/entries'] },
  jobCosting: { path: SCREEN_PATH.jobCosting, audience: ADMIN, access: { types: ['admin'] }, api: ['GET /reports/job-costing'] },
  labourWeek: {
    path: SCREEN_PATH.labourWeek,
    audience: STAFF,
    access: { permission: 'user_time_sheet' },
    api: ['GET /time-sheets/weeks/:week', 'POST /time-sheets'],
  },
} satisfies Record<string, Screen | readonly Screen[]>;

/** Every screen rule in match order. */
export const SCREENS: readonly Screen[] = Object.values(SCREEN).flat();

/** The spec's Map and Settings groups, Lawn treatments, and the smaller groups the long Settings list folds into. */
export const MENU_GROUPS = ['map', 'treatments', 'settings', 'users', 'customers', 'messages', 'system'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
/** The group a group sits in; a group missing here sits in the menu itself. */
export const MENU_GROUP_PARENT: Partial<Record<MenuGroup, MenuGroup>> = {
  users: 'settings',
  customers: 'settings',
  messages: 'settings',
  system: 'settings',
};

/** The vendor's own page, which the route guard opens to that vendor only. */
export const OWN_VENDOR_PAGE = `${SCREEN_PATH.vendors}/:own/show`;

export interface MenuEntry {
  /** Where the entry leads; `:own` stands for the signed-in vendor's id. */
  to: string;
  /** Catalog key of the label: the title of the page the entry opens. */
  label: string;
  /** The spec's admin sidebar words for the entry, where they differ (it says "Customers" for the properties list). */
  adminLabel?: string;
  /** The innermost group; a group shows where its first entry stands in the menu. */
  group?: MenuGroup;
  /** A narrower rule than the screen's, for an entry that opens one view of a screen (a users tab). */
  access?: Access;
}

/** The users list opened on one type's tab (the menu's CSR, Crew and Vendor Users), or on All Users without a type. */
export function usersListPath(type?: UserType): string {
  return `${SCREEN_PATH.usersList}?filter=${encodeURIComponent(JSON.stringify(type ? { type } : {}))}`;
}

function pathPattern({ path, prefix }: Screen): RegExp {
  const segments = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${segments}${prefix ? '(/.*)?' : ''}$`);
}

const PATTERNS = SCREENS.map((screen) => [pathPattern(screen), screen] as const);

/** The screen a browser path (without query) opens, if the table names it. */
export function screenOf(pathname: string): Screen | undefined {
  return PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1];
}

/** Whether a user may open a screen: made for its kind of user, and passing every rule. */
export function admitsScreen(screen: Screen, subject: AccessSubject): boolean {
  return screen.audience.includes(subject.type) && [screen.access].flat().every((rule) => admits(rule, subject));
}
