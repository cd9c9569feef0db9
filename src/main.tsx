import './zodConfig';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

// The app loads only after zod is configured: a schema built before `z.config` probes `new Function`, which the
// Content-Security-Policy refuses, and chunks shared with lazy screens would otherwise run before this module's body.
void import('./renderApp');
