// Where each crew stands in its day, on a map.
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const crewStatusMapScreen = {
  screen: SCREEN.crewStatusMap,
  page: lazyNamed(() => import('./CrewStatusMapPage'), 'CrewStatusMapPage'),
  icon: PersonPinCircleIcon,
  menu: [{ label: 'app.page.crew_status_map', group: 'map' }],
} satisfies ScreenDeclaration;
