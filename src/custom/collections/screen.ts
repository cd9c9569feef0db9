// Money still to collect: failed payments by age, this month's recovery, held properties, cards about to expire.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const collectionsScreen = {
  screen: SCREEN.collections,
  page: lazyNamed(() => import('./CollectionsPage'), 'CollectionsPage'),
  icon: RequestQuoteIcon,
  menu: [{ label: 'app.page.collections' }],
} satisfies ScreenDeclaration;
