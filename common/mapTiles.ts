// The zip code map's tile server, shared by the web app (which draws the tiles) and the server (whose CSP admits them).
export const OPEN_STREET_MAP_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The CSP source a tile URL template loads from: `{s}` subdomains become a wildcard; none for an empty or same-origin URL. */
export function tileSourceOf(tileUrl: string): string | undefined {
  if (!/^https?:\/\//.test(tileUrl)) return undefined;
  const { protocol, host } = new URL(tileUrl.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]+\}/g, '0'));
  return `${protocol}//${host.replace(/^[^.]*subdomain[^.]*\./, '*.')}`;
}
