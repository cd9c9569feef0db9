// Where an imported property is put on the map: its own coordinates when the file has them, else its zip code's
// centre (the zip code areas an admin loaded, else the centres shipped with the product), flagged approximate so
// routes still work and staff see which to fix; the geocoder, when on, replaces it after the import.
import type { ImportedProperty } from '../../../../common/schemas/dataImport';
import type { Executor } from '../../../lib/history';
import type { ImportedLocation } from '../../customers';
import { zipcodeCentres } from '../../settings';
import { zipCentres } from './zipCentres';

export async function locate(executor: Executor, list: ImportedProperty[]) {
  const missing = [
    ...new Set(list.filter((property) => property.latitude === null || property.longitude === null).map((property) => property.zipcode)),
  ];
  const centres = await zipCentres(missing, await zipcodeCentres(executor, missing));
  return (property: ImportedProperty): ImportedLocation => {
    if (property.latitude !== null && property.longitude !== null)
      return { latitude: property.latitude, longitude: property.longitude, approximate: false };
    const centre = centres.get(property.zipcode);
    return centre ? { ...centre, approximate: true } : { latitude: null, longitude: null, approximate: false };
  };
}
