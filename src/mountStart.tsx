// Mounts a start in the page: the app (renderApp), or one of the starts of their own without <Admin> (the crew's, the
// portal's, the public pages'), each loaded by main.tsx on its paths. The first render is a transition, which React
// renders in slices between the browser's frames: on a slow phone the page keeps answering while the tree is built. A
// page that starts in Spanish (the browser's language) first loads the Spanish catalog, a chunk of its own.
import { type ComponentType, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { I18nProvider } from 'react-admin';
import { coalesceQueryNotifications } from './queryNotifications';

export function mountStart(Start: ComponentType, i18nProvider: I18nProvider & { ready(): Promise<unknown> }) {
  coalesceQueryNotifications();
  const root = createRoot(document.getElementById('root')!);
  void i18nProvider.ready().then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Start />
        </StrictMode>,
      ),
    ),
  );
}
