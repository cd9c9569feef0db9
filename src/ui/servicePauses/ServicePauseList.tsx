// The service pauses (GET /service-pauses), active first, each with what it took off and put back, and End pause
// (DELETE /service-pauses/:id) after a confirmation: a table on a wide screen, cards on a phone.
import { type ReactNode, useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ServicePauseRecord } from '../../../common/schemas/servicePause';
import { errorMessage } from '../errors/errorMessages';
import { toApiError } from '../errors/useApiErrorToast';
import { calendarDate } from '../fields/CalendarDateField';
import { LoadingSpinner } from '../LoadingSpinner';
import { TableOrCards } from '../TableOrCards';
import { useRefreshWorkLogs, useWorkLogProvider } from '../workLogs/useWorkLogActions';
import { SERVICE_PAUSES_QUERY_KEY } from './ServicePauseDialog';

function usePauseText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (instant: string) => new Date(instant).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    where: (row: ServicePauseRecord) =>
      `${translate(`app.work_logs.service_pauses.scopes.${row.scope}`)}: ${
        row.scope === 'serviceType' ? translate(`app.work_logs.service_pauses.service_types.${row.scopeId}`) : (row.scopeName ?? '—')
      }`,
    dates: (row: ServicePauseRecord) => `${calendarDate(row.from)} – ${calendarDate(row.to)}`,
    visits: (row: ServicePauseRecord) =>
      [
        translate('app.work_logs.service_pauses.removed_count', { removed: row.removed, customers: row.customers }),
        row.restored !== null ? translate('app.work_logs.service_pauses.restored_count', { restored: row.restored }) : null,
        row.notRestored.length
          ? translate('app.work_logs.service_pauses.not_restored', {
              smart_count: row.notRestored.length,
              reasons: [...new Set(row.notRestored.map((miss) => translate(`app.work_logs.service_pauses.reasons.${miss.reason}`)))].join(
                ', ',
              ),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
    created: (row: ServicePauseRecord) =>
      translate('app.work_logs.service_pauses.created_by', {
        when: when(row.createdAt),
        who: row.createdBy ?? translate('app.work_logs.service_pauses.someone'),
      }),
    ended: (row: ServicePauseRecord) =>
      row.endedAt
        ? translate('app.work_logs.service_pauses.ended_by', {
            when: when(row.endedAt),
            who: row.endedBy ?? translate('app.work_logs.service_pauses.someone'),
          })
        : null,
  };
}

interface StatusProps {
  onEnd: (row: ServicePauseRecord) => void;
  busy: boolean;
}

function Status({ row, onEnd, busy }: StatusProps & { row: ServicePauseRecord }) {
  const translate = useTranslate();
  const text = usePauseText();
  if (row.endedAt) return <Chip size="small" label={text.ended(row)} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" color="warning" label={translate('app.work_logs.service_pauses.active')} />
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={() => onEnd(row)}
        aria-label={`${translate('app.work_logs.service_pauses.end')} ${text.where(row)}`}
      >
        {translate('app.work_logs.service_pauses.end')}
      </Button>
    </Stack>
  );
}

function PauseList({ rows, ...status }: StatusProps & { rows: ServicePauseRecord[] }) {
  const translate = useTranslate();
  const text = usePauseText();
  const column = (key: string, cell: (row: ServicePauseRecord) => ReactNode, noWrap?: boolean) => ({
    header: translate(`app.work_logs.service_pauses.${key}`),
    cell,
    noWrap,
  });
  return (
    <TableOrCards
      rows={rows}
      rowKey={(row) => row._id}
      label={translate('app.work_logs.service_pauses.title')}
      columns={[
        column('where', text.where),
        column('dates', text.dates, true),
        column('reason', (row) => (
          <>
            {row.reason}
            <Typography variant="caption" color="text.secondary" component="div">
              {text.created(row)}
            </Typography>
          </>
        )),
        column('visits', text.visits),
        column('status', (row) => <Status row={row} {...status} />),
      ]}
      card={(row) => (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {text.dates(row)} · {text.where(row)}
          </Typography>
          <Typography variant="body2">{row.reason}</Typography>
          <Typography variant="body2" color="text.secondary">
            {text.visits(row)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {text.created(row)}
          </Typography>
          <Status row={row} {...status} />
        </>
      )}
    />
  );
}

export function ServicePauseList({ propertyId }: { propertyId?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const queryClient = useQueryClient();
  const dataProvider = useWorkLogProvider();
  const text = usePauseText();
  const [confirming, setConfirming] = useState<ServicePauseRecord | null>(null);
  const {
    data: rows,
    isPending,
    error,
  } = useQuery({
    queryKey: [...SERVICE_PAUSES_QUERY_KEY, propertyId ?? null],
    queryFn: () => dataProvider.listServicePauses(propertyId),
  });
  const end = useMutation({
    mutationFn: (id: string) => dataProvider.endServicePause(id),
    onSuccess: async (row) => {
      setConfirming(null);
      notify('app.work_logs.service_pauses.ended', {
        type: 'success',
        messageArgs: { restored: row.restored ?? 0, missed: row.notRestored.length },
      });
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: SERVICE_PAUSES_QUERY_KEY })]);
    },
    onError: (problem) => {
      setConfirming(null);
      notify(errorMessage(toApiError(problem)), { type: 'error' });
    },
  });
  const status = { onEnd: setConfirming, busy: end.isPending };
  if (isPending) return <LoadingSpinner />;
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  return (
    <>
      {!rows.length ? (
        <Alert severity="info">{translate('app.work_logs.service_pauses.empty')}</Alert>
      ) : (
        <PauseList rows={rows} {...status} />
      )}
      <Confirm
        isOpen={Boolean(confirming)}
        loading={end.isPending}
        title={translate('app.work_logs.service_pauses.end_confirm_title', { where: confirming ? text.where(confirming) : '' })}
        content={translate('app.work_logs.service_pauses.end_confirm')}
        confirm={'app.work_logs.service_pauses.end'}
        onConfirm={() => confirming && end.mutate(confirming._id)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
