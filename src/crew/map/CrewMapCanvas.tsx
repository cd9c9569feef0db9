// The crew map's Leaflet map: the day's stops numbered in route order, the route line, the start point and the crew's
// position, fitted to the stops. Loaded by CrewMapPage as a chunk of its own.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { divIcon, latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { Point } from '../../../common/geo/distance';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_REFERRER_POLICY, MAP_TILE_URL } from '../../ui/maps/mapConfig';
import { type CrewMapStops, DEFAULT_CENTER, type StopMarker } from './crewMapLayers';
import { NO_OFFSET, type Offset, spreadOverlapping } from './markerSpread';

const DEFAULT_ZOOM = 7;
const SINGLE_STOP_ZOOM = 16;
const MARKER_SIZE = 32;
/** Two markers' centres at least this far apart on screen: a tap on one never lands on the other. */
const MARKER_GAP = MARKER_SIZE + 4;

const numberIcon = ({ number, done, waiting, isNext }: StopMarker, { dx, dy }: Offset) =>
  divIcon({
    className: ['crew-stop-marker', done && 'crew-stop-done', waiting && 'crew-stop-waiting', isNext && 'crew-stop-next']
      .filter(Boolean)
      .join(' '),
    html: String(number),
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2 - dx, MARKER_SIZE / 2 - dy],
  });

/** The day's numbered stops, those too close to tap apart at this zoom fanned out around their place. */
function StopMarkers({ markers, describe }: { markers: StopMarker[]; describe: (marker: StopMarker) => string }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // Icons made once for each marker's look and place, not on every render: a new icon is a new element on the map.
  const icons = useMemo(() => {
    const offsets = spreadOverlapping(
      markers.map((marker) => ({ id: marker.id, ...map.project(marker.position, zoom) })),
      MARKER_GAP,
    );
    return new Map(markers.map((marker) => [marker.id, numberIcon(marker, offsets.get(marker.id) ?? NO_OFFSET)]));
  }, [map, markers, zoom]);
  return markers.map((marker) => (
    <Marker key={marker.id} position={marker.position} icon={icons.get(marker.id)!} title={`${marker.number}. ${marker.address}`}>
      <Tooltip>{`${marker.number}. ${describe(marker)}`}</Tooltip>
    </Marker>
  ));
}

/** Fits the map to the stops when they change after it was made (made on them, it is already there). */
function FitTo({ bounds }: { bounds: [number, number][] | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  const madeOn = useRef(key);
  useEffect(() => {
    if (key === madeOn.current) return;
    madeOn.current = key;
    if (bounds?.length === 1) map.setView(bounds[0], SINGLE_STOP_ZOOM);
    else if (bounds) map.fitBounds(latLngBounds(bounds), { padding: [32, 32] });
    // Refit when the stops change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

export function CrewMapCanvas({
  stops,
  line,
  own,
  startLabel,
  describe,
}: {
  stops: CrewMapStops | null;
  line: [number, number][] | null;
  own: Point | null;
  startLabel: string;
  describe: (marker: StopMarker) => string;
}) {
  const translate = useTranslate();
  // The map is made once the day has come, on the day's own view: a map made first on the state's view would load that
  // view's tiles, then the day's, in the same seconds a slow phone builds the page.
  if (!stops) return null;
  const { bounds } = stops;
  const view =
    bounds && bounds.length > 1
      ? { bounds: latLngBounds(bounds), boundsOptions: { padding: [32, 32] as [number, number] } }
      : { center: bounds?.[0] ?? DEFAULT_CENTER, zoom: bounds ? SINGLE_STOP_ZOOM : DEFAULT_ZOOM };
  return (
    <MapContainer {...view} style={{ height: '100%', width: '100%' }}>
      {/* On a phone's dense screen, tiles of the next zoom at half size: sharp streets rather than stretched ones. */}
      {MAP_TILE_URL && (
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} referrerPolicy={MAP_TILE_REFERRER_POLICY} detectRetina />
      )}
      {line && line.length > 1 && <Polyline positions={line} pathOptions={{ color: '#1565c0', weight: 4, opacity: 0.7 }} />}
      {stops.start && (
        <CircleMarker center={stops.start} radius={9} pathOptions={{ color: '#fff', weight: 2, fillColor: '#2e7d32', fillOpacity: 1 }}>
          <Tooltip>{startLabel}</Tooltip>
        </CircleMarker>
      )}
      <StopMarkers markers={stops.markers} describe={describe} />
      {own && (
        <CircleMarker
          center={[own.latitude, own.longitude]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#d32f2f', fillOpacity: 1 }}
        >
          <Tooltip>{translate('app.crew_day.you_are_here')}</Tooltip>
        </CircleMarker>
      )}
      <FitTo bounds={bounds} />
    </MapContainer>
  );
}
