// The one permission table read by both the browser (menu, route guards, buttons) and the server (route guards).

export const USER_TYPES = ['admin', 'csr', 'vendor', 'crew', 'customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Permission keys of spec section 6, plus the module keys the route table names. */
export const PERMISSION_KEYS = [
  'customer_add',
  'customer_add_from_signup',
  'customer_list',
  'convert_customer',
  'locked_customer',
  'user_list',
  'user_add',
  'user_role_list',
  'user_time_sheet',
  'csr_user_list',
  'crew_user_list',
  'vendor_user_list',
  'all_user_list',
  'crew_announcement_list',
  'vendor_list',
  'bnb_map',
  'map_crew',
  'setting_menu',
  'market_list',
  'phrase_list',
  'office_announcement_list',
  'email_template_list',
  'sign_up_process',
  'discount_list',
  'report_list',
  'csr_list',
  'user_password_update',
  'unrestricted_assignment_access',
  'outbox_list',
  'assignment_list',
  'payment_list',
  'newsletter_list',
  'settings_secrets',
  'data_export',
  'backup_download',
  'data_import',
  'business_data_clear',
  'accounting_manage',
  'quotes_manage',
  'treatments_manage',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Keys that edit roles and permissions: the admin role keeps them, csr never gets them by default. */
export const ROLE_EDITING_KEYS: readonly PermissionKey[] = ['user_role_list'];
/** Keys only the admin role holds by default: the role editor, the outbox of a server without mail, the settings
 * that hold a secret or say where money and mail go, the export of every record, the backups (which hold secrets), the import of customers,
 * clearing the business's data to start it afresh,
 * the QuickBooks connection (its tokens and where the books go), and the treatments catalog and records (pesticides:
 * the business's licensed applicators answer for them). */
const ADMIN_ONLY_KEYS: readonly PermissionKey[] = [
  ...ROLE_EDITING_KEYS,
  'outbox_list',
  'settings_secrets',
  'data_export',
  'backup_download',
  'data_import',
  'business_data_clear',
  'accounting_manage',
  'treatments_manage',
];

export const DEFAULT_ROLE_PERMISSIONS: Record<UserType, PermissionKey[]> = {
  admin: [...PERMISSION_KEYS],
  csr: PERMISSION_KEYS.filter((key) => !ADMIN_ONLY_KEYS.includes(key)),
  vendor: ['user_password_update'],
  crew: ['map_crew', 'user_password_update'],
  customer: ['user_password_update'],
};

export const STAFF_TYPES: readonly UserType[] = ['admin', 'csr'];

export interface AccessSubject {
  type: UserType;
  permissions: readonly string[];
}

/** An empty module means the route is open to anyone signed in. */
export function hasPermission(subject: AccessSubject, module: PermissionKey | '' | undefined): boolean {
  if (!module) return true;
  return subject.permissions.includes(module);
}

export function isStaff(subject: Pick<AccessSubject, 'type'>): boolean {
  return STAFF_TYPES.includes(subject.type);
}
