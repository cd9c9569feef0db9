// The crew map's Leaflet map: the day's stops numbered in route order, the route line, the start point and the crew's
// position, fitted to the stops. Loaded by CrewMapPage as a chunk of its own.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { divIcon, latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { Point } from '../../../common/geo/distance';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_REFERRER_POLICY, MAP_TILE_URL } from '../../ui/maps/mapConfig';
import { type crewMapLayers, DEFAULT_CENTER, type StopMarker } from './crewMapLayers';
import { spreadOverlapping } from './markerSpread';

const DEFAULT_ZOOM = 7;
const MARKER_SIZE = 32;
/** Two markers' centres at least this far apart on screen: a tap on one never lands on the other. */
const MARKER_GAP = MARKER_SIZE + 4;

const numberIcon = ({ number, done, waiting, isNext }: StopMarker, { dx, dy }: { dx: number; dy: number }) =>
  divIcon({
    className: ['crew-stop-marker', done && 'crew-stop-done', waiting && 'crew-stop-waiting', isNext && 'crew-stop-next']
      .filter(Boolean)
      .join(' '),
    html: String(number),
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2 - dx, MARKER_SIZE / 2 - dy],
  });

const NO_OFFSET = { dx: 0, dy: 0 };

/** The day's numbered stops, those too close to tap apart at this zoom fanned out around their place. */
function StopMarkers({ markers, describe }: { markers: StopMarker[]; describe: (marker: StopMarker) => string }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const offsets = useMemo(
    () =>
      spreadOverlapping(
        markers.map((marker) => ({ id: marker.id, ...map.project(marker.position, zoom) })),
        MARKER_GAP,
      ),
    [map, markers, zoom],
  );
  return markers.map((marker) => (
    <Marker
      key={marker.id}
      position={marker.position}
      icon={numberIcon(marker, offsets.get(marker.id) ?? NO_OFFSET)}
      title={`${marker.number}. ${marker.address}`}
    >
      <Tooltip>{`${marker.number}. ${describe(marker)}`}</Tooltip>
    </Marker>
  ));
}

function FitTo({ bounds }: { bounds: [number, number][] | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds?.length === 1) map.setView(bounds[0], 16);
    else if (bounds) map.fitBounds(latLngBounds(bounds), { padding: [32, 32] });
    // Refit when the stops change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

export function CrewMapCanvas({
  layers,
  own,
  startLabel,
  describe,
}: {
  layers: ReturnType<typeof crewMapLayers> | null;
  own: Point | null;
  startLabel: string;
  describe: (marker: StopMarker) => string;
}) {
  const translate = useTranslate();
  return (
    <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} style={{ height: '100%', width: '100%' }}>
      {/* On a phone's dense screen, tiles of the next zoom at half size: sharp streets rather than stretched ones. */}
      {MAP_TILE_URL && (
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} referrerPolicy={MAP_TILE_REFERRER_POLICY} detectRetina />
      )}
      {layers && layers.line.length > 1 && <Polyline positions={layers.line} pathOptions={{ color: '#1565c0', weight: 4, opacity: 0.7 }} />}
      {layers?.start && (
        <CircleMarker center={layers.start} radius={9} pathOptions={{ color: '#fff', weight: 2, fillColor: '#2e7d32', fillOpacity: 1 }}>
          <Tooltip>{startLabel}</Tooltip>
        </CircleMarker>
      )}
      {layers && <StopMarkers markers={layers.markers} describe={describe} />}
      {own && (
        <CircleMarker
          center={[own.latitude, own.longitude]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#d32f2f', fillOpacity: 1 }}
        >
          <Tooltip>{translate('app.crew_day.you_are_here')}</Tooltip>
        </CircleMarker>
      )}
      <FitTo bounds={layers?.bounds ?? null} />
    </MapContainer>
  );
}
