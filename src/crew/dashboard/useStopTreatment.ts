// A treatment stop's round as the crew's form reads it (GET /crew/day/treatments, read once for the whole day and kept by
// the crew app's worker with the day), and the crew member who applies it.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CrewTreatments } from '../../../common/schemas/treatment';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { ShownStop } from '../../ui/offline/crewDayOverlay';
import { CREW_DAY_QUERY_KEY, useCrewDayDate } from './useCrewDay';

export type StopTreatment = CrewTreatments['stops'][number];

export function useStopTreatment(stop: ShownStop) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [date] = useCrewDayDate();
  const { data, isError } = useQuery({
    // Under the day's key: whatever reads the day again reads this too.
    queryKey: [CREW_DAY_QUERY_KEY, 'treatments', date ?? 'today'],
    queryFn: () => dataProvider.getCrewTreatments(date),
    enabled: stop.serviceType === 'treatment',
  });
  return {
    treatment: data?.stops.find((candidate) => candidate.workLogId === stop._id),
    applicator: data?.applicator,
    /** The day's treatments were read (a stop of none, say one no longer enrolled, has no round to record). */
    isRead: data !== undefined,
    isError,
  };
}
