// Users at /users: the list opens on one type's tab per menu entry, each under its own permission.
import BadgeIcon from '@mui/icons-material/Badge';
import EngineeringIcon from '@mui/icons-material/Engineering';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleIcon from '@mui/icons-material/People';
import { SCREEN, usersListPath } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.usersList,
  rules: [SCREEN.users],
  resources: [
    {
      name: 'users',
      list: lazyNamed(() => import('./UserList'), 'UserList'),
      create: lazyNamed(() => import('./UserCreate'), 'UserCreate'),
      edit: lazyNamed(() => import('./UserEdit'), 'UserEdit'),
      recordRepresentation: 'username',
    },
  ],
  icon: PeopleIcon,
  menu: [
    {
      to: usersListPath('csr'),
      label: 'app.users.menu.csr_users',
      group: 'users',
      access: { permission: 'csr_user_list' },
      icon: BadgeIcon,
    },
    {
      to: usersListPath('crew'),
      label: 'app.users.menu.crew_users',
      group: 'users',
      access: { permission: 'crew_user_list' },
      icon: EngineeringIcon,
    },
    {
      to: usersListPath('vendor'),
      label: 'app.users.menu.vendor_users',
      group: 'users',
      access: { permission: 'vendor_user_list' },
      icon: GroupsIcon,
    },
    { to: usersListPath(), label: 'app.users.menu.all_users', group: 'users', access: { permission: 'all_user_list' } },
  ],
} satisfies ScreenDeclaration;
