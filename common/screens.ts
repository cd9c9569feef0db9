// The web app's screens and side menu in one table: who may open each screen and which API calls it stands on.
// The browser's route guard, menu and canAccess are derived from it; tests/api/screenAccess.test.ts checks it against
// the server's routes, so a screen can never be offered to someone whose calls the API refuses.
import { type Access, admits } from './access';
import type { AccessSubject, UserType } from './permissions';
import { CUSTOMER_REPORTS } from './schemas/report';

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

/** First match wins, so a narrower path comes before the prefix that contains it. */
export const SCREENS: readonly Screen[] = [
  { path: '/dashboard', audience: STAFF, access: { signedIn: true }, api: ['GET /dashboard'] },
  {
    path: '/crew/dashboard',
    audience: CREW,
    access: { signedIn: true },
    api: ['GET /time-sheets/current', 'GET /crew/delayServiceConfig/:crewId', 'GET /crew/day', 'PUT /work-logs/:id/status', 'PUT /work-logs/:id/notes', 'POST /work-logs/:id/extra-time'],
  },
  { path: '/crew/map-crew', audience: CREW, access: { permission: 'map_crew' }, api: ['GET /crew/day'] },
  { path: '/map-crew', audience: STAFF, access: { permission: 'map_crew' }, api: ['GET /work-logs/map', 'GET /vendors/territories', 'GET /zipcodes/map'] },
  { path: '/crew-status-map', audience: STAFF, access: { permission: 'map_crew' }, api: ['GET /work-logs/crew-progress'] },
  { path: '/bnb-map', audience: STAFF, access: { permission: 'bnb_map' }, api: ['GET /work-logs/bnb-map'] },
  { path: '/new-customer/:id', audience: STAFF, access: [{ permission: 'customer_add_from_signup' }, { permission: 'customer_add' }], api: ['GET /customer-signup/:id', 'GET /markets', 'POST /customers'] },
  { path: '/new-customer', audience: STAFF, access: { permission: 'customer_add' }, api: ['GET /markets', 'POST /customers'] },
  { path: '/system-settings/signup-process', audience: STAFF, access: { permission: 'sign_up_process' }, api: ['GET /customer-signup'] },
  {
    path: '/system-settings/crew-announcement',
    prefix: true,
    audience: STAFF,
    access: { permission: 'crew_announcement_list' },
    api: ['GET /vendors/crew-announcements', 'GET /vendors/list'],
  },
  { path: '/system-settings/service-delay', audience: STAFF, access: { permission: 'setting_menu' }, api: ['GET /settings', 'PUT /settings'] },
  {
    path: '/convert-customer',
    audience: STAFF,
    access: [{ permission: 'convert_customer' }, { permission: 'customer_list' }],
    api: ['GET /properties', 'GET /customers/properties/:id', 'GET /customers', 'PUT /customers/properties/:id/convert'],
  },
  { path: '/system-settings/customer-contact-us', audience: STAFF, access: { signedIn: true }, api: ['GET /contact-requests'] },
  { path: '/system-settings', audience: STAFF, access: { permission: 'setting_menu' }, api: ['GET /settings', 'PUT /settings', 'POST /settings/force-service/list'] },
  { path: '/locked-customers', audience: STAFF, access: { permission: 'locked_customer' }, api: ['GET /locked-customers'] },
  {
    path: '/customers/dashboard',
    audience: CUSTOMER,
    access: { signedIn: true },
    api: [
      'GET /customer/dashboard', 'POST /customer/properties/:id/activation-request', 'GET /payments', 'POST /customer/payments/:id/pay',
      'GET /customers/:id/cards', 'POST /customers/:id/cards', 'PUT /customers/:id/cards/:cardId/default', 'DELETE /customers/:id/cards/:cardId', 'POST /contact-us',
    ],
  },
  {
    path: '/customers/view/:propertyId',
    audience: STAFF,
    access: { permission: 'customer_list' },
    api: [
      'GET /customers/properties/:id', 'GET /histories/list', 'GET /users/csr', 'GET /settings/time-cap-config-detail', 'GET /customers/:id/reminders-callLogs-count',
      'GET /properties/:id/activation-request', 'POST /properties/:id/activation-processed',
      'GET /referral-trackers', 'GET /trackers/:id/uncounted-visits', 'GET /phrases/choices',
    ],
  },
  { path: '/customers', prefix: true, audience: STAFF, access: { permission: 'customer_list' }, api: ['GET /properties', 'GET /markets'] },
  { path: '/vendors', prefix: true, audience: STAFF, access: { permission: 'vendor_list' }, api: ['GET /vendors', 'GET /vendors/:id', 'GET /vendors/crews', 'PUT /vendors/crews/:id', 'GET /markets'] },
  { path: '/crew-team', audience: STAFF, access: { permission: 'crew_user_list' }, api: ['GET /vendors/all/crews', 'POST /crew/delay-prompts'] },
  {
    path: '/newsletter',
    prefix: true,
    audience: STAFF,
    access: { permission: 'newsletter_list' },
    api: [
      'GET /news-letters', 'GET /news-letters/:id', 'GET /news-letters/recipients', 'GET /news-letters/choices', 'POST /news-letters/audience-count',
      'POST /news-letters/test', 'POST /news-letters',
    ],
  },
  { path: '/worklogs', prefix: true, audience: STAFF, access: { permission: 'assignment_list' }, api: ['GET /work-logs', 'GET /work-logs/choices', 'PUT /work-logs/:id/status', 'POST /work-logs/reassign', 'POST /work-logs/move', 'POST /work-logs/balance/preview', 'POST /work-logs/balance/apply', 'POST /work-logs/route', 'PUT /work-logs/route'] },
  { path: '/assignments/:assignmentId', audience: STAFF, access: { permission: 'assignment_list' }, api: ['GET /work-logs/:id', 'GET /work-logs/choices', 'PUT /work-logs/:id/status', 'PUT /work-logs/:id/extra-time'] },
  { path: '/workcal', audience: ADMIN, access: { permission: 'assignment_list' }, api: ['GET /work-logs/summary', 'GET /work-logs', 'GET /work-logs/choices', 'POST /work-logs/move'] },
  { path: '/reports/charge-later-customers', audience: STAFF, access: { anyPermission: ['report_list', 'payment_list'] }, api: ['GET /reports/charge-later-customers'] },
  ...CUSTOMER_REPORTS.map((report): Screen => ({ path: `/reports/${report}`, audience: STAFF, access: { permission: 'report_list' }, api: ['GET /reports/choices', 'GET /customer-reports/:report', 'GET /customer-reports/:report/csv'] })),
  // Vendors read their own visits and commissions reports; the server cuts them to their crews.
  { path: '/reports', prefix: true, audience: STAFF_AND_VENDOR, access: { types: STAFF_AND_VENDOR, staffPermission: 'report_list' }, api: ['GET /reports/choices', 'GET /reports/:report', 'GET /reports/:report/csv'] },
  { path: '/payments', prefix: true, audience: STAFF, access: { permission: 'payment_list' }, api: ['GET /payments', 'GET /payments/totals', 'GET /payments/:id'] },
  {
    path: '/vendor-statement',
    audience: STAFF,
    access: [{ permission: 'payment_list' }, { anyPermission: ['vendor_list', 'crew_announcement_list'] }],
    api: ['GET /vendor-statements', 'GET /vendors/list'],
  },
  { path: '/my-statement', audience: VENDOR, access: { signedIn: true }, api: ['GET /vendor-statements'] },
  { path: '/markets', prefix: true, audience: STAFF, access: { permission: 'market_list' }, api: ['GET /markets', 'GET /zipcodes/map'] },
  { path: '/phrases', prefix: true, audience: STAFF, access: { permission: 'phrase_list' }, api: ['GET /phrases'] },
  { path: '/discounts', prefix: true, audience: STAFF, access: { permission: 'discount_list' }, api: ['GET /discounts'] },
  { path: '/email-templates', prefix: true, audience: STAFF, access: { permission: 'email_template_list' }, api: ['GET /email-templates'] },
  { path: '/office-announcements', prefix: true, audience: STAFF, access: { permission: 'office_announcement_list' }, api: ['GET /office-announcements'] },
  { path: '/profile', audience: EVERYONE, access: { signedIn: true }, api: ['GET /user/:id', 'PUT /user/:id'] },
  {
    path: '/refer-and-earn',
    audience: CUSTOMER,
    access: { signedIn: true },
    api: ['GET /referral/content', 'GET /referral-trackers', 'GET /getFutureAvailableMowServices', 'PUT /updateServiceToFree'],
  },
  // The public sign-up form a referral link opens: no sign-in, outside the signed-in shell.
  { path: '/signup', audience: EVERYONE, access: { public: true }, api: ['POST /customer-signup'] },
  { path: '/change-password', audience: EVERYONE, access: { permission: 'user_password_update' }, api: ['PUT /user/current/password'] },
  { path: '/outbox', prefix: true, audience: STAFF, access: { permission: 'outbox_list' }, api: ['GET /outbox'] },
  { path: '/system-accounts', audience: ADMIN, access: { types: ['admin'] }, api: ['GET /system-accounts'] },
  // The page a newsletter's unsubscribe link opens: no sign-in, outside the signed-in shell.
  { path: '/unsubscribe', audience: EVERYONE, access: { public: true }, api: ['POST /news-letters/unsubscribe'] },
  { path: '/users/roles', prefix: true, audience: STAFF, access: { permission: 'user_role_list' }, api: ['GET /users/roles'] },
  // The users list opens per type (csr_user_list, ...): its tabs and the API show what the user may see.
  { path: '/users', audience: STAFF, access: { signedIn: true }, api: ['GET /users'] },
  { path: '/users', prefix: true, audience: STAFF, access: { permission: 'user_add' }, api: ['GET /users/choices', 'POST /users'] },
  { path: '/time-sheet', audience: STAFF, access: { permission: 'user_time_sheet' }, api: ['GET /time-sheets/entries'] },
];

