import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

/** Mounted as the resource `users/roles`, so its screens live at /users/roles like its API. */
export default {
  list: lazyNamed(() => import('./RoleList'), 'RoleList'),
  create: lazyNamed(() => import('./RoleForms'), 'RoleCreate'),
  edit: lazyNamed(() => import('./RoleForms'), 'RoleEdit'),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
