// The page a customer's sign-in link opens, outside the signed-in shell: it signs the customer in, or says why not.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const signInLinkScreen = {
  screen: SCREEN.signInLink,
  page: lazyNamed(() => import('./SignInLinkPage'), 'SignInLinkPage'),
  bare: true,
} satisfies ScreenDeclaration;
