// What a crew does to a stop from its phone: sent at once while online.
// Contract for the offline queue (issue 14): the same hook queues actions in IndexedDB while offline.
import { useDataProvider } from 'react-admin';
import type { WorkLogStatusChange } from '../../../common/schemas/workLog';
import type { LawnDeskDataProvider } from '../../dataProvider';

export type CrewAction =
  | { kind: 'status'; workLogId: string; change: WorkLogStatusChange }
  | { kind: 'note'; workLogId: string; crewNotes: string | null };

/** An action the server refused after it was queued (the office reassigned the stop meanwhile, say). */
export interface CrewActionConflict {
  id: string;
  action: CrewAction;
  /** The server's message key. */
  message: string;
}

export interface CrewActions {
  submit(action: CrewAction): Promise<void>;
  online: boolean;
  /** Actions queued while offline and not yet accepted by the server. */
  waiting: number;
  conflicts: CrewActionConflict[];
  dismissConflict(id: string): void;
}

export function useCrewActions(): CrewActions {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return {
    submit: async (action) => {
      if (action.kind === 'note') await dataProvider.setWorkLogNotes(action.workLogId, { crewNotes: action.crewNotes });
      else await dataProvider.changeWorkLogStatus(action.workLogId, action.change);
    },
    online: true,
    waiting: 0,
    conflicts: [],
    dismissConflict: () => undefined,
  };
}
