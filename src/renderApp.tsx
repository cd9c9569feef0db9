// Mounts the app; loaded by main.tsx once zod is configured. The first render is a transition, which React renders in
// slices between the browser's frames: on a slow phone the page keeps answering while the app's tree is built.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { coalesceQueryNotifications } from './queryNotifications';

coalesceQueryNotifications();

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
