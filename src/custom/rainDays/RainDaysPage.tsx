// Rain days: every rain day applied, newest first (the day, where, how many visits moved, who applied and undid it,
// when), with Undo for the ones applied today and not undone, from any browser (GET /work-logs/rain-days).
import { type ReactNode, useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN_PATH } from '../../../common/screenPaths';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { RainDayListRow } from '../../../common/schemas/rainDay';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { TableOrCards } from '../../ui/TableOrCards';
import { RAIN_DAYS_QUERY_KEY, useUndoRainDay } from '../../ui/rainDays/RainDayDialog';
import { useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import { OutboundProgress } from './OutboundProgress';

function useRainDayText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (instant: string) => new Date(instant).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    where: (row: RainDayListRow) =>
      row.scope === 'business'
        ? translate('app.work_logs.rain_days.business')
        : `${translate(`app.work_logs.rain_days.scope.${row.scope}`)}: ${row.scopeName ?? '—'}`,
    target: (row: RainDayListRow) =>
      [
        row.targetDate
          ? translate('app.work_logs.rain_days.target', { date: calendarDate(row.targetDate) })
          : translate('app.work_logs.rain_days.next_day_with_room'),
        row.fromNow ? translate('app.work_logs.rain_days.from_now') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    moved: (row: RainDayListRow) => translate('app.work_logs.rain_days.moved_count', { moved: row.moved, absorbed: row.absorbed }),
    applied: (row: RainDayListRow) =>
      translate('app.work_logs.rain_days.applied_by', {
        when: when(row.appliedAt),
        who: row.appliedBy ?? translate('app.work_logs.rain_days.someone'),
      }),
    undone: (row: RainDayListRow) =>
      row.undoneAt
        ? translate('app.work_logs.rain_days.undone', {
            when: when(row.undoneAt),
            who: row.undoneBy ?? translate('app.work_logs.rain_days.someone'),
          })
        : null,
  };
}

function Status({ row, onUndo, busy }: { row: RainDayListRow; onUndo: (row: RainDayListRow) => void; busy: boolean }) {
  const translate = useTranslate();
  const text = useRainDayText();
  if (row.undoneAt) return <Chip size="small" label={text.undone(row)} />;
  if (!row.canUndo) return <Chip size="small" variant="outlined" label={translate('app.work_logs.rain_days.done')} />;
  return (
    <Button
      size="small"
      variant="outlined"
      color="warning"
      disabled={busy}
      onClick={() => onUndo(row)}
      aria-label={`${translate('app.work_logs.rain_days.undo')} ${calendarDate(row.date)}`}
    >
      {translate('app.work_logs.rain_days.undo')}
    </Button>
  );
}

function RainDayList({ rows, ...status }: { rows: RainDayListRow[]; onUndo: (row: RainDayListRow) => void; busy: boolean }) {
  const translate = useTranslate();
  const text = useRainDayText();
  const column = (key: string, cell: (row: RainDayListRow) => ReactNode, noWrap?: boolean) => ({
    header: translate(`app.work_logs.rain_days.${key}`),
    cell,
    noWrap,
  });
  return (
    <TableOrCards
      rows={rows}
      rowKey={(row) => row._id}
      label={translate('app.work_logs.rain_days.title')}
      columns={[
        column('date', (row) => calendarDate(row.date), true),
        column('where', text.where),
        column('markets', (row) => row.markets.join(', ') || '—'),
        column('moved', (row) => (
          <>
            {text.moved(row)}
            <Typography variant="caption" color="text.secondary" component="div">
              {text.target(row)}
            </Typography>
          </>
        )),
        column('applied', text.applied),
        column('status', (row) => <Status row={row} {...status} />),
      ]}
      card={(row) => (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {calendarDate(row.date)} · {text.where(row)}
          </Typography>
          {row.markets.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {row.markets.join(', ')}
            </Typography>
          )}
          <Typography variant="body2">
            {text.moved(row)} · {text.target(row)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {text.applied(row)}
          </Typography>
          <Status row={row} {...status} />
        </>
      )}
    />
  );
}

export function RainDaysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useWorkLogProvider();
  const [confirming, setConfirming] = useState<RainDayListRow | null>(null);
  const { data: rows, isPending, error } = useQuery({ queryKey: RAIN_DAYS_QUERY_KEY, queryFn: () => dataProvider.listRainDays() });
  const undo = useUndoRainDay(
    () => setConfirming(null),
    (message) => {
      setConfirming(null);
      notify(message, { type: 'error' });
    },
  );
  const status = { onUndo: setConfirming, busy: undo.isPending };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title={translate('app.work_logs.rain_days.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate('app.work_logs.rain_days.intro')}
        </Typography>
        {/* Days the crews do not go out for another reason (a drought, a holiday, a vacation) are paused there. */}
        <Button component={RouterLink} to={SCREEN_PATH.servicePauses} startIcon={<PauseCircleIcon />} sx={{ flexShrink: 0 }}>
          {translate('app.page.service_pauses')}
        </Button>
      </Stack>
      <OutboundProgress />
      {isPending ? (
        <LoadingSpinner />
      ) : error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !rows?.length ? (
        <Alert severity="info">{translate('app.work_logs.rain_days.empty')}</Alert>
      ) : (
        <RainDayList rows={rows} {...status} />
      )}
      <Confirm
        isOpen={Boolean(confirming)}
        loading={undo.isPending}
        title={translate('app.work_logs.rain_days.undo_confirm_title', { date: confirming ? calendarDate(confirming.date) : '' })}
        content={translate('app.work_logs.rain_days.undo_confirm', { smart_count: confirming?.moved ?? 0 })}
        confirm="app.work_logs.rain_days.undo"
        onConfirm={() => confirming && undo.mutate(confirming._id)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
