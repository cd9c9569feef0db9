// The service pauses, active and ended, where a dispatcher pauses a property, a market or a service type and ends a pause.
// No menu entry of its own (the admin's menu fills 1280 x 800): the Rain days page links to it, as does Go to (Ctrl K).
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const servicePausesScreen = {
  screen: SCREEN.servicePauses,
  page: lazyNamed(() => import('./ServicePausesPage'), 'ServicePausesPage'),
  icon: PauseCircleIcon,
} satisfies ScreenDeclaration;
