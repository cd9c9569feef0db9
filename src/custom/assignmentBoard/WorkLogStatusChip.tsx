// A work log's status as a coloured chip, the same on the board, the assignment view and the calendar's legend.
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkLogStatus } from '../../../common/schemas/workLog';

export const STATUS_COLORS: Record<WorkLogStatus, NonNullable<ChipProps['color']>> = {
  pending: 'default',
  started: 'info',
  completed: 'success',
  skipped: 'warning',
  cancel: 'error',
};

export function WorkLogStatusChip({ status }: { status: WorkLogStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`app.work_logs.status.${status}`)} sx={{ fontWeight: 500 }} />;
}
