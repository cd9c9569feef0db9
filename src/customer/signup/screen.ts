// The public sign-up form a referral link opens, outside the signed-in shell.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const signupScreen = {
  screen: SCREEN.signup,
  page: lazyNamed(() => import('./SignupPage'), 'SignupPage'),
  bare: true,
} satisfies ScreenDeclaration;
