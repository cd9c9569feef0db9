// The side menu: only what the signed-in user's permissions allow (spec section 2, "Side menu").
import type { ComponentType } from 'react';
import AddHomeIcon from '@mui/icons-material/AddHome';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import MapIcon from '@mui/icons-material/Map';
import OutboxIcon from '@mui/icons-material/Outbox';
import PlaceIcon from '@mui/icons-material/Place';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Menu as RaMenu } from 'react-admin';
import { hasPermission, isStaff, type PermissionKey } from '../../common/permissions';
import { session, type StoredUser } from '../auth/session';

interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** A permission key, or 'staff' for admin and csr only. */
  access: PermissionKey | 'staff' | 'admin' | 'crew' | '';
}

const ENTRIES: MenuEntry[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: DashboardIcon, access: 'staff' },
  { to: '/crew/dashboard', label: 'app.menu.crew_dashboard', icon: DashboardIcon, access: 'crew' },
  { to: '/crew/map-crew', label: 'app.menu.crew_map', icon: MapIcon, access: 'crew' },
  { to: '/new-customer', label: 'app.menu.add_property', icon: AddHomeIcon, access: 'customer_add' },
  { to: '/customers', label: 'app.menu.properties', icon: HomeWorkIcon, access: 'customer_list' },
  { to: '/vendors', label: 'app.menu.vendors', icon: StorefrontIcon, access: 'vendor_list' },
  { to: '/worklogs', label: 'app.menu.assignment', icon: AssignmentIcon, access: 'staff' },
  { to: '/newsletter', label: 'app.menu.newsletter', icon: EmailIcon, access: 'staff' },
  { to: '/reports', label: 'app.menu.reports', icon: AssessmentIcon, access: 'report_list' },
  { to: '/map-crew', label: 'app.menu.territory_map', icon: MapIcon, access: 'staff' },
  { to: '/markets', label: 'app.menu.markets', icon: PlaceIcon, access: 'market_list' },
  { to: '/system-settings', label: 'app.menu.system_settings', icon: SettingsIcon, access: 'setting_menu' },
  { to: '/outbox', label: 'app.menu.outbox', icon: OutboxIcon, access: 'admin' },
];

export function menuEntriesFor(user: StoredUser | null): MenuEntry[] {
  if (!user || (user.type === 'vendor' && user.vendor?.status === 'pending_for_price')) return [];
  return ENTRIES.filter(({ access }) => {
    if (access === 'staff') return isStaff(user);
    if (access === 'admin') return user.type === 'admin';
    if (access === 'crew') return user.type === 'crew';
    if (user.type === 'crew' || user.type === 'customer') return false;
    return hasPermission(user, access);
  });
}

export function Menu() {
  const entries = menuEntriesFor(session.user());
  return (
    <RaMenu>
      {entries.map(({ to, label, icon: Icon }) => (
        <RaMenu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
      ))}
    </RaMenu>
  );
}
