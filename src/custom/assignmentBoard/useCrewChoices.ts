// Every crew with its vendor, for the board's crew picker and the reassign dialog (needs vendor_list or crew_user_list).
import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '../../../common/permissions';
import { session } from '../../auth/session';
import type { CrewRow } from '../crewTeam/CrewTeamPage';
import { useWorkLogProvider } from './useWorkLogActions';

export type CrewChoice = CrewRow;

const canListCrews = () => {
  const user = session.user();
  return Boolean(user && (hasPermission(user, 'vendor_list') || hasPermission(user, 'crew_user_list')));
};

/**
 * The crews of every vendor; a role without the crew list gets the crews the day's work names (`known`), which is
 * enough to pick among them.
 */
export function useCrewChoices(known: readonly { crewId: string | null; crewName: string | null; vendorId?: string | null; vendorName?: string | null }[] = []): CrewChoice[] {
  const dataProvider = useWorkLogProvider();
  const crews = useQuery({ queryKey: ['vendors', 'all', 'crews'], queryFn: () => dataProvider.getAllCrews(), enabled: canListCrews(), staleTime: 60_000 });
  if (crews.data) return crews.data;
  const byId = new Map<string, CrewChoice>();
  for (const { crewId, crewName, vendorId, vendorName } of known) {
    if (crewId && !byId.has(crewId)) byId.set(crewId, { _id: crewId, name: crewName ?? crewId, vendorId: vendorId ?? '', vendorName: vendorName ?? '' });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const crewLabel = (crew: CrewChoice) => (crew.vendorName ? `${crew.name} · ${crew.vendorName}` : crew.name);
