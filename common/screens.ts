// The web app's screens and side menu in one table: who may open each screen and which API calls it stands on.
// The browser's route guard, menu and canAccess are derived from it; tests/api/screenAccess.test.ts checks it against
// the server's routes, so a screen can never be offered to someone whose calls the API refuses.
import type { Access } from './access';
import type { UserType } from './permissions';

export interface Screen {
  /** A react-router path; `:name` matches one segment. */
  path: string;
  /** Also covers every path below it (a resource's create, edit and show pages). */
  prefix?: true;
  access: Access;
  /** The calls (`METHOD /path` under /api/v1, as the server registers them) the screen cannot work without. */
  api: readonly string[];
}

const STAFF: readonly UserType[] = ['admin', 'csr'];

/** First match wins, so a narrower path comes before the prefix that contains it. */
export const SCREENS: readonly Screen[] = [
  { path: '/dashboard', access: { types: STAFF }, api: [] },
  { path: '/crew/dashboard', access: { types: ['crew'] }, api: ['GET /time-sheets/current', 'GET /crew/delayServiceConfig/:crewId'] },
  { path: '/crew/map-crew', access: { permission: 'map_crew' }, api: [] },
  { path: '/map-crew', access: { permission: 'map_crew' }, api: [] },
  { path: '/crew-status-map', access: { types: STAFF }, api: [] },
  { path: '/bnb-map', access: { permission: 'bnb_map' }, api: [] },
  { path: '/new-customer/:id', access: { permission: 'customer_add_from_signup' }, api: ['GET /customer-signup/:id', 'GET /markets', 'POST /customers'] },
  { path: '/new-customer', access: { permission: 'customer_add' }, api: ['GET /markets', 'POST /customers'] },
  { path: '/system-settings/signup-process', access: { permission: 'sign_up_process' }, api: ['GET /customer-signup'] },
  {
    path: '/system-settings/crew-announcement',
    prefix: true,
    access: { permission: 'crew_announcement_list' },
    api: ['GET /vendors/crew-announcements', 'GET /vendors/list'],
  },
  { path: '/system-settings/customer-contact-us', access: { types: STAFF }, api: ['GET /contact-requests'] },
  { path: '/system-settings', access: { permission: 'setting_menu' }, api: ['GET /settings', 'PUT /settings', 'POST /settings/force-service/list'] },
  { path: '/locked-customers', access: { permission: 'locked_customer' }, api: ['GET /locked-customers'] },
  { path: '/customers/dashboard', access: { types: ['customer'] }, api: [] },
  {
    path: '/customers/view/:propertyId',
    access: { permission: 'customer_list' },
    api: ['GET /customers/properties/:id', 'GET /histories/list', 'GET /users/csr', 'GET /settings/time-cap-config-detail', 'GET /customers/:id/reminders-callLogs-count'],
  },
  { path: '/customers', prefix: true, access: { permission: 'customer_list' }, api: ['GET /properties', 'GET /markets'] },
  { path: '/properties', prefix: true, access: { permission: 'customer_list' }, api: ['GET /properties'] },
  { path: '/vendors', prefix: true, access: { permission: 'vendor_list' }, api: ['GET /vendors', 'GET /vendors/:id', 'GET /vendors/crews', 'GET /markets'] },
  { path: '/crew-team', access: { permission: 'crew_user_list' }, api: ['GET /vendors/all/crews', 'POST /crew/delay-prompts'] },
  { path: '/newsletter', prefix: true, access: { types: STAFF }, api: [] },
  { path: '/worklogs', prefix: true, access: { types: STAFF }, api: [] },
  { path: '/assignments', prefix: true, access: { types: STAFF }, api: [] },
  { path: '/reports', prefix: true, access: { permission: 'report_list' }, api: [] },
  { path: '/markets', prefix: true, access: { permission: 'market_list' }, api: ['GET /markets', 'GET /zipcodes/map'] },
  { path: '/phrases', prefix: true, access: { permission: 'phrase_list' }, api: ['GET /phrases'] },
  { path: '/discounts', prefix: true, access: { permission: 'discount_list' }, api: ['GET /discounts'] },
  { path: '/email-templates', prefix: true, access: { permission: 'email_template_list' }, api: ['GET /email-templates'] },
  { path: '/office-announcements', prefix: true, access: { permission: 'office_announcement_list' }, api: ['GET /office-announcements'] },
  { path: '/profile', access: { signedIn: true }, api: ['GET /user/:id', 'PUT /user/:id'] },
  { path: '/refer-and-earn', access: { types: ['customer'] }, api: [] },
  { path: '/change-password', access: { permission: 'user_password_update' }, api: ['PUT /user/current/password'] },
  { path: '/outbox', prefix: true, access: { types: ['admin'] }, api: ['GET /outbox'] },
  { path: '/users/roles', prefix: true, access: { permission: 'user_role_list' }, api: ['GET /users/roles'] },
  // The users list opens per type (csr_user_list, ...): its tabs and the API show what the user may see.
  { path: '/users', access: { types: STAFF }, api: ['GET /users'] },
  { path: '/users', prefix: true, access: { permission: 'user_add' }, api: ['GET /users/choices', 'POST /users'] },
  { path: '/time-sheet', access: { permission: 'user_time_sheet' }, api: ['GET /time-sheets/entries'] },
];

