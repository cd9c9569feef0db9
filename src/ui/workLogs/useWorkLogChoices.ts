// The pickers of the board, the assignment page, the calendar and the rain day dialog (crew, vendor, market, skip and
// cancel reasons): one call,
// GET /work-logs/choices, readable by whoever may open those screens (assignment_list), so no picker falls back.
import { useQuery } from '@tanstack/react-query';
import type { WorkLogChoices } from '../../../common/schemas/choices';
import { useWorkLogProvider } from './useWorkLogActions';

export type CrewChoice = WorkLogChoices['crews'][number];

const NONE: WorkLogChoices = { crews: [], markets: [], phrases: [] };

export function useWorkLogChoices(): WorkLogChoices {
  const dataProvider = useWorkLogProvider();
  const choices = useQuery({ queryKey: ['work-log-choices'], queryFn: () => dataProvider.getWorkLogChoices(), staleTime: 60_000 });
  return choices.data ?? NONE;
}

export const useCrewChoices = () => useWorkLogChoices().crews;

export const crewLabel = (crew: CrewChoice) => (crew.vendorName ? `${crew.name} · ${crew.vendorName}` : crew.name);

/** The vendors the crew choices name, by name. */
export function vendorChoices(crews: readonly CrewChoice[]): { id: string; name: string }[] {
  const vendors = new Map(crews.map((crew) => [crew.vendorId, crew.vendorName]));
  return [...vendors].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
