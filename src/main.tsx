import './zodConfig';
// MUI's four weights, Latin only: it covers Spanish (á, ñ, ¿, ü…), and the other subsets are never shown.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

// The app loads only after zod is configured: a schema built before `z.config` probes `new Function`, which the
// Content-Security-Policy refuses, and chunks shared with lazy screens would otherwise run before this module's body.
void import('./renderApp');
