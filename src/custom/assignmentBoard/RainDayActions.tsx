// The Rain day button, its dialog, and the undo of the last rain day applied from this browser: the board offers them
// for its filters' scope, the Work Calendar for the day it shows across the business.
import { useState } from 'react';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import { Button } from '@mui/material';
import { useNotify, useStore, useTranslate } from 'react-admin';
import type { RainDayResult, RainDayScope } from '../../../common/schemas/rainDay';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { RainDayDialog, useUndoRainDay } from './RainDayDialog';

export interface RainDayActionsProps {
  date: string;
  scope: RainDayScope;
  scopeId: string | null;
}

export function RainDayActions({ date, scope, scopeId }: RainDayActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [raining, setRaining] = useState(false);
  // One key for the board and the calendar, so either offers the undo of a rain day applied from the other.
  const [lastRainDay, setLastRainDay] = useStore<RainDayResult | null>('assignmentBoard.lastRainDay', null);
  const undoRainDay = useUndoRainDay(
    () => setLastRainDay(null),
    (message) => {
      setLastRainDay(null);
      notify(message, { type: 'error' });
    },
  );

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UmbrellaIcon />}
        onClick={() => setRaining(true)}
        title={translate('app.work_logs.rain_day.action_help')}
      >
        {translate('app.work_logs.rain_day.action')}
      </Button>
      {lastRainDay && (
        <Button
          variant="outlined"
          size="small"
          color="warning"
          onClick={() => undoRainDay.mutate(lastRainDay._id)}
          disabled={undoRainDay.isPending}
        >
          {translate('app.work_logs.rain_day.undo_of', { date: calendarDate(lastRainDay.date) })}
        </Button>
      )}
      {raining && (
        <RainDayDialog
          open
          date={date}
          scope={scope}
          scopeId={scopeId}
          onClose={() => setRaining(false)}
          onApplied={setLastRainDay}
          onUndone={() => setLastRainDay(null)}
        />
      )}
    </>
  );
}
