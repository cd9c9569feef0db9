// `npm run import:zipcodes FILE`: loads real ZCTA polygons from a GeoJSON FeatureCollection into the zipcodes table.
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../server/config';
import { parseZipcodeAreas, upsertZipcodeAreas } from '../server/modules/settings';
import { openDatabase } from '../server/db/client';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import:zipcodes FILE.geojson');
  process.exit(1);
}
const { areas, skipped } = parseZipcodeAreas(JSON.parse(await readFile(file, 'utf8')));
const database = openDatabase(loadConfig());
try {
  await database.migrate();
  await upsertZipcodeAreas(database.db, areas);
  console.log(
    `Imported ${areas.length} zip code areas${skipped ? ` (skipped ${skipped} features without a 5-digit zip code or a polygon)` : ''}.`,
  );
} finally {
  await database.close();
}
