// Mounts the app; loaded by main.tsx once zod is configured.
import { App } from './App';
import { i18nProvider } from './i18n/i18nProvider';
import { mountStart } from './mountStart';

mountStart(App, i18nProvider);
