// Serves the built web app, falling back to index.html for the app's own routes.
import { withParams } from '../../common/i18n/catalog';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Files the browser must ask for again each time: the page that names the current hashed files, the crew app's
 * service worker (a stale one would keep serving an old shell) and its manifest. */
const REVALIDATED = new Set(['index.html', 'sw.js', 'crew.webmanifest']);
/** Built files whose names carry a hash of their content: a new build gives new names, so they never change. */
const HASHED_DIR = 'assets';

/** `filePath` is the file sent: with preCompressed it may be the `.br` or `.gz` copy of the one asked for. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const sent = filePath.replace(/\.(br|gz)$/, '');
  if (REVALIDATED.has(path.basename(sent))) reply.header('cache-control', 'no-cache');
  else if (path.basename(path.dirname(sent)) === HASHED_DIR) reply.header('cache-control', 'public, max-age=31536000, immutable');
}

/** The built app's files (the sign-in page among them) are for everyone; @fastify/static takes no route config, so this
 * context gives its routes their rule. */
async function publicFiles(files: FastifyInstance, { root }: { root: string }) {
  files.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: { public: true } };
  });
  await files.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    decorateReply: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
}

/** Judged on the path as a router could read it (decoded, even twice over, any case, doubled slashes), so `/%61pi/…`
 * or `/API/…` gets the API's JSON 404 rather than the web app's page. */
function isServerPath(url: string): boolean {
  let pathname = url.split('?')[0];
  for (let layer = 0; layer < 3 && pathname.includes('%'); layer++) {
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      break; // a malformed escape: what was decoded so far still tells an API path
    }
  }
  return /^\/+(api|socket\.io)(\/|$)/i.test(pathname);
}

export default fp(
  async function webAppPlugin(app: FastifyInstance, options: { staticDir: string }) {
    const root = path.resolve(options.staticDir);
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, { root, serve: false, setHeaders: cacheHeaders });
      await app.register(publicFiles, { root });
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !isServerPath(request.url);
      if (!isPage)
        return reply.status(404).send({
          status: 404,
          message: withParams('server.common.no_route', { method: request.method, path: request.url.split('?')[0] }),
        });
      if (!built) return reply.type('text/plain').send('Web app not built: run npm run build');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
