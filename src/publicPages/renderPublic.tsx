// Mounts a customer's public page (pay link, quote, visit page) on its own; loaded by main.tsx instead of the app on
// those paths. As renderApp: a page that starts in Spanish first loads the Spanish catalog.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { publicI18nProvider } from './publicI18nProvider';
import { coalesceQueryNotifications } from '../queryNotifications';
import { PublicApp } from './PublicApp';

coalesceQueryNotifications();

const root = createRoot(document.getElementById('root')!);
void publicI18nProvider.ready().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <PublicApp />
      </StrictMode>,
    ),
  ),
);
