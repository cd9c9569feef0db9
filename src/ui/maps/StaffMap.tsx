// The frame of the staff maps: a canvas-drawn Leaflet map on the configured tiles (or a plain background without them),
// fitted to the points it shows, and the one popup a click on a stop opens.
import 'leaflet/dist/leaflet.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { leafletControlColours, MAP_CENTER, MAP_TILE_ATTRIBUTION, MAP_TILE_URL, MAP_ZOOM } from './mapConfig';

export type LatLng = [latitude: number, longitude: number];

/** Fits the view to the points once per `fitKey` (a new day, filter or week) when they arrive, never while the user pans. */
function FitToPoints({ points, fitKey }: { points: readonly LatLng[]; fitKey: string }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (points.length === 0 || fitted.current === fitKey) return;
    fitted.current = fitKey;
    map.fitBounds(latLngBounds(points.map(([lat, lng]) => [lat, lng])), { padding: [24, 24], maxZoom: 15 });
  }, [map, fitKey, points]);
  return null;
}

export interface StaffMapProps {
  children: ReactNode;
  /** Points the view fits when `fitKey` changes. */
  points: readonly LatLng[];
  fitKey: string;
  label: string;
  /** The id of the text that tells what the map shows (its legend, counts or list): the map's text alternative. */
  describedBy?: string;
  sx?: SxProps<Theme>;
}

export function StaffMap({ children, points, fitKey, label, describedBy, sx }: StaffMapProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      sx={[
        (theme) => ({
          height: { xs: 360, md: 560 },
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          // Without tiles the areas and markers sit on the theme's paper, in light and dark mode alike.
          '& .leaflet-container': {
            background: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100],
            fontFamily: theme.typography.fontFamily,
          },
          ...leafletControlColours(theme),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} preferCanvas style={{ height: '100%', width: '100%' }}>
        {MAP_TILE_URL && <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />}
        <FitToPoints points={points} fitKey={fitKey} />
        {children}
      </MapContainer>
    </Box>
  );
}
