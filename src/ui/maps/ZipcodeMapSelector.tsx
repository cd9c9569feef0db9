// The zip code map selector: polygons white or green, a click selects a whole area or deselects one zip code, chips below.
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { GeoJsonObject } from 'geojson';
import type { PathOptions } from 'leaflet';
import { GeoJSON, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { ZipcodeMap } from '../../dataProvider/vendorMethods';
import {
  leafletControlColours,
  MAP_CENTER,
  MAP_HEIGHT,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_REFERRER_POLICY,
  MAP_TILE_URL,
  MAP_ZOOM,
} from './mapConfig';
import { removeZipcode, toggleZipcode, zipcodeOf } from './zipcodeSelection';

const SELECTED_FILL = '#2e7d32';
const UNSELECTED_FILL = '#ffffff';

const styleOf = (zipcode: string, isSelected: boolean): PathOptions => ({
  className: `zipcode-area zipcode-${zipcode}`,
  color: '#37474f',
  weight: 1,
  fillColor: isSelected ? SELECTED_FILL : UNSELECTED_FILL,
  fillOpacity: isSelected ? 0.6 : 0.5,
});

function useZipcodeMap(): ZipcodeMap {
  const [map, setMap] = useState<ZipcodeMap>({ rows: [], approximate: false });
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .getZipcodeMap()
      .then((data) => isCurrent && setMap({ rows: data.rows ?? [], approximate: Boolean(data.approximate) }))
      // The spec asks for load errors to be ignored: the chips still work without polygons.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dataProvider]);
  return map;
}

export interface ZipcodeMapSelectorProps {
  value: readonly string[];
  onChange: (zipcodes: string[]) => void;
  /** Off when the form already shows the selection in an input of its own (the market form's chips). */
  showSelection?: boolean;
}

export function ZipcodeMapSelector({ value, onChange, showSelection = true }: ZipcodeMapSelectorProps) {
  const translate = useTranslate();
  const { rows, approximate } = useZipcodeMap();
  const selectionId = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const styles = useMemo(
    () => new Map(rows.map((row) => [zipcodeOf(row), styleOf(zipcodeOf(row), selected.has(zipcodeOf(row)))])),
    [rows, selected],
  );

  return (
    <Stack gap={1} sx={{ width: '100%' }}>
      {/* The selected zip codes listed under the map are its text alternative. */}
      <Box
        role="region"
        aria-label={translate('app.zipcode_map.map_label')}
        aria-describedby={showSelection ? selectionId : undefined}
        sx={(theme) => ({
          height: MAP_HEIGHT,
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          ...leafletControlColours(theme),
        })}
      >
        <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
          {MAP_TILE_URL && <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} referrerPolicy={MAP_TILE_REFERRER_POLICY} />}
          {rows.map((row) => {
            const zipcode = zipcodeOf(row);
            return (
              <GeoJSON
                key={zipcode}
                data={row[5] as GeoJsonObject}
                style={styles.get(zipcode)}
                eventHandlers={{ click: () => onChange(toggleZipcode(value, zipcode, rows)) }}
              >
                <Tooltip sticky>{`${zipcode} · ${row[0]}`}</Tooltip>
              </GeoJSON>
            );
          })}
        </MapContainer>
      </Box>
      {approximate && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.zipcode_map.approximate')}
        </Typography>
      )}
      {showSelection && (
        <Stack
          direction="row"
          gap={0.5}
          flexWrap="wrap"
          alignItems="center"
          role="group"
          id={selectionId}
          aria-label={translate('app.zipcode_map.selected')}
        >
          {value.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.zipcode_map.none_selected')}
            </Typography>
          )}
          {value.map((zipcode) => (
            <Chip key={zipcode} label={zipcode} size="small" color="success" onDelete={() => onChange(removeZipcode(value, zipcode))} />
          ))}
          {value.length > 0 && (
            <Button size="small" onClick={() => onChange([])}>
              {translate('app.zipcode_map.clear')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
