// A property's conversion, found from anywhere.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const convertPropertyScreen = {
  screen: SCREEN.convertProperty,
  page: lazyNamed(() => import('./ConvertPropertyPage'), 'ConvertPropertyPage'),
  icon: SwapHorizIcon,
  menu: [{ label: 'app.page.convert_property', group: 'customers' }],
} satisfies ScreenDeclaration;