export type MenuGroup = 'map' | 'settings';

export interface MenuEntry {
  /** Where the entry leads; `:own` stands for the signed-in vendor's id. */
  to: string;
  /** Catalog key of the label. */
  label: string;
  group?: MenuGroup;
  /** Who sees the entry at all: crew, customers and vendors have products of their own. */
  audience: readonly UserType[];
  /** A narrower rule than the screen's, for entries that open one view of a screen (a users tab). */
  access?: Access;
}

const OFFICE: readonly UserType[] = ['admin', 'csr', 'vendor'];

export const MENU: readonly MenuEntry[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', audience: STAFF },
  { to: '/crew/dashboard', label: 'app.menu.crew_dashboard', audience: ['crew'] },
  { to: '/crew/map-crew', label: 'app.menu.crew_map', audience: ['crew'] },
  { to: '/new-customer', label: 'app.menu.add_property', audience: OFFICE },
  { to: '/customers', label: 'app.menu.properties', audience: OFFICE },
  { to: '/vendors', label: 'app.menu.vendors', audience: STAFF },
  { to: '/vendors/:own/show', label: 'app.vendors.my_vendor', audience: ['vendor'] },
  { to: '/crew-team', label: 'app.menu.crew_team', audience: OFFICE },
  { to: '/worklogs', label: 'app.menu.assignment', audience: STAFF },
  { to: '/newsletter', label: 'app.menu.newsletter', audience: STAFF },
  { to: '/reports', label: 'app.menu.reports', audience: OFFICE },
  { to: '/map-crew', label: 'app.menu.territory_map', group: 'map', audience: STAFF },
  { to: '/crew-status-map', label: 'app.menu.crew_status_map', group: 'map', audience: STAFF },
  { to: '/bnb-map', label: 'app.menu.bnb_map', group: 'map', audience: OFFICE },
  { to: usersListPath('csr'), label: 'app.users.menu.csr_users', group: 'settings', audience: STAFF, access: { permission: 'csr_user_list' } },
  { to: usersListPath('crew'), label: 'app.users.menu.crew_users', group: 'settings', audience: STAFF, access: { permission: 'crew_user_list' } },
  { to: usersListPath('vendor'), label: 'app.users.menu.vendor_users', group: 'settings', audience: STAFF, access: { permission: 'vendor_user_list' } },
  { to: usersListPath(), label: 'app.users.menu.all_users', group: 'settings', audience: STAFF, access: { permission: 'all_user_list' } },
  { to: '/time-sheet', label: 'app.users.menu.time_sheet', group: 'settings', audience: STAFF },
  { to: '/users/roles', label: 'app.users.menu.permissions', group: 'settings', audience: STAFF },
  { to: '/system-settings/crew-announcement', label: 'app.menu.crew_announcement', group: 'settings', audience: OFFICE },
  { to: '/markets', label: 'app.menu.markets', group: 'settings', audience: OFFICE },
  { to: '/phrases', label: 'app.settings.menu.phrases', group: 'settings', audience: OFFICE },
  { to: '/office-announcements', label: 'app.settings.menu.office_announcements', group: 'settings', audience: OFFICE },
  { to: '/email-templates', label: 'app.settings.menu.email_templates', group: 'settings', audience: OFFICE },
  { to: '/system-settings', label: 'app.menu.system_settings', group: 'settings', audience: OFFICE },
  { to: '/system-settings/signup-process', label: 'app.menu.signup_process', group: 'settings', audience: OFFICE },
  { to: '/system-settings/customer-contact-us', label: 'app.menu.contact_requests', group: 'settings', audience: STAFF },
  { to: '/locked-customers', label: 'app.menu.locked_customers', group: 'settings', audience: OFFICE },
  { to: '/discounts', label: 'app.settings.menu.discounts', group: 'settings', audience: OFFICE },
  { to: '/outbox', label: 'app.menu.outbox', group: 'settings', audience: STAFF },
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
