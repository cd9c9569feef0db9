// Mounts the app; loaded by main.tsx once zod is configured. The first render is a transition, which React renders in
// slices between the browser's frames: on a slow phone the page keeps answering while the app's tree is built. A page
// that starts in Spanish (the browser's language) first loads the Spanish catalog, a chunk of its own.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { i18nProvider } from './i18n/i18nProvider';
import { coalesceQueryNotifications } from './queryNotifications';

coalesceQueryNotifications();

const root = createRoot(document.getElementById('root')!);
void i18nProvider.ready().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
