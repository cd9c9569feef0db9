import PlaceIcon from '@mui/icons-material/Place';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./MarketList'), 'MarketList'),
  create: lazyNamed(() => import('./MarketCreate'), 'MarketCreate'),
  edit: lazyNamed(() => import('./MarketEdit'), 'MarketEdit'),
  icon: PlaceIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
