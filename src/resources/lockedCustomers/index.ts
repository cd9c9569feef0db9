import LockIcon from '@mui/icons-material/Lock';
import type { ResourceProps } from 'react-admin';
import { LockedCustomerList } from './LockedCustomerList';

export default {
  list: LockedCustomerList,
  icon: LockIcon,
} satisfies Omit<ResourceProps, 'name'>;
