import './zodConfig';
// MUI's four weights, Latin only: it covers Spanish (á, ñ, ¿, ü…), and the other subsets are never shown.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { isSignInPath, ownStartOf } from './auth/homePaths';
import { session } from './auth/session';
import { isPublicPagePath } from './publicPages/publicPaths';

// The app loads only after zod is configured: a schema built before `z.config` probes `new Function`, which the
// Content-Security-Policy refuses, and chunks shared with lazy screens would otherwise run before this module's body.
// A visitor to a sign-in page without a session gets the standalone sign-in page, without react-admin's <Admin>
// (docs/performance.md); signing in then loads the app afresh.
if (isSignInPath(window.location.pathname) && !session.token()) void import('./signIn/renderSignIn');
// A customer's pay link, quote or visit page starts on its own too, without <Admin> or the app's shell.
else if (isPublicPagePath(window.location.pathname)) void import('./publicPages/renderPublic');
// A signed-in crew's day and map, and a signed-in customer's portal, start on their own too, without <Admin>
// (src/crewApp/, src/portalApp/), in a task of their own.
else if (ownStartOf(window.location.pathname, session.user()) === 'crew') setTimeout(() => void import('./crewApp/renderCrew'));
else if (ownStartOf(window.location.pathname, session.user()) === 'portal') setTimeout(() => void import('./portalApp/renderPortal'));
// The app is asked for in a task of its own, so that this module's task ends first.
else setTimeout(() => void import('./renderApp'));
