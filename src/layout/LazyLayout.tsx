// The signed-in shell as a chunk of its own: the sign-in page never loads the menu, app bar or notification socket.
import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { Box } from '@mui/material';
import { session } from '../auth/session';
import { ScreenLoading } from './ScreenLoading';

const loadLayout = () => import('./Layout');
// A signed-in visit needs the shell: fetched at once, beside the app, rather than after it has rendered; in a task of
// its own, since asking for its chunks (a link per chunk) would lengthen the app's start, which cannot be broken up.
if (session.user()) setTimeout(() => void loadLayout());
const Layout = lazy(() => loadLayout().then((module) => ({ default: module.Layout })));

/**
 * The bar shown until the shell is drawn, on a page as tall as the window: alone, its margin collapsed into the body's,
 * which then moved up by it as the shell came (a layout shift).
 */
const shellLoading = (
  <Box sx={{ display: 'flow-root', minHeight: '100vh' }}>
    <ScreenLoading />
  </Box>
);

export function LazyLayout({ children }: { children: ReactNode }) {
  // react-admin mounts the shell in the render its permissions' answer sets off, which React cannot break up; the shell
  // (app bar, menu, the page) is built in the transition that follows, in slices between frames, on a slow phone too.
  const mounted = useDeferredValue(true, false);
  return <Suspense fallback={shellLoading}>{mounted ? <Layout>{children}</Layout> : shellLoading}</Suspense>;
}
