// A work log's status as a coloured chip or dot, the same on the board, the assignment view, the calendar and the maps.
import { Chip, type ChipProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkLogStatus } from '../../common/schemas/workLog';

export const STATUS_COLORS: Record<WorkLogStatus, NonNullable<ChipProps['color']>> = {
  pending: 'default',
  started: 'info',
  completed: 'success',
  skipped: 'warning',
  cancel: 'error',
};

export const statusDotColor = (status: WorkLogStatus) => (theme: Theme) =>
  STATUS_COLORS[status] === 'default'
    ? theme.palette.grey[500]
    : theme.palette[STATUS_COLORS[status] as 'info' | 'success' | 'warning' | 'error'].main;

export function WorkLogStatusChip({ status }: { status: WorkLogStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`app.work_logs.status.${status}`)} sx={{ fontWeight: 500 }} />;
}
