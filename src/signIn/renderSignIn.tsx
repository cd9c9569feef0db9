// Mounts the standalone sign-in page; loaded by main.tsx, instead of the app, on a sign-in path without a session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type OwnStart, ownStartOf, signInPathFor } from '../auth/homePaths';
import { session } from '../auth/session';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import type { AppStart } from '../auth/signIn';
import { SignInApp } from './SignInApp';

const root = createRoot(document.getElementById('root')!);
const isCrewSignIn = signInPathFor(window.location.pathname) === '/crew/login';
/** The crew's day and map and the customer's portal have starts of their own, with their own English; any other page the app. */
const loadStart = (start: OwnStart | undefined) => {
  if (start === 'crew')
    return Promise.all([import('../crewApp/CrewApp'), import('../crewApp/crewI18nProvider')]).then(
      ([{ CrewApp }, { crewI18nProvider }]) => ({
        Start: CrewApp,
        i18nProvider: crewI18nProvider,
      }),
    );
  if (start === 'portal')
    return Promise.all([import('../portalApp/PortalApp'), import('../portalApp/portalI18nProvider')]).then(
      ([{ PortalApp }, { portalI18nProvider }]) => ({ Start: PortalApp, i18nProvider: portalI18nProvider }),
    );
  return Promise.all([import('../App'), import('../i18n/i18nProvider')]).then(([{ App }, { i18nProvider }]) => ({
    Start: App,
    i18nProvider,
  }));
};

/**
 * Once signed in, the app replaces the sign-in page in this document, so the chunks they share are neither loaded nor
 * run a second time. The app's own modules load (without rendering) from the user's first keystroke in the username,
 * so the click rarely waits for them, while the sign-in page itself, until then, loads none of them.
 */
const inPlace: AppStart = {
  prepare() {
    // Who signs in is not known yet: the crew's page prepares the crew's start, the staff's the app.
    void loadStart(isCrewSignIn ? 'crew' : undefined).catch(() => undefined);
  },
  async at(path) {
    const { Start, i18nProvider } = await loadStart(ownStartOf(new URL(path, window.location.origin).pathname, session.user()));
    await i18nProvider.ready();
    window.history.replaceState(null, '', path);
    root.render(
      <StrictMode>
        <Start />
      </StrictMode>,
    );
  },
};

// A page that starts in Spanish (the browser's language) first loads its Spanish, a chunk of its own.
void signInI18nProvider.ready().then(() =>
  root.render(
    <StrictMode>
      <SignInApp variant={isCrewSignIn ? 'crew' : 'admin'} appStart={inPlace} />
    </StrictMode>,
  ),
);
