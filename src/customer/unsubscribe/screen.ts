// The page a newsletter's unsubscribe link opens, outside the signed-in shell.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const unsubscribeScreen = {
  screen: SCREEN.unsubscribe,
  page: lazyNamed(() => import('./UnsubscribePage'), 'UnsubscribePage'),
  bare: true,
} satisfies ScreenDeclaration;
