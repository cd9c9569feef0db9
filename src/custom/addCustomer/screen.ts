// Add Customer, empty or filled from a sign-up.
import AddHomeIcon from '@mui/icons-material/AddHome';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

// One page for all its paths, so moving between them keeps its state.
const AddCustomerPage = lazyNamed(() => import('./AddCustomerPage'), 'AddCustomerPage');

export const addCustomerScreen = {
  screen: SCREEN.addCustomer,
  rules: [SCREEN.addCustomerFromSignup],
  page: AddCustomerPage,
  routes: { [SCREEN.addCustomerFromSignup.path]: AddCustomerPage },
  icon: AddHomeIcon,
  menu: [{ label: 'app.page.add_customer', adminLabel: 'app.menu.admin_add_customer' }],
} satisfies ScreenDeclaration;
