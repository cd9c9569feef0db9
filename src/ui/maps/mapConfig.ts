// Where the zip code map gets its tiles and its areas; an empty VITE_MAP_TILE_URL draws the areas without a tile layer.
// The server reads the same variable for its Content-Security-Policy, so give it to both the build and the server.
import type { Theme } from '@mui/material';
import { OPEN_STREET_MAP_TILES } from '../../../common/mapTiles';

export const MAP_TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? OPEN_STREET_MAP_TILES;
export const MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/**
 * The page's own policy is `same-origin`, which would send tile servers no Referer; OpenStreetMap's tile policy asks for
 * one, so tile requests name the origin (never the path, which can hold a record's id).
 */
export const MAP_TILE_REFERRER_POLICY = 'strict-origin-when-cross-origin' satisfies ReferrerPolicy;
export const ZIPCODE_MAP_PATH: string = import.meta.env.VITE_ZIPCODE_MAP_PATH || '/zipcodes/map';

/** The spec's starting view: a point in Texas at zoom 7. */
export const MAP_CENTER: [number, number] = [31.169621, -99.683617];
export const MAP_ZOOM = 7;
export const MAP_HEIGHT = 400;

/**
 * Leaflet's attribution box draws #0078A8 links on translucent white, which fails WCAG AA over the dark theme's map:
 * it takes the theme's paper and text colours instead (spread into the sx of the box around a map).
 */
export const leafletControlColours = (theme: Theme) => ({
  // As specific as leaflet.css's `.leaflet-container .leaflet-control-attribution`, plus the box's own class.
  '& .leaflet-container .leaflet-control-attribution': { background: theme.palette.background.paper, color: theme.palette.text.secondary },
  '& .leaflet-container .leaflet-control-attribution a': {
    color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
  },
});
