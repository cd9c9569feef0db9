import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { ResourceProps } from 'react-admin';
import { RoleCreate, RoleEdit } from './RoleForms';
import { RoleList } from './RoleList';

/** Mounted as the resource `users/roles`, so its screens live at /users/roles like its API. */
export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
