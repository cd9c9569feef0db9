// The customers whose charges wait.
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const chargeLaterReportScreen = {
  screen: SCREEN.chargeLaterReport,
  page: lazyNamed(() => import('./ChargeLaterReportPage'), 'ChargeLaterReportPage'),
  icon: EventRepeatIcon,
  menu: [{ label: 'app.page.charge_later_customers' }],
} satisfies ScreenDeclaration;
