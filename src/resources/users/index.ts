import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./UserList'), 'UserList'),
  create: lazyNamed(() => import('./UserCreate'), 'UserCreate'),
  edit: lazyNamed(() => import('./UserEdit'), 'UserEdit'),
  icon: PeopleIcon,
  recordRepresentation: 'username',
} satisfies Omit<ResourceProps, 'name'>;
