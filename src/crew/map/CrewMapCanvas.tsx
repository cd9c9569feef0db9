// The crew map's Leaflet map: the day's stops numbered in route order, the route line, the start point and the crew's
// position, fitted to the stops. Loaded by CrewMapPage as a chunk of its own.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { divIcon, latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { Point } from '../../../common/geo/distance';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_REFERRER_POLICY, MAP_TILE_URL } from '../../ui/maps/mapConfig';
import { type crewMapLayers, DEFAULT_CENTER, type StopMarker } from './crewMapLayers';

const DEFAULT_ZOOM = 7;

const numberIcon = ({ number, done, waiting, isNext }: StopMarker) =>
  divIcon({
    className: ['crew-stop-marker', done && 'crew-stop-done', waiting && 'crew-stop-waiting', isNext && 'crew-stop-next']
      .filter(Boolean)
      .join(' '),
    html: String(number),
    iconSize: [32, 32],
    iconAnchor: [16, 16],
  });

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
      {MAP_TILE_URL && <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} referrerPolicy={MAP_TILE_REFERRER_POLICY} />}
      {layers && layers.line.length > 1 && <Polyline positions={layers.line} pathOptions={{ color: '#1565c0', weight: 4, opacity: 0.7 }} />}
      {layers?.start && (
        <CircleMarker center={layers.start} radius={9} pathOptions={{ color: '#fff', weight: 2, fillColor: '#2e7d32', fillOpacity: 1 }}>
          <Tooltip>{startLabel}</Tooltip>
        </CircleMarker>
      )}
      {layers?.markers.map((marker) => (
        <Marker key={marker.id} position={marker.position} icon={numberIcon(marker)} title={`${marker.number}. ${marker.address}`}>
          <Tooltip>{`${marker.number}. ${describe(marker)}`}</Tooltip>
        </Marker>
      ))}
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
