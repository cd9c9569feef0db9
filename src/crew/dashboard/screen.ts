// The crew's day.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const crewDashboardScreen = {
  screen: SCREEN.crewDashboard,
  page: lazyNamed(() => import('./CrewDashboard'), 'CrewDashboard'),
  icon: DashboardIcon,
  menu: [{ label: 'app.page.crew_dashboard' }],
} satisfies ScreenDeclaration;
