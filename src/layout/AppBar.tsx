// The header: page title, the quick go-to search, language, theme, and the profile menu (theme, My Profile, Change Password, the crew's current request, Logout).
import { forwardRef } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, useMediaQuery } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import LockIcon from '@mui/icons-material/Lock';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import PersonIcon from '@mui/icons-material/Person';
import {
  AppBar as RaAppBar,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  useGetIdentity,
  UserMenu,
  useStore,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { hasPermission, isStaff } from '../../common/permissions';
import { SCREEN } from '../../common/screens';
import { session } from '../auth/session';
import { CHANGE_PASSWORD_PATH, PROFILE_PATH } from '../custom/account/paths';
import { CurrentRequestMenuItem } from '../ui/currentRequest/CurrentRequestMenuItem';
import { NotificationBell } from '../ui/notifications/NotificationBell';
import { SOUND_KEY } from '../ui/notifications/sound';
import { GoToSearch } from './goTo/GoToSearch';
import { HideOnScroll } from './HideOnScroll';
import { NamedLoadingIndicator } from './NamedLoadingIndicator';
import { AfterFirstCommit } from '../ui/AfterFirstCommit';
import { LanguageMenuButton } from '../ui/LanguageMenuButton';
import { ServiceDatePicker } from './ServiceDatePicker';

const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(function UserMenuLink(
  { to, label, icon },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** Notification sounds, on by default for staff. */
const SoundToggle = forwardRef<HTMLLIElement>(function SoundToggle(_props, ref) {
  const translate = useTranslate();
  const [sound, setSound] = useStore<boolean>(SOUND_KEY, true);
  return (
    <MenuItem ref={ref} onClick={() => setSound(!sound)}>
      <ListItemIcon>{sound ? <VolumeUpIcon fontSize="small" /> : <VolumeOffIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(sound ? 'app.menu.sound_on' : 'app.menu.sound_off')}</ListItemText>
    </MenuItem>
  );
});

/** The theme as the spec places it, in the profile menu; on a phone it is the only theme switch (the bar has no room). */
const ThemeMenuItem = forwardRef<HTMLLIElement>(function ThemeMenuItem(_props, ref) {
  const translate = useTranslate();
  // Until the user picks one, the theme follows the system's preference, as react-admin's own toggle reads it.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(prefersDark ? 'dark' : 'light');
  const isDark = theme === 'dark';
  return (
    <MenuItem ref={ref} onClick={() => setTheme(isDark ? 'light' : 'dark')}>
      <ListItemIcon>{isDark ? <Brightness7Icon fontSize="small" /> : <Brightness4Icon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(isDark ? 'app.menu.theme_light' : 'app.menu.theme_dark')}</ListItemText>
    </MenuItem>
  );
});

function ProfileMenu() {
  const user = session.user();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name must contain it (WCAG 2.5.3), not only "Profile".
  const label = identity?.fullName ? translate('app.menu.profile_of', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      {user?.type === 'customer' && (
        <UserMenuLink to={SCREEN.referAndEarn.path} label="app.menu.refer_and_earn" icon={<CardGiftcardIcon fontSize="small" />} />
      )}
      <ThemeMenuItem />
      {user && isStaff(user) && <SoundToggle />}
      {user?.type === 'crew' && <CurrentRequestMenuItem />}
      <UserMenuLink to={PROFILE_PATH} label="app.menu.my_profile" icon={<PersonIcon fontSize="small" />} />
      {user && hasPermission(user, 'user_password_update') && (
        <UserMenuLink to={CHANGE_PASSWORD_PATH} label="app.menu.change_password" icon={<LockIcon fontSize="small" />} />
      )}
      <Logout />
    </UserMenu>
  );
}

/**
 * On a phone the refresh button goes (a phone reloads by pulling the page down), and the language button shows its icon
 * only (LanguageMenuButton), so the title has room for a whole word.
 */
const PHONE_APP_BAR = {
  '& .RaLoadingIndicator-loadedIcon': { display: { xs: 'none', sm: 'inline-flex' } },
};
/** On a phone a title longer than its room ("Work Calendar", "Asignación") takes two lines rather than being cut. */
const PHONE_TITLE = {
  fontSize: { xs: '1.05rem', sm: undefined },
  lineHeight: { xs: 1.15, sm: undefined },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: { xs: 2 },
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'break-word',
  // react-admin wraps the title in an inline-block, which would wrap inside itself and escape the two-line clamp.
  '& .RaConfigurable-root': { display: { xs: 'inline', sm: 'inline-block' } },
} as const;

/** react-admin's toolbar (language, theme, reload) with the theme button left to the profile menu on a phone. */
const TOOLBAR = (
  <AfterFirstCommit>
    <LanguageMenuButton iconOnlyOnPhone />
    <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
      <ToggleThemeButton />
    </Box>
    <NamedLoadingIndicator />
  </AfterFirstCommit>
);

export function AppBar() {
  const user = session.user();
  return (
    <RaAppBar userMenu={<ProfileMenu />} toolbar={TOOLBAR} container={HideOnScroll} sx={PHONE_APP_BAR}>
      <TitlePortal sx={PHONE_TITLE} />
      {user && (
        <AfterFirstCommit>
          <GoToSearch />
          {isStaff(user) && <ServiceDatePicker />}
          <NotificationBell />
        </AfterFirstCommit>
      )}
    </RaAppBar>
  );
}
