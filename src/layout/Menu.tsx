// The side menu: only what the signed-in user's permissions allow (spec section 2, "Side menu").
import type { ComponentType } from 'react';
import AddHomeIcon from '@mui/icons-material/AddHome';
import AnnouncementIcon from '@mui/icons-material/Announcement';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockIcon from '@mui/icons-material/Lock';
import MapIcon from '@mui/icons-material/Map';
import OutboxIcon from '@mui/icons-material/Outbox';
import PlaceIcon from '@mui/icons-material/Place';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import EngineeringIcon from '@mui/icons-material/Engineering';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleIcon from '@mui/icons-material/People';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import YardIcon from '@mui/icons-material/Yard';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { Menu as RaMenu } from 'react-admin';
import { hasPermission, isStaff, type PermissionKey } from '../../common/permissions';
import { vendorPage } from '../auth/routeAccess';
import type { StoredUser } from '../auth/session';
import { usersListPath } from '../resources/users/paths';
import { useStoredUser } from '../auth/useStoredUser';

interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** A permission key, or 'staff' for admin and csr only. */
  access: PermissionKey | 'staff' | 'admin' | 'crew' | 'vendor' | '';
}

const ENTRIES: MenuEntry[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: DashboardIcon, access: 'staff' },
  { to: '/crew/dashboard', label: 'app.menu.crew_dashboard', icon: DashboardIcon, access: 'crew' },
  { to: '/crew/map-crew', label: 'app.menu.crew_map', icon: MapIcon, access: 'crew' },
  { to: '/new-customer', label: 'app.menu.add_property', icon: AddHomeIcon, access: 'customer_add' },
  { to: '/customers', label: 'app.menu.properties', icon: HomeWorkIcon, access: 'customer_list' },
  { to: '/vendors', label: 'app.menu.vendors', icon: StorefrontIcon, access: 'vendor_list' },
  { to: '/vendors/:own/show', label: 'app.vendors.my_vendor', icon: StorefrontIcon, access: 'vendor' },
  { to: '/crew-team', label: 'app.menu.crew_team', icon: ScheduleSendIcon, access: 'crew_user_list' },
  { to: '/worklogs', label: 'app.menu.assignment', icon: AssignmentIcon, access: 'staff' },
  { to: '/newsletter', label: 'app.menu.newsletter', icon: EmailIcon, access: 'staff' },
  { to: '/reports', label: 'app.menu.reports', icon: AssessmentIcon, access: 'report_list' },
  { to: '/map-crew', label: 'app.menu.territory_map', icon: MapIcon, access: 'staff' },
  { to: '/crew-status-map', label: 'app.menu.crew_status_map', icon: PersonPinCircleIcon, access: 'staff' },
  { to: '/bnb-map', label: 'app.menu.bnb_map', icon: YardIcon, access: 'bnb_map' },
  { to: usersListPath('csr'), label: 'app.users.menu.csr_users', icon: BadgeIcon, access: 'csr_user_list' },
  { to: usersListPath('crew'), label: 'app.users.menu.crew_users', icon: EngineeringIcon, access: 'crew_user_list' },
  { to: usersListPath('vendor'), label: 'app.users.menu.vendor_users', icon: GroupsIcon, access: 'vendor_user_list' },
  { to: usersListPath('all'), label: 'app.users.menu.all_users', icon: PeopleIcon, access: 'all_user_list' },
  { to: '/time-sheet', label: 'app.users.menu.time_sheet', icon: AccessTimeIcon, access: 'user_time_sheet' },
  { to: '/users/roles', label: 'app.users.menu.permissions', icon: AdminPanelSettingsIcon, access: 'user_role_list' },
  { to: '/system-settings/crew-announcement', label: 'app.menu.crew_announcement', icon: AnnouncementIcon, access: 'crew_announcement_list' },
  { to: '/markets', label: 'app.menu.markets', icon: PlaceIcon, access: 'market_list' },
  { to: '/phrases', label: 'app.settings.menu.phrases', icon: ChatIcon, access: 'phrase_list' },
  { to: '/office-announcements', label: 'app.settings.menu.office_announcements', icon: CampaignIcon, access: 'office_announcement_list' },
  { to: '/email-templates', label: 'app.settings.menu.email_templates', icon: MailOutlineIcon, access: 'email_template_list' },
  { to: '/system-settings', label: 'app.menu.system_settings', icon: SettingsIcon, access: 'setting_menu' },
  { to: '/system-settings/signup-process', label: 'app.menu.signup_process', icon: HowToRegIcon, access: 'sign_up_process' },
  { to: '/system-settings/customer-contact-us', label: 'app.menu.contact_requests', icon: ContactMailIcon, access: 'staff' },
  { to: '/locked-customers', label: 'app.menu.locked_customers', icon: LockIcon, access: 'locked_customer' },
  { to: '/discounts', label: 'app.settings.menu.discounts', icon: LocalOfferIcon, access: 'discount_list' },
  { to: '/outbox', label: 'app.menu.outbox', icon: OutboxIcon, access: 'outbox_list' },
];

export function menuEntriesFor(user: StoredUser | null): MenuEntry[] {
  if (!user || (user.type === 'vendor' && user.vendor?.status === 'pending_for_price')) return [];
  return ENTRIES.filter(({ access }) => {
    if (access === 'staff') return isStaff(user);
    if (access === 'admin') return user.type === 'admin';
    if (access === 'crew') return user.type === 'crew';
    if (access === 'vendor') return user.type === 'vendor';
    if (user.type === 'crew' || user.type === 'customer') return false;
    return hasPermission(user, access);
  }).map((entry) => (entry.access === 'vendor' ? { ...entry, to: vendorPage(user) } : entry));
}

export function Menu() {
  const entries = menuEntriesFor(useStoredUser());
  return (
    <RaMenu>
      {entries.map(({ to, label, icon: Icon }) => (
        <RaMenu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
      ))}
    </RaMenu>
  );
}
