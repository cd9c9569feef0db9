// Browser protection on every response: a Content-Security-Policy fitted to the web app, nosniff, no framing, no referrer.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OPEN_STREET_MAP_TILES, tileSourceOf } from '../../common/mapTiles';
import { type GatewayHosts, PAYTRACE_PROTECT_URL } from '../../common/schemas/settings';

/** The origins of the gateways' hosted card fields: their script runs in our page and their fields are its iframe. */
export function gatewayOrigins(hosts: GatewayHosts = {}): string[] {
  const urls = [hosts.paytraceProtectUrl ?? PAYTRACE_PROTECT_URL, hosts.sandboxUrl];
  return [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
}

/**
 * Scripts only from the app's own files and the gateways' card-field scripts; frames only the gateways' card fields. Styles also inline: MUI's emotion writes <style> tags at run time. Images from
 * the app, data: and blob: URLs (leaflet, previews) and the map's tile server; the socket is on the same origin, which
 * 'self' admits for ws: and wss: too.
 */
export function contentSecurityPolicy(mapTileUrl = OPEN_STREET_MAP_TILES, hosts: GatewayHosts = {}) {
  const tileSource = tileSourceOf(mapTileUrl);
  const gateways = gatewayOrigins(hosts);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...gateways],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tileSource ? [tileSource] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: gateways.length ? gateways : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Off: the app is also reached over plain HTTP on a local network, where upgrading would break every file.
    upgradeInsecureRequests: null,
  };
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { mapTileUrl?: string; gatewayHosts?: GatewayHosts }) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.mapTileUrl, options.gatewayHosts) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
