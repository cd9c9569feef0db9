// A crew's route from the board: Generate route as a proposal shown before it is saved, move one visit up or down,
// lock the day's order or pin a stop, undo the last change for a while, and the drive estimate of the last answer.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { CrewRoute, RoutePin, RoutePinPosition } from '../../../common/schemas/route';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { moveBeside } from './routeOrder';
import { useUndoWindow } from './useUndoWindow';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

/** One request holds a whole day: the API's largest page. */
const DAY_PAGE = 1000;

export interface RouteMove {
  id: string;
  neighbourId: string;
  side: 'before' | 'after';
}

type DayChange =
  | { kind: 'move'; move: RouteMove }
  | { kind: 'lock'; locked: boolean }
  | { kind: 'pin'; id: string; position: RoutePinPosition | null; time?: string }
  | { kind: 'undo'; ids: string[] };

/** A crew's whole day in route order: the board may be filtered, and an order sent must hold every visit of the day. */
export async function readCrewDay(dataProvider: LawnDeskDataProvider, crewId: string, date: string) {
  const { data } = await dataProvider.getList<WorkLogRow & { id: string }>('work-logs', {
    filter: { crewId, date },
    pagination: { page: 1, perPage: DAY_PAGE },
    sort: { field: 'routePosition', order: 'ASC' },
  });
  return data;
}

const pinsOf = (rows: readonly WorkLogRow[]): RoutePin[] =>
  rows.flatMap((row) => (row.routePin ? [{ id: row._id, position: row.routePin, time: row.routePinTime }] : []));

export function useCrewRoute(crewId: string | null, date: string) {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const toastError = useApiErrorToast();
  const [route, setRoute] = useState<CrewRoute | null>(null);
  const [proposal, setProposal] = useState<CrewRoute | null>(null);
  const [undo, setUndo] = useUndoWindow<string[]>(crewId && `lawndesk.undo.route.${crewId}.${date}`);
  const [focusId, setFocusId] = useState<string | null>(null);
  const saved = async (answer: CrewRoute, message: string, undoable = true) => {
    setRoute(answer);
    setUndo(undoable && answer.moved > 0 ? answer.previous.workLogIds : null);
    notify(message, { type: 'success' });
    await refresh();
  };

  const preview = useMutation({
    mutationFn: () => dataProvider.generateRoute({ crewId: crewId!, date, preview: true }),
    onSuccess: setProposal,
    onError: toastError,
  });
  const generate = useMutation({
    mutationFn: () => dataProvider.generateRoute({ crewId: crewId!, date }),
    onSuccess: (answer) => {
      setProposal(null);
      return saved(answer, 'app.work_logs.route.generated');
    },
    onError: toastError,
  });
  const change = useMutation({
    mutationFn: async (next: DayChange) => {
      const data = await readCrewDay(dataProvider, crewId!, date);
      const ids = data.map((row) => row._id);
      const day = { crewId: crewId!, date };
      switch (next.kind) {
        case 'move':
          return dataProvider.orderRoute({ ...day, ids: moveBeside(ids, next.move.id, next.move.neighbourId, next.move.side) });
        case 'lock':
          return dataProvider.orderRoute({ ...day, ids, locked: next.locked });
        case 'pin': {
          const others = pinsOf(data).filter((pin) => pin.id !== next.id);
          const pins = next.position ? [...others, { id: next.id, position: next.position, time: next.time }] : others;
          return dataProvider.orderRoute({ ...day, ids, pins });
        }
        case 'undo':
          return dataProvider.orderRoute({ ...day, ids: next.ids.filter((id) => ids.includes(id)) });
      }
    },
    onMutate: (next) => setFocusId(next.kind === 'move' ? next.move.id : null),
    onSuccess: (answer, next) =>
      saved(
        answer,
        {
          move: 'app.work_logs.route.ordered',
          lock: 'app.work_logs.route.lock_saved',
          pin: 'app.work_logs.route.pin_saved',
          undo: 'app.work_logs.route.undone',
        }[next.kind],
        next.kind === 'move',
      ),
    onError: toastError,
  });

  return {
    /** The estimate of the last answer, while the board shows that crew's day. */
    estimate: route && route.crewId === crewId && route.date === date ? route : null,
    /** Generate route: asks for the proposal, which `apply` saves once staff have seen its differences. */
    generate: () => preview.mutate(),
    proposal,
    apply: () => generate.mutate(),
    discard: () => setProposal(null),
    move: (move: RouteMove) => change.mutate({ kind: 'move', move }),
    lock: (locked: boolean) => change.mutate({ kind: 'lock', locked }),
    /** A stop pinned first, last or at a time (`time`, HH:MM, with `at` only), or its pin taken off. */
    pin: (id: string, position: RoutePinPosition | null, time?: string) => change.mutate({ kind: 'pin', id, position, time }),
    /** The order before the last saved change, while its Undo is offered. */
    canUndo: undo !== null,
    undo: () => {
      if (undo) change.mutate({ kind: 'undo', ids: undo });
    },
    isPending: preview.isPending || generate.isPending || change.isPending,
    /** The visit last moved: its button keeps the keyboard focus once the list has re-read. */
    focusId,
    clearFocus: () => setFocusId(null),
  };
}

export type CrewRouteControls = ReturnType<typeof useCrewRoute>;
