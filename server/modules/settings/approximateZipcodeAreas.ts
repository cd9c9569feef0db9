// The embedded zip code areas: APPROXIMATE hexagons around the seeded markets' zip code centroids, until real ZCTA polygons are imported.
import type { GeoJsonGeometry } from '../../../common/schemas/vendor';
import { MARKET_GEOGRAPHY, type ZipArea } from '../../demo/geography';

export interface ZipcodeArea {
  zipcode: string;
  areaName: string;
  latitude: number;
  longitude: number;
  geometry: GeoJsonGeometry;
}

const MAX_RADIUS_DEGREES = 0.03;
/** Near the market's middle a zip code counts as central; beyond, it takes the compass side it lies on. */
const CENTRAL_DEGREES = 0.035;

const distance = (a: ZipArea, b: ZipArea) => Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude);

/** A hexagon small enough not to overlap its nearest neighbour's. */
function hexagon(center: ZipArea, radius: number): GeoJsonGeometry {
  const ring = Array.from({ length: 7 }, (_, corner) => {
    const angle = ((corner % 6) * Math.PI) / 3;
    // Longitude degrees are shorter than latitude degrees this far north; widen them so the hexagon looks regular.
    const widen = 1 / Math.cos((center.latitude * Math.PI) / 180);
    return [round(center.longitude + radius * Math.cos(angle) * widen), round(center.latitude + radius * Math.sin(angle))];
  });
  return { type: 'Polygon', coordinates: [ring] };
}

const round = (value: number) => Number(value.toFixed(5));

function sideOf(zip: ZipArea, middle: ZipArea): string {
  const north = zip.latitude - middle.latitude;
  const east = zip.longitude - middle.longitude;
  if (Math.hypot(north, east) < CENTRAL_DEGREES) return 'Central';
  if (Math.abs(north) >= Math.abs(east)) return north > 0 ? 'North' : 'South';
  return east > 0 ? 'East' : 'West';
}

export function approximateZipcodeAreas(): ZipcodeArea[] {
  return MARKET_GEOGRAPHY.flatMap((market) => {
    const middle: ZipArea = {
      zipcode: '',
      latitude: market.zips.reduce((sum, zip) => sum + zip.latitude, 0) / market.zips.length,
      longitude: market.zips.reduce((sum, zip) => sum + zip.longitude, 0) / market.zips.length,
    };
    return market.zips.map((zip) => {
      const nearest = Math.min(...market.zips.filter((other) => other !== zip).map((other) => distance(zip, other)));
      return {
        zipcode: zip.zipcode,
        areaName: `${market.city} ${sideOf(zip, middle)}`,
        latitude: zip.latitude,
        longitude: zip.longitude,
        geometry: hexagon(zip, Math.min(MAX_RADIUS_DEGREES, nearest * 0.45)),
      };
    });
  });
}
