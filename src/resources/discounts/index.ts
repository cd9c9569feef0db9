import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./DiscountList'), 'DiscountList'),
  create: lazyNamed(() => import('./DiscountCreate'), 'DiscountCreate'),
  edit: lazyNamed(() => import('./DiscountEdit'), 'DiscountEdit'),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
} satisfies Omit<ResourceProps, 'name'>;
