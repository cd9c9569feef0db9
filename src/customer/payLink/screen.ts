// The page a failed payment's message and its reminders link to, outside the signed-in shell: no sign-in.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const payLinkScreen = {
  screen: SCREEN.payLink,
  page: lazyNamed(() => import('./PayLinkPage'), 'PayLinkPage'),
  bare: true,
} satisfies ScreenDeclaration;
