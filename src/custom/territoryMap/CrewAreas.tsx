// Each crew's zip code areas, filled with the crew's colour; a zip code two crews share shows both, one over the other.
import { memo, useMemo } from 'react';
import type { GeoJsonObject } from 'geojson';
import { GeoJSON, Tooltip } from 'react-leaflet';
import type { ZipcodeMapRow } from '../../../common/schemas/vendor';
import type { CrewTerritory } from '../../../common/schemas/workLogMap';
import { zipcodeOf } from '../../ui/maps/zipcodeSelection';

interface CrewAreasProps {
  crews: readonly CrewTerritory[];
  colors: ReadonlyMap<string, string>;
  areas: readonly ZipcodeMapRow[];
}

export const CrewAreas = memo(function CrewAreas({ crews, colors, areas }: CrewAreasProps) {
  const areaOf = useMemo(() => new Map(areas.map((row) => [zipcodeOf(row), row])), [areas]);
  return crews.flatMap((crew) =>
    crew.zipcodes.flatMap((zipcode) => {
      const area = areaOf.get(zipcode);
      if (!area) return [];
      const color = colors.get(crew.crewId);
      return [
        <GeoJSON
          key={`${crew.crewId}:${zipcode}`}
          data={area[5] as GeoJsonObject}
          style={{ className: `crew-area zipcode-${zipcode}`, color, weight: 1.5, fillColor: color, fillOpacity: 0.25 }}
        >
          <Tooltip sticky>{`${zipcode} · ${crew.crewName}`}</Tooltip>
        </GeoJSON>,
      ];
    }),
  );
});
