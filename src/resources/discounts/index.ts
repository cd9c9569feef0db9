import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { DiscountCreate } from './DiscountCreate';
import { DiscountEdit } from './DiscountEdit';
import { DiscountList } from './DiscountList';

export default {
  list: DiscountList,
  create: DiscountCreate,
  edit: DiscountEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
} satisfies Omit<ResourceProps, 'name'>;
