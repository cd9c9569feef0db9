// The crew's route on a map (Leaflet comes with its page).
import MapIcon from '@mui/icons-material/Map';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const crewMapScreen = {
  screen: SCREEN.crewMap,
  page: lazyNamed(() => import('./CrewMapPage'), 'CrewMapPage'),
  icon: MapIcon,
  menu: [{ label: 'app.page.crew_map' }],
} satisfies ScreenDeclaration;
