// The page a "visit done" message links to, outside the signed-in shell: no sign-in.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const publicVisitScreen = {
  screen: SCREEN.publicVisit,
  page: lazyNamed(() => import('./PublicVisitPage'), 'PublicVisitPage'),
  bare: true,
} satisfies ScreenDeclaration;
