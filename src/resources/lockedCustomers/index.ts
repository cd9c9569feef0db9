// Locked customers at /locked-customers.
import LockIcon from '@mui/icons-material/Lock';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.lockedCustomers,
  resources: [
    {
      name: 'locked-customers',
      list: lazyNamed(() => import('./LockedCustomerList'), 'LockedCustomerList'),
    },
  ],
  icon: LockIcon,
  menu: [{ label: 'app.locked_customers.title', group: 'customers' }],
} satisfies ScreenDeclaration;
