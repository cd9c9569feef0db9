// System Settings → Sales tax: the rate tables the admin loads (accounting_manage, like the books they feed).
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const salesTaxScreen = {
  screen: SCREEN.salesTax,
  page: lazyNamed(() => import('./SalesTaxPage'), 'SalesTaxPage'),
  icon: ReceiptLongIcon,
  menu: [{ label: 'app.page.sales_tax', group: 'system' }],
} satisfies ScreenDeclaration;
