// Mounts the customer's portal on its own (PortalApp); loaded by main.tsx, instead of the app, on its pages for a
// signed-in customer.
import { mountStart } from '../mountStart';
import { PortalApp } from './PortalApp';
import { portalI18nProvider } from './portalI18nProvider';

mountStart(PortalApp, portalI18nProvider);
