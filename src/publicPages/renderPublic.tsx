// Mounts a customer's public page (pay link, quote, visit page) on its own; loaded by main.tsx instead of the app on
// those paths.
import { mountStart } from '../mountStart';
import { PublicApp } from './PublicApp';
import { publicI18nProvider } from './publicI18nProvider';

mountStart(PublicApp, publicI18nProvider);
