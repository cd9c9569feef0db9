// System Settings → Accounting: QuickBooks Online's connection, sync and account mapping (admin, accounting_manage).
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const accountingScreen = {
  screen: SCREEN.accounting,
  page: lazyNamed(() => import('./AccountingPage'), 'AccountingPage'),
  icon: AccountBalanceIcon,
  menu: [{ label: 'app.page.accounting', group: 'system' }],
} satisfies ScreenDeclaration;
