// Work-log stops as canvas circle markers in a react-leaflet-cluster group: the 5,000 Leaflet layers are made in one
// pass and handed to the group in one addLayers call (a React component per marker took seconds), with one popup for
// the stop last clicked. A stop at its zip code's centre (an approximate location) is drawn hollow and dashed.
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { type ComponentRef, useEffect, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import { circleMarker } from 'leaflet';
import { Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useTranslate } from 'react-admin';
import type { MapStop } from '../../../common/schemas/workLogMap';
import { markerStyle } from './ApproximateLocation';

/** Past this zoom every stop shows on its own; below it, near stops gather into a cluster. */
const DISABLE_CLUSTERING_AT_ZOOM = 16;
const CLUSTER_RADIUS_PX = 50;

export interface StopMarkersProps {
  stops: readonly MapStop[];
  colorOf: (stop: MapStop) => string;
}

export function StopMarkers({ stops, colorOf }: StopMarkersProps) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<MapStop | null>(null);
  const group = useRef<ComponentRef<typeof MarkerClusterGroup>>(null);

  // Rebuilt only when the stops or their colours change: panning, zooming and choosing a stop never touch them.
  useEffect(() => {
    const cluster = group.current;
    if (!cluster) return;
    const layers = stops.map((stop) =>
      circleMarker(
        [stop.latitude, stop.longitude],
        markerStyle(colorOf(stop), stop.locationApproximate, stop.status === 'pending' || stop.status === 'started' ? 0.95 : 0.55),
      ).on('click', () => setSelected(stop)),
    );
    cluster.addLayers(layers);
    return () => {
      cluster.clearLayers();
    };
  }, [stops, colorOf]);

  return (
    <>
      <MarkerClusterGroup
        ref={group}
        chunkedLoading
        disableClusteringAtZoom={DISABLE_CLUSTERING_AT_ZOOM}
        maxClusterRadius={CLUSTER_RADIUS_PX}
        showCoverageOnHover={false}
      >
        {null}
      </MarkerClusterGroup>
      {selected && (
        <Popup position={[selected.latitude, selected.longitude]} eventHandlers={{ remove: () => setSelected(null) }}>
          <Typography variant="subtitle2" component="p" sx={{ m: 0 }}>
            {selected.address}
          </Typography>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {selected.customerName}
          </Typography>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {translate('app.maps.stop_line', {
              crew: selected.crewName ?? translate('app.work_logs.board.unassigned'),
              status: translate(`app.work_logs.status.${selected.status}`),
              service: translate(`app.property_view.service.types.${selected.serviceType}`),
            })}
          </Typography>
          {selected.locationApproximate && (
            <Typography variant="body2" component="p" color="warning.main" sx={{ m: 0 }}>
              {translate('app.locations.approximate_marker')}
            </Typography>
          )}
        </Popup>
      )}
    </>
  );
}
