// The signed-in user's own account pages, opened from the profile menu.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const profileScreen = {
  screen: SCREEN.profile,
  page: lazyNamed(() => import('./ProfilePage'), 'ProfilePage'),
} satisfies ScreenDeclaration;

export const changePasswordScreen = {
  screen: SCREEN.changePassword,
  page: lazyNamed(() => import('./ChangePasswordPage'), 'ChangePasswordPage'),
} satisfies ScreenDeclaration;
