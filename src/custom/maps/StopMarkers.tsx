// Work-log stops as canvas circle markers in clusters: built once per set of stops and colours (5,000 of them pan
// smoothly), with one popup for the stop last clicked.
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { memo, useMemo, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import { CircleMarker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useTranslate } from 'react-admin';
import type { MapStop } from '../../../common/schemas/workLogMap';

/** Past this zoom every stop shows on its own; below it, near stops gather into a cluster. */
const DISABLE_CLUSTERING_AT_ZOOM = 16;
const CLUSTER_RADIUS_PX = 50;

export interface StopMarkersProps {
  stops: readonly MapStop[];
  colorOf: (stop: MapStop) => string;
}

const Markers = memo(function Markers({ stops, colorOf, onSelect }: StopMarkersProps & { onSelect: (stop: MapStop) => void }) {
  return useMemo(
    () =>
      stops.map((stop) => (
        <CircleMarker
          key={stop._id}
          center={[stop.latitude, stop.longitude]}
          radius={7}
          pathOptions={{ color: '#ffffff', weight: 1.5, fillColor: colorOf(stop), fillOpacity: stop.status === 'pending' || stop.status === 'started' ? 0.95 : 0.55 }}
          eventHandlers={{ click: () => onSelect(stop) }}
        />
      )),
    [stops, colorOf, onSelect],
  );
});

export function StopMarkers({ stops, colorOf }: StopMarkersProps) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<MapStop | null>(null);
  // A stable handler: choosing a stop re-renders the popup, never the 5,000 markers.
  const select = useRef((stop: MapStop) => setSelected(stop)).current;
  return (
    <>
      <MarkerClusterGroup chunkedLoading disableClusteringAtZoom={DISABLE_CLUSTERING_AT_ZOOM} maxClusterRadius={CLUSTER_RADIUS_PX} showCoverageOnHover={false}>
        <Markers stops={stops} colorOf={colorOf} onSelect={select} />
      </MarkerClusterGroup>
      {selected && (
        <Popup position={[selected.latitude, selected.longitude]} eventHandlers={{ remove: () => setSelected(null) }}>
          <Typography variant="subtitle2" component="p" sx={{ m: 0 }}>{selected.address}</Typography>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>{selected.customerName}</Typography>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {translate('app.maps.stop_line', {
              crew: selected.crewName ?? translate('app.work_logs.board.unassigned'),
              status: translate(`app.work_logs.status.${selected.status}`),
              service: translate(`app.property_view.service.types.${selected.serviceType}`),
            })}
          </Typography>
        </Popup>
      )}
    </>
  );
}
