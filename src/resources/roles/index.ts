// Roles and their permissions: the resource `users/roles`, so its screens live at /users/roles like its API.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.roles,
  resources: [
    {
      name: 'users/roles',
      list: lazyNamed(() => import('./RoleList'), 'RoleList'),
      create: lazyNamed(() => import('./RoleForms'), 'RoleCreate'),
      edit: lazyNamed(() => import('./RoleForms'), 'RoleEdit'),
      recordRepresentation: 'name',
    },
  ],
  icon: AdminPanelSettingsIcon,
  menu: [{ label: 'app.users.menu.permissions', group: 'settings' }],
} satisfies ScreenDeclaration;
