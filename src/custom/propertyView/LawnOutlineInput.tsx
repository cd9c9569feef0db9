// The lawn's outline drawn on the map: each click or tap places the next corner, the area is measured as it grows
// (common/geo/area.ts, the rule the server measures with), and Undo and Clear take corners back. The form's `outline`.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Polygon, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useInput, useTranslate } from 'react-admin';
import { type Corner, polygonSqFt, selfCrossing } from '../../../common/geo/area';
import { useFormat } from '../../ui/format/useFormat';
import { leafletControlColours, MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../ui/maps/mapConfig';

const t = (key: string) => `app.treatments.lawn.${key}`;
/** Close enough to see a lawn's corners on OpenStreetMap's tiles, whose last zoom is 19. */
const LAWN_ZOOM = 19;

function AddCorner({ onAdd }: { onAdd: (corner: Corner) => void }) {
  useMapEvents({ click: (event) => onAdd([event.latlng.lat, event.latlng.lng]) });
  return null;
}

/** An outline already drawn opens framed; a new one opens on the property. */
function FitOutline({ corners }: { corners: readonly Corner[] }) {
  const map = useMap();
  useEffect(() => {
    if (corners.length >= 3)
      map.fitBounds(latLngBounds(corners.map(([lat, lng]) => [lat, lng])), { padding: [32, 32], maxZoom: LAWN_ZOOM });
    // Only when the dialog opens: later corners must not move the map under the user's finger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

/** What the outline measures so far, and what stops it from being saved. */
export function outlineState(corners: readonly Corner[]) {
  return {
    sqFt: Math.round(polygonSqFt(corners)),
    problem: corners.length < 3 ? 'corners_needed' : selfCrossing(corners) ? 'crossing' : null,
  };
}

export function LawnOutlineInput({ centre }: { centre: Corner }) {
  const translate = useTranslate();
  const format = useFormat();
  // Without its own format, react-admin would hand a null outline over as ''.
  const { field, fieldState } = useInput<Corner[] | null>({ source: 'outline', format: (value) => value, parse: (value) => value });
  const corners: Corner[] = Array.isArray(field.value) ? field.value : [];
  const { sqFt, problem } = outlineState(corners);
  const set = (next: Corner[]) => field.onChange(next.length ? next : null);
  const serverError = fieldState.error?.message;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate(t('how'))}
      </Typography>
      <Box
        role="region"
        aria-label={translate(t('map_label'))}
        aria-describedby="lawn-area"
        sx={(theme) => ({
          height: { xs: 320, sm: 380 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': {
            background: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100],
            cursor: 'crosshair',
          },
          ...leafletControlColours(theme),
        })}
      >
        <MapContainer center={[centre[0], centre[1]]} zoom={LAWN_ZOOM} maxZoom={LAWN_ZOOM} style={{ height: '100%', width: '100%' }}>
          {MAP_TILE_URL && <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} maxZoom={LAWN_ZOOM} />}
          <FitOutline corners={corners} />
          <AddCorner onAdd={(corner) => set([...corners, corner])} />
          <CircleMarker center={[centre[0], centre[1]]} radius={5} pathOptions={{ color: '#1565c0', fillOpacity: 0.8 }} />
          {corners.length >= 3 ? (
            <Polygon
              positions={corners.map(([lat, lng]) => [lat, lng])}
              pathOptions={{ color: problem ? '#d32f2f' : '#2e7d32', weight: 3 }}
            />
          ) : (
            corners.length === 2 && (
              <Polyline positions={corners.map(([lat, lng]) => [lat, lng])} pathOptions={{ color: '#2e7d32', weight: 3 }} />
            )
          )}
          {corners.map(([lat, lng], index) => (
            <CircleMarker
              key={index}
              center={[lat, lng]}
              radius={6}
              pathOptions={{ color: '#fff', weight: 2, fillColor: '#2e7d32', fillOpacity: 1 }}
            />
          ))}
        </MapContainer>
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography
          id="lawn-area"
          variant="subtitle1"
          component="p"
          role="status"
          aria-live="polite"
          sx={{ fontWeight: 600, flex: '1 1 12rem' }}
        >
          {translate(t('area'), { sqFt: sqFt.toLocaleString(format.language), count: corners.length, smart_count: corners.length })}
        </Typography>
        <Button size="small" startIcon={<UndoIcon />} disabled={!corners.length} onClick={() => set(corners.slice(0, -1))}>
          {translate(t('undo'))}
        </Button>
        <Button size="small" disabled={!corners.length} onClick={() => set([])}>
          {translate(t('clear'))}
        </Button>
      </Stack>
      {(problem || serverError) && (
        <FormHelperText error={Boolean(serverError) || problem === 'crossing'}>
          {serverError ? translate(serverError) : translate(t(problem!))}
        </FormHelperText>
      )}
    </Stack>
  );
}
