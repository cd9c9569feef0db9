// The territory map (Leaflet and its cluster plugin come with its page).
import MapIcon from '@mui/icons-material/Map';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const territoryMapScreen = {
  screen: SCREEN.territoryMap,
  page: lazyNamed(() => import('./TerritoryMapPage'), 'TerritoryMapPage'),
  icon: MapIcon,
  menu: [{ label: 'app.page.territory_map', group: 'map' }],
} satisfies ScreenDeclaration;
