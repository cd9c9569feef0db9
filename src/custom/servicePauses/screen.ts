// The service pauses, active and ended, where a dispatcher pauses a property, a market or a service type and ends a pause.
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const servicePausesScreen = {
  screen: SCREEN.servicePauses,
  page: lazyNamed(() => import('./ServicePausesPage'), 'ServicePausesPage'),
  icon: PauseCircleIcon,
  menu: [{ label: 'app.page.service_pauses', group: 'schedule' }],
} satisfies ScreenDeclaration;