/** The spec's Map and Settings groups, and the smaller groups the long Settings list folds into. */
export const MENU_GROUPS = ['map', 'settings', 'users', 'customers', 'messages', 'system'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
/** The group a group sits in; a group missing here sits in the menu itself. */
export const MENU_GROUP_PARENT: Partial<Record<MenuGroup, MenuGroup>> = { users: 'settings', customers: 'settings', messages: 'settings', system: 'settings' };

/** The vendor's own page, which the route guard opens to that vendor only. */
export const OWN_VENDOR_PAGE = '/vendors/:own/show';

export interface MenuEntry {
  /** Where the entry leads; `:own` stands for the signed-in vendor's id. */
  to: string;
  /** Catalog key of the label: the title of the page the entry opens. */
  label: string;
  /** The innermost group; a group shows where its first entry stands in this list. */
  group?: MenuGroup;
  /** A narrower rule than the screen's, for an entry that opens one view of a screen (a users tab). */
  access?: Access;
}

/** In menu order; an entry shows to whoever its screen admits (and its own rule, if it has one). */
export const MENU: readonly MenuEntry[] = [
  { to: '/dashboard', label: 'app.page.dashboard' },
  { to: '/workcal', label: 'app.page.work_calendar' },
  { to: '/crew/dashboard', label: 'app.page.crew_dashboard' },
  { to: '/crew/map-crew', label: 'app.page.crew_map' },
  { to: '/customers/dashboard', label: 'app.page.customer_dashboard' },
  { to: '/refer-and-earn', label: 'app.page.refer_and_earn' },
  { to: '/new-customer', label: 'app.page.add_customer' },
  { to: '/customers', label: 'app.page.customers' },
  { to: '/crew-team', label: 'app.page.crew_team' },
  { to: '/vendors', label: 'app.menu.vendors' },
  { to: OWN_VENDOR_PAGE, label: 'app.vendors.my_vendor' },
  { to: '/worklogs', label: 'app.menu.assignment' },
  { to: '/newsletter', label: 'app.page.newsletter' },
  { to: '/payments', label: 'app.page.payments' },
  { to: '/reports/charge-later-customers', label: 'app.page.charge_later_customers' },
  { to: '/vendor-statement', label: 'app.page.vendor_statement' },
  { to: '/my-statement', label: 'app.menu.my_statement' },
  { to: '/reports', label: 'app.page.reports' },
  { to: '/map-crew', label: 'app.page.territory_map', group: 'map' },
  { to: '/crew-status-map', label: 'app.page.crew_status_map', group: 'map' },
  { to: '/bnb-map', label: 'app.page.bnb_map', group: 'map' },
  { to: usersListPath('csr'), label: 'app.users.menu.csr_users', group: 'users', access: { permission: 'csr_user_list' } },
  { to: usersListPath('crew'), label: 'app.users.menu.crew_users', group: 'users', access: { permission: 'crew_user_list' } },
  { to: usersListPath('vendor'), label: 'app.users.menu.vendor_users', group: 'users', access: { permission: 'vendor_user_list' } },
  { to: usersListPath(), label: 'app.users.menu.all_users', group: 'users', access: { permission: 'all_user_list' } },
  { to: '/time-sheet', label: 'app.time_sheets.title', group: 'users' },
  { to: '/users/roles', label: 'app.users.menu.permissions', group: 'settings' },
  { to: '/markets', label: 'app.menu.markets', group: 'customers' },
  { to: '/convert-customer', label: 'app.page.convert_property', group: 'customers' },
  { to: '/system-settings/signup-process', label: 'app.page.signup_process', group: 'customers' },
  { to: '/system-settings/customer-contact-us', label: 'app.page.contact_requests', group: 'customers' },
  { to: '/locked-customers', label: 'app.locked_customers.title', group: 'customers' },
  { to: '/discounts', label: 'app.settings.menu.discounts', group: 'customers' },
  { to: '/system-settings/crew-announcement', label: 'app.menu.crew_announcement', group: 'messages' },
  { to: '/office-announcements', label: 'app.settings.menu.office_announcements', group: 'messages' },
  { to: '/email-templates', label: 'app.settings.menu.email_templates', group: 'messages' },
  { to: '/phrases', label: 'app.settings.menu.phrases', group: 'messages' },
  { to: '/outbox', label: 'app.menu.outbox', group: 'messages' },
  { to: '/system-settings', label: 'app.page.system_settings', group: 'system' },
  { to: '/system-settings/service-delay', label: 'app.page.service_delay_setting', group: 'system' },
  { to: '/system-accounts', label: 'app.menu.system_accounts', group: 'system' },
];

/** The users list opened on one type's tab (the menu's CSR, Crew and Vendor Users), or on All Users without a type. */
export function usersListPath(type?: UserType): string {
  return `/users?filter=${encodeURIComponent(JSON.stringify(type ? { type } : {}))}`;
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
