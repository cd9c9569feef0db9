// The bush and bed map.
import YardIcon from '@mui/icons-material/Yard';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const bnbMapScreen = {
  screen: SCREEN.bnbMap,
  page: lazyNamed(() => import('./BnbMapPage'), 'BnbMapPage'),
  icon: YardIcon,
  menu: [{ label: 'app.page.bnb_map', group: 'map' }],
} satisfies ScreenDeclaration;
