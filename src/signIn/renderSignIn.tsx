// Mounts the standalone sign-in page; loaded by main.tsx, instead of the app, on a sign-in path without a session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signInPathFor } from '../auth/homePaths';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import type { AppStart } from '../auth/signIn';
import { SignInApp } from './SignInApp';

const root = createRoot(document.getElementById('root')!);
// A page that starts in Spanish (the browser's language) first loads its Spanish, a chunk of its own.
const loadApp = () => import('../App');

/**
 * Once signed in, the app replaces the sign-in page in this document, so the chunks they share are neither loaded nor
 * run a second time. The app's own modules load (without rendering) from the user's first keystroke in the username,
 * so the click rarely waits for them, while the sign-in page itself, until then, loads none of them.
 */
const inPlace: AppStart = {
  prepare() {
    void loadApp().catch(() => undefined);
  },
  async at(path) {
    const [{ App }, { i18nProvider }] = await Promise.all([loadApp(), import('../i18n/i18nProvider')]);
    await i18nProvider.ready();
    window.history.replaceState(null, '', path);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
};

void signInI18nProvider.ready().then(() =>
  root.render(
    <StrictMode>
      <SignInApp variant={signInPathFor(window.location.pathname) === '/crew/login' ? 'crew' : 'admin'} appStart={inPlace} />
    </StrictMode>,
  ),
);
