// A new business's first sign-in: its name, time zone, markets and vendors, one step at a time (no menu entry: signing
// in opens it until it is done or skipped).
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const businessSetupScreen = {
  screen: SCREEN.businessSetup,
  page: lazyNamed(() => import('./BusinessSetupPage'), 'BusinessSetupPage'),
  icon: RocketLaunchIcon,
} satisfies ScreenDeclaration;
