// A crew's route from the board: generate it, move one visit up or down, and the drive estimate of the last answer.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { CrewRoute } from '../../../common/schemas/route';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { moveBeside } from './routeOrder';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

/** One request holds a whole day: the API's largest page. */
const DAY_PAGE = 1000;

export interface RouteMove {
  id: string;
  neighbourId: string;
  side: 'before' | 'after';
}

export function useCrewRoute(crewId: string | null, date: string) {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const toastError = useApiErrorToast();
  const [route, setRoute] = useState<CrewRoute | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const saved = async (answer: CrewRoute, message: string) => {
    setRoute(answer);
    notify(message, { type: 'success' });
    await refresh();
  };

  const generate = useMutation({
    mutationFn: () => dataProvider.generateRoute({ crewId: crewId!, date }),
    onSuccess: (answer) => saved(answer, 'app.work_logs.route.generated'),
    onError: toastError,
  });
  const move = useMutation({
    // The board may be filtered: the day is read whole, so the order sent holds every visit of it.
    mutationFn: async ({ id, neighbourId, side }: RouteMove) => {
      const { data } = await dataProvider.getList<WorkLogRow & { id: string }>('work-logs', {
        filter: { crewId, date },
        pagination: { page: 1, perPage: DAY_PAGE },
        sort: { field: 'routePosition', order: 'ASC' },
      });
      return dataProvider.orderRoute({
        crewId: crewId!,
        date,
        ids: moveBeside(
          data.map((row) => row._id),
          id,
          neighbourId,
          side,
        ),
      });
    },
    onMutate: ({ id }) => setFocusId(id),
    onSuccess: (answer) => saved(answer, 'app.work_logs.route.ordered'),
    onError: toastError,
  });

  return {
    /** The estimate of the last answer, while the board shows that crew's day. */
    estimate: route && route.crewId === crewId && route.date === date ? route : null,
    generate: () => generate.mutate(),
    move: (change: RouteMove) => move.mutate(change),
    isPending: generate.isPending || move.isPending,
    /** The visit last moved: its button keeps the keyboard focus once the list has re-read. */
    focusId,
    clearFocus: () => setFocusId(null),
  };
}

export type CrewRouteControls = ReturnType<typeof useCrewRoute>;
