// While a visit of the board is dragged, a bar of days at the foot of the page: dropped on a day, the visit moves to
// that date with its crew (useMoveToDay). Keyboard and touch users have the selection's Move, which does the same.
import { type DragEvent, useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { businessDay } from '../../../common/schemas/timeSheet';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { barDays, dayLabel } from './dayBar';
import type { DayMove } from './useMoveToDay';
import { DRAG_TYPE, useBoardDragging } from './useRouteDrag';

/** A bar floating at the foot of the board: the selection's actions, the days a dragged visit can go to. */
// Centred by margins, not by a shift from the middle, which would leave the bar half the screen to grow in.
export const FLOATING_BAR_SX = {
  position: 'fixed',
  bottom: 16,
  left: 0,
  right: 0,
  mx: 'auto',
  width: 'fit-content',
  px: 2,
  py: 1,
} as const;

export interface DayBarProps {
  date: string;
  rows: readonly WorkLogRow[];
  onMove: (move: DayMove) => void;
}

export function DayBar({ date, rows, onMove }: DayBarProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dragging = useBoardDragging();
  const [over, setOver] = useState<string | null>(null);
  if (!dragging) return null;
  const dropProps = (day: string) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== day) setOver(day);
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent<HTMLElement>) => {
      const id = event.dataTransfer.getData(DRAG_TYPE);
      event.preventDefault();
      // The row's own drop (a place in its day) must not take it as well.
      event.stopPropagation();
      setOver(null);
      const row = rows.find((candidate) => candidate._id === id);
      if (row) onMove({ id, fromDate: date, fromCrewId: row.crewId ?? null, toDate: day });
    },
  });

  return (
    <Paper
      elevation={8}
      role="region"
      aria-label={translate('app.work_logs.board.day_bar')}
      sx={{ ...FLOATING_BAR_SX, zIndex: (theme) => theme.zIndex.appBar + 1, maxWidth: 'calc(100% - 16px)' }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.work_logs.board.drop_on_day')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {barDays(date, businessDay(new Date())).map((day) => (
          <Box
            key={day}
            data-day={day}
            {...dropProps(day)}
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 1,
              border: 2,
              borderStyle: 'dashed',
              borderColor: over === day ? 'primary.main' : 'divider',
              bgcolor: over === day ? 'action.selected' : 'background.paper',
              typography: 'body2',
              whiteSpace: 'nowrap',
            }}
          >
            {dayLabel(day, locale)}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
