// Mounts the standalone sign-in page; loaded by main.tsx, instead of the app, on a sign-in path without a session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signInPathFor } from '../auth/homePaths';
import { SignInApp } from './SignInApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInApp variant={signInPathFor(window.location.pathname) === '/crew/login' ? 'crew' : 'admin'} />
  </StrictMode>,
);
