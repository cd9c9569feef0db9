// The side menu's icon of each entry, by the entry's label, and of each group.
import AddHomeIcon from '@mui/icons-material/AddHome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import HomeIcon from '@mui/icons-material/Home';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TimerIcon from '@mui/icons-material/Timer';
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
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
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
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import StoreIcon from '@mui/icons-material/Store';
import ForumIcon from '@mui/icons-material/Forum';
import TuneIcon from '@mui/icons-material/Tune';
import type { ComponentType } from 'react';
import type { MenuGroup } from '../../common/screens';

const ICONS: Record<string, ComponentType> = {
  'app.page.dashboard': DashboardIcon,
  'app.page.work_calendar': CalendarMonthIcon,
  'app.page.customer_dashboard': HomeIcon,
  'app.page.refer_and_earn': CardGiftcardIcon,
  'app.page.convert_property': SwapHorizIcon,
  'app.page.service_delay_setting': TimerIcon,
  'app.page.crew_dashboard': DashboardIcon,
  'app.page.crew_map': MapIcon,
  'app.page.add_customer': AddHomeIcon,
  'app.page.customers': HomeWorkIcon,
  'app.menu.vendors': StorefrontIcon,
  'app.vendors.my_vendor': StorefrontIcon,
  'app.page.crew_team': ScheduleSendIcon,
  'app.menu.assignment': AssignmentIcon,
  'app.page.newsletter': EmailIcon,
  'app.page.payments': PaymentsIcon,
  'app.page.charge_later_customers': EventRepeatIcon,
  'app.page.vendor_statement': ReceiptLongIcon,
  'app.menu.my_statement': ReceiptLongIcon,
  'app.page.reports': AssessmentIcon,
  'app.page.territory_map': MapIcon,
  'app.page.crew_status_map': PersonPinCircleIcon,
  'app.page.bnb_map': YardIcon,
  'app.users.menu.csr_users': BadgeIcon,
  'app.users.menu.crew_users': EngineeringIcon,
  'app.users.menu.vendor_users': GroupsIcon,
  'app.users.menu.all_users': PeopleIcon,
  'app.time_sheets.title': AccessTimeIcon,
  'app.users.menu.permissions': AdminPanelSettingsIcon,
  'app.menu.crew_announcement': AnnouncementIcon,
  'app.menu.markets': PlaceIcon,
  'app.settings.menu.phrases': ChatIcon,
  'app.settings.menu.office_announcements': CampaignIcon,
  'app.settings.menu.email_templates': MailOutlineIcon,
  'app.page.system_settings': SettingsIcon,
  'app.page.signup_process': HowToRegIcon,
  'app.page.contact_requests': ContactMailIcon,
  'app.locked_customers.title': LockIcon,
  'app.settings.menu.discounts': LocalOfferIcon,
  'app.menu.outbox': OutboxIcon,
  'app.menu.system_accounts': ManageAccountsIcon,
};

export const menuIcon = (label: string): ComponentType => ICONS[label] ?? SettingsIcon;

const GROUP_ICONS: Record<MenuGroup, ComponentType> = {
  map: MapIcon, settings: SettingsIcon, users: SupervisorAccountIcon, customers: StoreIcon, messages: ForumIcon, system: TuneIcon,
};

export const groupIcon = (group: MenuGroup): ComponentType => GROUP_ICONS[group];
