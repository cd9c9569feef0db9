// Add Customer, empty or filled from a sign-up.
import AddHomeIcon from '@mui/icons-material/AddHome';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { ADD_CUSTOMER_WORDS } from './paths';

// One page for all its paths, so moving between them keeps its state.
const AddCustomerPage = lazyNamed(() => import('./AddCustomerPage'), 'AddCustomerPage');

export const addCustomerScreen = {
  screen: SCREEN.addCustomer,
  rules: [SCREEN.addCustomerFromSignup],
  page: AddCustomerPage,
  routes: { [SCREEN.addCustomerFromSignup.path]: AddCustomerPage },
  icon: AddHomeIcon,
  menu: [ADD_CUSTOMER_WORDS],
} satisfies ScreenDeclaration;
