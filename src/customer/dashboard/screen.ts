// The customer portal's dashboard.
import HomeIcon from '@mui/icons-material/Home';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const customerDashboardScreen = {
  screen: SCREEN.customerDashboard,
  page: lazyNamed(() => import('./CustomerDashboard'), 'CustomerDashboard'),
  icon: HomeIcon,
  menu: [{ label: 'app.page.customer_dashboard' }],
} satisfies ScreenDeclaration;
