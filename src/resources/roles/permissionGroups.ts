// The role screen's permission checkboxes, grouped by the part of the product they open.
import { PERMISSION_KEYS, type PermissionKey } from '../../../common/permissions';

const GROUPS: [group: string, keys: PermissionKey[]][] = [
  [
    'customers',
    [
      'customer_add',
      'customer_add_from_signup',
      'customer_list',
      'convert_customer',
      'locked_customer',
      'sign_up_process',
      'newsletter_list',
      'quotes_manage',
    ],
  ],
  [
    'users',
    [
      'user_list',
      'user_add',
      'user_role_list',
      'user_time_sheet',
      'csr_user_list',
      'crew_user_list',
      'vendor_user_list',
      'all_user_list',
      'csr_list',
      'user_password_update',
    ],
  ],
  [
    'field',
    [
      'vendor_list',
      'crew_announcement_list',
      'map_crew',
      'bnb_map',
      'assignment_list',
      'unrestricted_assignment_access',
      'treatments_manage',
    ],
  ],
  ['billing', ['payment_list', 'accounting_manage']],
  [
    'settings',
    [
      'setting_menu',
      'market_list',
      'phrase_list',
      'office_announcement_list',
      'email_template_list',
      'discount_list',
      'report_list',
      'outbox_list',
      'settings_secrets',
      'data_export',
      'backup_download',
      'data_import',
      'business_data_clear',
    ],
  ],
];

/** Every key of the permission table, in its group; a key added later without a group still shows under Other. */
export function permissionGroups(): { group: string; keys: PermissionKey[] }[] {
  const known = new Set<PermissionKey>(PERMISSION_KEYS);
  const groups = GROUPS.map(([group, keys]) => ({ group, keys: keys.filter((key) => known.has(key)) }));
  const grouped = new Set(groups.flatMap(({ keys }) => keys));
  const other = PERMISSION_KEYS.filter((key) => !grouped.has(key));
  return other.length ? [...groups, { group: 'other', keys: other }] : groups;
}
