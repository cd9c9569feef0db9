// One property with its tabs, opened from the customer list.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const propertyViewScreen = {
  screen: SCREEN.propertyView,
  page: lazyNamed(() => import('./PropertyViewPage'), 'PropertyViewPage'),
} satisfies ScreenDeclaration;
