import LockIcon from '@mui/icons-material/Lock';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./LockedCustomerList'), 'LockedCustomerList'),
  icon: LockIcon,
} satisfies Omit<ResourceProps, 'name'>;
