// Makes the crew pages an installable app that opens offline: the manifest link and the service worker, added by the
// crew pages only, so the staff app and its sign-in page never run under the worker (docs/offline.md).
import { CREW_SW_SCOPE } from './cacheNames';

export const CREW_MANIFEST = '/crew.webmanifest';
export const CREW_SERVICE_WORKER = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

export function registerCrewApp(): Promise<ServiceWorkerRegistration | undefined> {
  if (!document.querySelector(`link[rel="manifest"]`)) {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: CREW_MANIFEST });
    document.head.append(link);
  }
  // The worker is built with the app (`npm run build`); the dev server has none.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return Promise.resolve(undefined);
  // In a task of its own, after the page's commit: registering costs a phone's main thread several milliseconds.
  registration ??= new Promise((resolve) => setTimeout(resolve)).then(() =>
    navigator.serviceWorker.register(CREW_SERVICE_WORKER, { scope: CREW_SW_SCOPE, type: 'classic' }).catch(() => undefined),
  );
  return registration;
}

/**
 * Calls `then` once when the worker first takes the page over (the first visit: the day was read before it could keep
 * a copy, so the day read again through it opens offline). Returns the unsubscribe.
 */
export function whenWorkerTakesOver(then: () => void): () => void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container || container.controller) return () => undefined;
  const listener = () => then();
  container.addEventListener('controllerchange', listener, { once: true });
  return () => container.removeEventListener('controllerchange', listener);
}
