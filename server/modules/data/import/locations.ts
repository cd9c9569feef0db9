// Where an imported property is put on the map: its own coordinates when the file has them, else its zip code's
// centre, flagged approximate so routes still work and staff see which to fix. The geocoder port (the US Census
// Bureau's batch geocoder, run as a job after the import) is a later slice: it will replace approximate locations.
import type { ImportedProperty } from '../../../../common/schemas/dataImport';
import type { Executor } from '../../../lib/history';
import type { ImportedLocation } from '../../customers';
import { zipcodeCentres } from '../../settings';

export async function locate(executor: Executor, list: ImportedProperty[]) {
  const missing = [
    ...new Set(list.filter((property) => property.latitude === null || property.longitude === null).map((property) => property.zipcode)),
  ];
  const centres = await zipcodeCentres(executor, missing);
  return (property: ImportedProperty): ImportedLocation => {
    if (property.latitude !== null && property.longitude !== null)
      return { latitude: property.latitude, longitude: property.longitude, approximate: false };
    const centre = centres.get(property.zipcode);
    return centre ? { ...centre, approximate: true } : { latitude: null, longitude: null, approximate: false };
  };
}
