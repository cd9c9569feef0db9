// Serves the built web app, falling back to index.html for the app's own routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function webAppPlugin(app: FastifyInstance, options: { staticDir: string }) {
    const root = path.resolve(options.staticDir);
    const built = existsSync(path.join(root, 'index.html'));
    if (built) await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/socket.io');
      if (!isPage) return reply.status(404).send({ status: 404, message: `No route ${request.method} ${request.url.split('?')[0]}.` });
      if (!built) return reply.type('text/plain').send('Web app not built: run npm run build');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
