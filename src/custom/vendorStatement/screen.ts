// A vendor's statement: any vendor's for staff, its own for a vendor.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

// One page for both statements, so switching between them keeps the loaded chunk and its state.
const VendorStatementPage = lazyNamed(() => import('./VendorStatementPage'), 'VendorStatementPage');

export const vendorStatementScreen = {
  screen: SCREEN.vendorStatement,
  page: VendorStatementPage,
  icon: ReceiptLongIcon,
  menu: [{ label: 'app.page.vendor_statement' }],
} satisfies ScreenDeclaration;

export const myStatementScreen = {
  screen: SCREEN.myStatement,
  page: VendorStatementPage,
  icon: ReceiptLongIcon,
  menu: [{ label: 'app.menu.my_statement' }],
} satisfies ScreenDeclaration;
