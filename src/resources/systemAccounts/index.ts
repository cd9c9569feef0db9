// The admin's system accounts at /system-accounts.
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.systemAccounts,
  page: lazyNamed(() => import('./SystemAccountList'), 'SystemAccountList'),
  resources: [{ name: 'system-accounts' }],
  icon: ManageAccountsIcon,
  menu: [{ label: 'app.menu.system_accounts', group: 'system' }],
} satisfies ScreenDeclaration;
