// Browser protection on every response: a Content-Security-Policy fitted to the web app, nosniff, no framing, no referrer.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OPEN_STREET_MAP_TILES, tileSourceOf } from '../../common/mapTiles';

/**
 * Scripts only from the app's own files. Styles also inline: MUI's emotion writes <style> tags at run time. Images from
 * the app, data: and blob: URLs (leaflet, previews) and the map's tile server; the socket is on the same origin, which
 * 'self' admits for ws: and wss: too.
 */
export function contentSecurityPolicy(mapTileUrl = OPEN_STREET_MAP_TILES) {
  const tileSource = tileSourceOf(mapTileUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tileSource ? [tileSource] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Off: the app is also reached over plain HTTP on a local network, where upgrading would break every file.
    upgradeInsecureRequests: null,
  };
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { mapTileUrl?: string }) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.mapTileUrl) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
