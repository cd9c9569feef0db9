// The crew's own pages: its day (stops in route order, announcements, skip reasons, totals).
import type { CrewDay } from '../../common/schemas/crewDay';
import { apiCall, type Data } from './httpClient';

export type { CrewDay };

export const crewMethods = {
  /** The signed-in crew's day; without a date, today in the business's time zone. */
  getCrewDay: async (date?: string) => (await apiCall<Data<CrewDay>>(`/crew/day${date ? `?date=${encodeURIComponent(date)}` : ''}`)).data,
};
