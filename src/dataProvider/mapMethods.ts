// The staff maps' calls: stops of a day (territory) or an ISO week (bush and bed), every crew's progress, crews' territories.
import type { WorkLogStatus } from '../../common/schemas/workLog';
import type { BnbMapQuery, CrewProgressDay, MapStops, Territories, WorkLogMapQuery } from '../../common/schemas/workLogMap';
import type { CrewPositionsAnswer, CrewPositionsDay, CrewPositionsInput, CrewPositionsQuery } from '../../common/schemas/crewPosition';
import { apiCall, type Data } from './httpClient';

export type { CrewPositionsDay, CrewProgressDay, MapStops, Territories };

/** Query text of the given values; a list of statuses repeats its key. */
function queryOf(params: Record<string, string | WorkLogStatus[] | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) if (item !== undefined) search.append(key, item);
  }
  return search.toString();
}

export const mapMethods = {
  getMapStops: async (query: WorkLogMapQuery) => (await apiCall<Data<MapStops>>(`/work-logs/map?${queryOf(query)}`)).data,
  getBnbMapStops: async (query: BnbMapQuery) => (await apiCall<Data<MapStops>>(`/work-logs/bnb-map?${queryOf(query)}`)).data,
  getCrewProgress: async (date?: string) => (await apiCall<Data<CrewProgressDay>>(`/work-logs/crew-progress?${queryOf({ date })}`)).data,
  /** The office's crew map: each crew's last position today, or with `crewId` (and `date`) that crew's trail of the day. */
  getCrewPositions: async (query: CrewPositionsQuery = {}) =>
    (await apiCall<Data<CrewPositionsDay>>(`/crew-positions?${queryOf(query)}`)).data,
  /** The clocked-in crew's phone: a batch of its positions (409 when not clocked in). */
  reportCrewPositions: async (body: CrewPositionsInput) =>
    (await apiCall<Data<CrewPositionsAnswer>>('/crew/positions', { method: 'POST', body })).data,
  getTerritories: async () => (await apiCall<Data<Territories>>('/vendors/territories')).data,
};
