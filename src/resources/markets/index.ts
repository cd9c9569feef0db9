import PlaceIcon from '@mui/icons-material/Place';
import type { ResourceProps } from 'react-admin';
import { MarketCreate } from './MarketCreate';
import { MarketEdit } from './MarketEdit';
import { MarketList } from './MarketList';

export default {
  list: MarketList,
  create: MarketCreate,
  edit: MarketEdit,
  icon: PlaceIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
