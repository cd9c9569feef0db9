// The side menu: the entries of common/screens that the signed-in user may open (spec section 2, "Side menu").
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
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Menu as RaMenu } from 'react-admin';
import { menuEntriesFor } from '../auth/routeAccess';
import { useStoredUser } from '../auth/useStoredUser';

/** Icons by the entry's label. */
const ICONS: Record<string, ComponentType> = {
  'app.menu.dashboard': DashboardIcon,
  'app.menu.crew_dashboard': DashboardIcon,
  'app.menu.crew_map': MapIcon,
  'app.menu.add_property': AddHomeIcon,
  'app.menu.properties': HomeWorkIcon,
  'app.menu.vendors': StorefrontIcon,
  'app.vendors.my_vendor': StorefrontIcon,
  'app.menu.crew_team': ScheduleSendIcon,
  'app.menu.assignment': AssignmentIcon,
  'app.menu.newsletter': EmailIcon,
  'app.menu.payments': PaymentsIcon,
  'app.menu.charge_later_customers': EventRepeatIcon,
  'app.menu.vendor_statement': ReceiptLongIcon,
  'app.menu.my_statement': ReceiptLongIcon,
  'app.menu.reports': AssessmentIcon,
  'app.menu.territory_map': MapIcon,
  'app.menu.crew_status_map': PersonPinCircleIcon,
  'app.menu.bnb_map': YardIcon,
  'app.users.menu.csr_users': BadgeIcon,
  'app.users.menu.crew_users': EngineeringIcon,
  'app.users.menu.vendor_users': GroupsIcon,
  'app.users.menu.all_users': PeopleIcon,
  'app.users.menu.time_sheet': AccessTimeIcon,
  'app.users.menu.permissions': AdminPanelSettingsIcon,
  'app.menu.crew_announcement': AnnouncementIcon,
  'app.menu.markets': PlaceIcon,
  'app.settings.menu.phrases': ChatIcon,
  'app.settings.menu.office_announcements': CampaignIcon,
  'app.settings.menu.email_templates': MailOutlineIcon,
  'app.menu.system_settings': SettingsIcon,
  'app.menu.signup_process': HowToRegIcon,
  'app.menu.contact_requests': ContactMailIcon,
  'app.menu.locked_customers': LockIcon,
  'app.settings.menu.discounts': LocalOfferIcon,
  'app.menu.outbox': OutboxIcon,
};

export function Menu() {
  const entries = menuEntriesFor(useStoredUser());
  return (
    <RaMenu>
      {entries.map(({ to, label }) => {
        const Icon = ICONS[label] ?? SettingsIcon;
        return <RaMenu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />;
      })}
    </RaMenu>
  );
}
