// The pickers of the board, the assignment page and the calendar (crew, market, skip and cancel reasons): one call,
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
