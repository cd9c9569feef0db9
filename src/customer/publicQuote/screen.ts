// The page a quote's message links to, outside the signed-in shell: no sign-in.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const publicQuoteScreen = {
  screen: SCREEN.publicQuote,
  page: lazyNamed(() => import('./PublicQuotePage'), 'PublicQuotePage'),
  bare: true,
} satisfies ScreenDeclaration;
