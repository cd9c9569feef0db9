// What a crew does to a stop from its phone: stored in IndexedDB first, then sent in order with an idempotency key,
// at once while online and when the signal returns otherwise (docs/offline.md).
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DataProviderContext } from 'react-admin';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { CrewActionQueue, type CrewActionSenders, type SubmitOptions, type SubmitOutcome } from './actionQueue';
import type { CrewAction, CrewActionConflict } from './crewAction';
import { type ActionStore, indexedDbActionStore, memoryActionStore } from './actionStore';
import type { OverlaidAction } from './crewDayOverlay';

export type { CrewAction, CrewActionConflict } from './crewAction';

export interface CrewActions {
  /** 'sent' when the server took it now, 'queued' when it waits for a signal (or behind an action that does). */
  submit(action: CrewAction, options?: SubmitOptions): Promise<SubmitOutcome>;
  online: boolean;
  /** Actions queued while offline and not yet accepted by the server. */
  waiting: number;
  conflicts: CrewActionConflict[];
  /** What the day shows on top of the server's copy (crewDayOverlay). */
  overlay: OverlaidAction[];
  dismissConflict(id: string): void;
}

/** How often waiting actions are tried again when no `online` event comes (a weak signal rarely sends one). */
export const RETRY_INTERVAL_MS = 20_000;

export function crewActionSenders(dataProvider: LawnDeskDataProvider): CrewActionSenders {
  return {
    status: (action, idempotencyKey) => dataProvider.changeWorkLogStatus(action.workLogId, action.change, { idempotencyKey }),
    note: (action, idempotencyKey) => dataProvider.setWorkLogNotes(action.workLogId, { crewNotes: action.crewNotes }, { idempotencyKey }),
    extraTime: (action, idempotencyKey) => dataProvider.requestExtraTime(action.workLogId, action.request, { idempotencyKey }),
    onMyWay: (action, idempotencyKey) => dataProvider.tellOnMyWay(action.workLogId, { idempotencyKey, position: action.position }),
    photo: (action, idempotencyKey) => dataProvider.addWorkLogPhoto(action.workLogId, action.photo, { idempotencyKey }),
    application: (action, idempotencyKey) => dataProvider.recordApplication(action.workLogId, action.application, { idempotencyKey }),
    clock: (action, idempotencyKey) => dataProvider.clock(action.direction, action.punch, { idempotencyKey }),
    break: (action, idempotencyKey) => dataProvider.recordBreak(action.taken, { idempotencyKey }),
    routeOrder: (action, idempotencyKey) => dataProvider.orderRoute(action.order, { idempotencyKey }),
  };
}

let sharedStore: ActionStore | undefined;
const storeOf = () => (sharedStore ??= typeof indexedDB === 'undefined' ? memoryActionStore() : indexedDbActionStore());

/** One queue per data provider and user, shared by every component of the page. */
const queues = new WeakMap<object, Map<string, CrewActionQueue>>();

function queueFor(dataProvider: LawnDeskDataProvider, userId: string, reRead: (queue: CrewActionQueue) => void) {
  const byUser = queues.get(dataProvider) ?? new Map<string, CrewActionQueue>();
  queues.set(dataProvider, byUser);
  let queue = byUser.get(userId);
  if (!queue) {
    const created: CrewActionQueue = new CrewActionQueue(storeOf(), userId, crewActionSenders(dataProvider), {
      onSent: () => reRead(created),
      onRefused: () => reRead(created),
    });
    queue = created;
    byUser.set(userId, queue);
  }
  return queue;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useCrewActions(): CrewActions {
  // The provider itself, not useDataProvider's wrapper: that one signs the crew out on a failed call (checkError) and
  // answers a 401 with empty data, which the queue would take for an accepted action.
  const dataProvider = useContext(DataProviderContext) as LawnDeskDataProvider;
  const queryClient = useQueryClient();
  const userId = session.user()?._id ?? '';
  const queue = useMemo(() => {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    // One refresh of the page's data after a burst of answered actions; the accepted ones stay shown until it is read.
    const reRead = (queue: CrewActionQueue) => {
      clearTimeout(refresh);
      refresh = setTimeout(() => {
        const read = queue.sentIds();
        void queryClient.invalidateQueries().then(() => queue.forgetSent(read));
      }, 300);
    };
    return queueFor(dataProvider, userId, reRead);
  }, [dataProvider, userId, queryClient]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);

  useEffect(() => {
    const flush = () => void queue.flush();
    flush();
    window.addEventListener('online', flush);
    const timer = setInterval(flush, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [queue]);

  return {
    submit: (action, options) => queue.submit(action, options),
    online: online && state.reachable,
    waiting: state.waiting,
    conflicts: state.conflicts,
    overlay: state.overlay,
    dismissConflict: (id) => void queue.dismissConflict(id),
  };
}
