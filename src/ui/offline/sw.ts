// The crew app's service worker (built by vite-plugin-pwa, registered from the crew pages with scope /crew/ only): the
// app's shell is precached, crew pages open from it when offline, and the crew's day (GET /api/v1/crew/day…) is read
// from the network first and from the last copy when there is none. No other API answer is cached (docs/offline.md).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CREW_DAY_CACHE, CREW_DAY_PATH } from './cacheNames';

// The DOM library types `self` as a window: the parts of the worker's scope used here. The build replaces the literal
// `self.__WB_MANIFEST` with the list of files to precache.
type WorkerScope = { __WB_MANIFEST: (PrecacheEntry | string)[]; skipWaiting(): Promise<void> };

/** How long a crew page or the day waits for a weak signal before the copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

void (self as unknown as WorkerScope).skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// No directory index: `/` is the staff app's, and never answered from this cache.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Crew pages come from the network while it answers, so a new version shows at once; offline, the precached shell.
const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { allowlist: [/^\/crew(\/|$)/] },
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith(CREW_DAY_PATH),
  new NetworkFirst({
    cacheName: CREW_DAY_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 14, maxAgeSeconds: 3 * 24 * 60 * 60 })],
  }),
);
