// The Rain day button, its dialog, the undo of the newest rain day that can still be undone (read from the server, so
// every browser offers it), and the way to the list of rain days: the board offers them for its filters' scope, the
// Work Calendar for the day it shows across the business.
import { useState } from 'react';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SCREEN } from '../../../common/screens';
import type { RainDayScope } from '../../../common/schemas/rainDay';
import { calendarDate } from '../fields/CalendarDateField';
import { RAIN_DAYS_QUERY_KEY, RainDayDialog, useUndoRainDay } from './RainDayDialog';
import { useWorkLogProvider } from '../workLogs/useWorkLogActions';

export interface RainDayActionsProps {
  date: string;
  scope: RainDayScope;
  scopeId: string | null;
}

export function RainDayActions({ date, scope, scopeId }: RainDayActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useWorkLogProvider();
  const [raining, setRaining] = useState(false);
  const { data: rainDays } = useQuery({ queryKey: RAIN_DAYS_QUERY_KEY, queryFn: () => dataProvider.listRainDays() });
  const undoable = rainDays?.find((rainDay) => rainDay.canUndo);
  const undoRainDay = useUndoRainDay(
    () => undefined,
    (message) => notify(message, { type: 'error' }),
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
      {undoable && (
        <Button
          variant="outlined"
          size="small"
          color="warning"
          onClick={() => undoRainDay.mutate(undoable._id)}
          disabled={undoRainDay.isPending}
        >
          {translate('app.work_logs.rain_day.undo_of', { date: calendarDate(undoable.date) })}
        </Button>
      )}
      {Boolean(rainDays?.length) && (
        <Button size="small" component={Link} to={SCREEN.rainDays.path}>
          {translate('app.work_logs.rain_day.list_link')}
        </Button>
      )}
      {raining && (
        <RainDayDialog
          open
          date={date}
          scope={scope}
          scopeId={scopeId}
          onClose={() => setRaining(false)}
          onApplied={() => undefined}
          onUndone={() => undefined}
        />
      )}
    </>
  );
}
