// Mounts the crew's day and map on their own (CrewApp); loaded by main.tsx, instead of the app, on those two pages for a
// signed-in crew. As renderApp: the first render is a transition, after the Spanish catalog when the page starts in it.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { crewI18nProvider } from './crewI18nProvider';
import { coalesceQueryNotifications } from '../queryNotifications';
import { CrewApp } from './CrewApp';

coalesceQueryNotifications();

const root = createRoot(document.getElementById('root')!);
void crewI18nProvider.ready().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <CrewApp />
      </StrictMode>,
    ),
  ),
);
