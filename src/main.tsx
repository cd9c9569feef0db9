import './zodConfig';
// MUI's four weights, Latin only: it covers Spanish (á, ñ, ¿, ü…), and the other subsets are never shown.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { isSignInPath, ownStartOf } from './auth/homePaths';
import { session } from './auth/session';
import { isPublicPagePath } from './publicPages/publicPaths';

/**
 * Asks for a start, then, while its chunks download, has the browser load its calendar, time zone and currency data:
 * the first date or amount a page shows would otherwise pay for it inside a render (about 20 ms on a phone, 80 at
 * Lighthouse's 4 × CPU, in one piece that React cannot slice).
 */
function start(load: () => Promise<unknown>) {
  void load();
  new Intl.DateTimeFormat().resolvedOptions();
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
}

// The app loads only after zod is configured: a schema built before `z.config` probes `new Function`, which the
// Content-Security-Policy refuses, and chunks shared with lazy screens would otherwise run before this module's body.
// A visitor to a sign-in page without a session gets the standalone sign-in page, without react-admin's <Admin>
// (docs/performance.md); signing in then loads the app afresh.
const path = window.location.pathname;
const ownStart = ownStartOf(path, session.user());
if (isSignInPath(path) && !session.token()) void import('./signIn/renderSignIn');
// A customer's pay link, quote or visit page starts on its own too, without <Admin> or the app's shell.
else if (isPublicPagePath(path)) start(() => import('./publicPages/renderPublic'));
// A signed-in crew's day and map, and a signed-in customer's portal, start on their own too, without <Admin>
// (src/crewApp/, src/portalApp/), in a task of their own, so that this module's task ends first; so does the app.
else if (ownStart === 'crew') setTimeout(() => start(() => import('./crewApp/renderCrew')));
else if (ownStart === 'portal') setTimeout(() => start(() => import('./portalApp/renderPortal')));
else setTimeout(() => start(() => import('./renderApp')));
