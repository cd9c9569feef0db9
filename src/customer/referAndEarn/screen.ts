// The customer's Refer & Earn (qrcode.react comes with its page).
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const referAndEarnScreen = {
  screen: SCREEN.referAndEarn,
  page: lazyNamed(() => import('./ReferAndEarnPage'), 'ReferAndEarnPage'),
  icon: CardGiftcardIcon,
  menu: [{ label: 'app.page.refer_and_earn' }],
} satisfies ScreenDeclaration;
