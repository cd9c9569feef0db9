// Colours of the staff maps: one per crew from a palette readable on light and dark maps, one per work-log status.
import type { Theme } from '@mui/material';
import type { WorkLogStatus } from '../../../common/schemas/workLog';
import { statusDotColor } from '../WorkLogStatusChip';

/** Mid-tone colours (Tableau and ColorBrewer hues, no greys, which mean "pending"): each reads on a white and a dark map. */
export const CREW_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#6a3d9a',
  '#b15928',
  '#4e79a7',
] as const;

/** Each crew's colour by its place in `crewIds` (the territories' order: vendor, then crew name), so a crew keeps it from day to day. */
export function crewColors(crewIds: readonly string[]): Map<string, string> {
  return new Map(crewIds.map((id, index) => [id, CREW_PALETTE[index % CREW_PALETTE.length]]));
}

/** Stops of no crew. */
export const UNASSIGNED_COLOR = '#757575';

export const statusColor = (theme: Theme, status: WorkLogStatus): string => statusDotColor(status)(theme);
