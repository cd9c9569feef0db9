// The staff dashboard's screen: its rule (common/screens.ts), page and menu entry.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const dashboardScreen = {
  screen: SCREEN.dashboard,
  page: lazyNamed(() => import('./Dashboard'), 'Dashboard'),
  icon: DashboardIcon,
  menu: [{ label: 'app.page.dashboard' }],
} satisfies ScreenDeclaration;
