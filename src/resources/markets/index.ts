// Markets at /markets.
import PlaceIcon from '@mui/icons-material/Place';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.markets,
  resources: [
    {
      name: 'markets',
      list: lazyNamed(() => import('./MarketList'), 'MarketList'),
      create: lazyNamed(() => import('./MarketCreate'), 'MarketCreate'),
      edit: lazyNamed(() => import('./MarketEdit'), 'MarketEdit'),
      recordRepresentation: 'name',
    },
  ],
  icon: PlaceIcon,
  menu: [{ label: 'app.menu.markets', group: 'customers' }],
} satisfies ScreenDeclaration;
