// The crew's own pages: its day (stops in route order, announcements, skip reasons, totals) and what its treatment
// stops' application records need, and the weather at a stop for the application form to start from.
import type { CrewDay, CrewDayPath } from '../../common/schemas/crewDay';
import type { CrewTreatments, StopWeather } from '../../common/schemas/treatment';
import { apiCall, type Data } from './httpClient';

export type { CrewDay, CrewDayPath, CrewTreatments, StopWeather };

export const crewMethods = {
  /** The signed-in crew's day; without a date, today in the business's time zone. */
  getCrewDay: async (date?: string) => (await apiCall<Data<CrewDay>>(`/crew/day${date ? `?date=${encodeURIComponent(date)}` : ''}`)).data,
  /** The roads the map draws through the day's stops, or `path` null (no road service): kept offline as the day is. */
  getCrewDayPath: async (date?: string) =>
    (await apiCall<Data<CrewDayPath>>(`/crew/day/path${date ? `?date=${encodeURIComponent(date)}` : ''}`)).data,
  /** The round's products and label limits, the lawn's area and the crew member's licence, for the day's treatment stops. */
  getCrewTreatments: async (date?: string) =>
    (await apiCall<Data<CrewTreatments>>(`/crew/day/treatments${date ? `?date=${encodeURIComponent(date)}` : ''}`)).data,
  /** The weather at one of the crew's stops now (`reading` null when there is none): never kept for offline use. */
  getStopWeather: async (workLogId: string) =>
    (await apiCall<Data<StopWeather>>(`/crew/stops/${encodeURIComponent(workLogId)}/weather`)).data,
};
