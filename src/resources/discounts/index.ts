// Discount codes: the resource's views at /discounts, and their Settings menu entry.
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.discounts,
  resources: [
    {
      name: 'discounts',
      list: lazyNamed(() => import('./DiscountList'), 'DiscountList'),
      create: lazyNamed(() => import('./DiscountCreate'), 'DiscountCreate'),
      edit: lazyNamed(() => import('./DiscountEdit'), 'DiscountEdit'),
      recordRepresentation: 'code',
    },
  ],
  icon: LocalOfferIcon,
  menu: [{ label: 'app.settings.menu.discounts', group: 'customers' }],
} satisfies ScreenDeclaration;
