// The header: page title, language, theme, and the profile menu (My Profile, Change Password, Logout).
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import { AppBar as RaAppBar, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { hasPermission } from '../../common/permissions';
import { session } from '../auth/session';

const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(function UserMenuLink({ to, label, icon }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

function ProfileMenu() {
  const user = session.user();
  return (
    <UserMenu>
      <UserMenuLink to="/profile" label="app.menu.my_profile" icon={<PersonIcon fontSize="small" />} />
      {user && hasPermission(user, 'user_password_update') && (
        <UserMenuLink to="/change-password" label="app.menu.change_password" icon={<LockIcon fontSize="small" />} />
      )}
      <Logout />
    </UserMenu>
  );
}

export const AppBar = () => <RaAppBar userMenu={<ProfileMenu />} />;
