// "Rain day": a day's pending visits, for the whole business, a market, a vendor or a crew, moved to the next working
// day their crew has room on (or a chosen date). The preview shows each candidate day's work against the crews' hours
// and lists where each visit lands by crew; Apply moves them; Undo puts them back. A refused apply (the plan changed
// meanwhile) shows why and previews again.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { RAIN_DAY_SCOPES, type RainDayPreviewInput, type RainDayResult, type RainDayScope } from '../../../common/schemas/rainDay';
import { toApiError } from '../errors/useApiErrorToast';
import { errorMessage } from '../errors/errorMessages';
import { LoadingSpinner } from '../LoadingSpinner';
import { crewLabel, useWorkLogChoices, vendorChoices } from '../workLogs/useWorkLogChoices';
import { useRefreshWorkLogs, useWorkLogProvider } from '../workLogs/useWorkLogActions';

import { PlanView } from './RainDayPlanView';

/** The list of rain days (GET /work-logs/rain-days), read by the board's undo button and the Rain days screen. */
export const RAIN_DAYS_QUERY_KEY = ['rain-days'];

export interface RainDayDialogProps {
  open: boolean;
  /** The board's day and filters, as the dialog's first answer. */
  date: string;
  scope: RainDayScope;
  scopeId: string | null;
  onClose: () => void;
  /** The rain day just applied, so the board can offer its undo after the dialog closes. */
  onApplied: (result: RainDayResult) => void;
  onUndone: () => void;
}

const DATE_FIELD = {
  size: 'small' as const,
  type: 'date',
  slotProps: { inputLabel: { shrink: true } },
  sx: { width: { xs: '100%', sm: 190 } },
};

/** Undo of a rain day: the visits go back, every work-log view reads again. */
export function useUndoRainDay(onDone: () => void, onError: (message: string) => void) {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.undoRainDay(id),
    onSuccess: async () => {
      notify('app.work_logs.rain_day.undone', { type: 'success' });
      onDone();
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: RAIN_DAYS_QUERY_KEY })]);
    },
    onError: (error) => onError(errorMessage(toApiError(error))),
  });
}

export function RainDayDialog({
  open,
  date: boardDate,
  scope: boardScope,
  scopeId: boardScopeId,
  onClose,
  onApplied,
  onUndone,
}: RainDayDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const dataProvider = useWorkLogProvider();
  const queryClient = useQueryClient();
  const { crews, markets } = useWorkLogChoices();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [date, setDate] = useState(boardDate);
  const [scope, setScope] = useState<RainDayScope>(boardScope);
  const [scopeId, setScopeId] = useState(boardScopeId ?? '');
  const [fromNow, setFromNow] = useState(false);
  const [chooseDate, setChooseDate] = useState(false);
  const [absorb, setAbsorb] = useState(false);
  const [targetDate, setTargetDate] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [applied, setApplied] = useState<RainDayResult | null>(null);

  const records = {
    business: [],
    market: markets.map((market) => ({ id: market._id, name: market.name })),
    vendor: vendorChoices(crews),
    crew: crews.map((crew) => ({ id: crew._id, name: crewLabel(crew) })),
  }[scope];
  const input: RainDayPreviewInput = {
    date,
    scope,
    scopeId: scope === 'business' ? null : scopeId || null,
    fromNow,
    targetDate: chooseDate ? targetDate || null : null,
    absorb,
  };
  const ready = Boolean(date) && (scope === 'business' || Boolean(scopeId)) && (!chooseDate || Boolean(targetDate));
  const preview = useQuery({
    queryKey: ['rain-day-preview', input],
    queryFn: () => dataProvider.previewRainDay(input),
    enabled: open && ready && !applied,
    gcTime: 0,
    retry: false,
  });
  const plan = preview.data;

  const apply = useMutation({
    mutationFn: () => dataProvider.applyRainDay({ ...input, fingerprint: plan!.fingerprint }),
    onSuccess: async (result) => {
      setApplied(result);
      onApplied(result);
      notify('app.work_logs.rain_day.applied', { type: 'success', messageArgs: { smart_count: result.moved } });
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: RAIN_DAYS_QUERY_KEY })]);
    },
    onError: async (error) => {
      setRefusal(errorMessage(toApiError(error)));
      await preview.refetch();
    },
  });
  const undo = useUndoRainDay(() => {
    onUndone();
    onClose();
  }, setRefusal);
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setRefusal(null);
      set(value);
    };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="rain-day-title">
      <DialogTitle id="rain-day-title">{translate('app.work_logs.rain_day.title')}</DialogTitle>
      <DialogContent>
        {applied ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('app.work_logs.rain_day.applied_note', { smart_count: applied.moved })}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.work_logs.rain_day.intro')}
            </Typography>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1, pt: 0.5 }}>
              <TextField
                {...DATE_FIELD}
                label={translate('app.work_logs.rain_day.date')}
                value={date}
                onChange={(event) => change(setDate)(event.target.value)}
              />
              <TextField
                select
                size="small"
                label={translate('app.work_logs.rain_day.scope')}
                value={scope}
                sx={{ width: { xs: '100%', sm: 190 } }}
                onChange={(event) => change(setScope)(event.target.value as RainDayScope)}
              >
                {RAIN_DAY_SCOPES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {translate(`app.work_logs.rain_day.scopes.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
              {scope !== 'business' && (
                <TextField
                  select
                  size="small"
                  label={translate(`app.work_logs.rain_day.scope_record.${scope}`)}
                  value={records.some((record) => record.id === scopeId) ? scopeId : ''}
                  sx={{ width: { xs: '100%', sm: 220 } }}
                  onChange={(event) => change(setScopeId)(event.target.value)}
                >
                  {records.map((record) => (
                    <MenuItem key={record.id} value={record.id}>
                      {record.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            <FormControlLabel
              control={<Checkbox size="small" checked={fromNow} onChange={(event) => change(setFromNow)(event.target.checked)} />}
              label={<Typography variant="body2">{translate('app.work_logs.rain_day.from_now')}</Typography>}
            />
            <Typography variant="body2" id="rain-day-target" sx={{ mt: 1 }}>
              {translate('app.work_logs.rain_day.target')}
            </Typography>
            <RadioGroup
              aria-labelledby="rain-day-target"
              value={chooseDate ? 'date' : 'next'}
              onChange={(event) => change(setChooseDate)(event.target.value === 'date')}
            >
              <FormControlLabel
                value="next"
                control={<Radio size="small" />}
                label={<Typography variant="body2">{translate('app.work_logs.rain_day.next_service_day')}</Typography>}
              />
              <FormControlLabel
                value="date"
                control={<Radio size="small" />}
                label={<Typography variant="body2">{translate('app.work_logs.rain_day.chosen_date')}</Typography>}
              />
            </RadioGroup>
            {chooseDate && (
              <TextField
                {...DATE_FIELD}
                label={translate('app.work_logs.rain_day.target_date')}
                value={targetDate}
                onChange={(event) => change(setTargetDate)(event.target.value)}
                sx={{ ...DATE_FIELD.sx, mt: 1 }}
              />
            )}
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox size="small" checked={absorb} onChange={(event) => change(setAbsorb)(event.target.checked)} />}
              label={<Typography variant="body2">{translate('app.work_logs.rain_day.absorb')}</Typography>}
            />
          </>
        )}
        {refusal && (
          <Alert severity="error" sx={{ my: 2 }}>
            {translate(refusal)}
          </Alert>
        )}
        {!applied && (
          <Box sx={{ mt: 2 }}>
            {preview.isFetching && !plan ? (
              <Stack alignItems="center" sx={{ p: 3 }}>
                <LoadingSpinner size={36} />
              </Stack>
            ) : preview.error ? (
              <Alert severity="error">{translate(errorMessage(toApiError(preview.error)))}</Alert>
            ) : plan && ready ? (
              <Box sx={{ opacity: preview.isFetching ? 0.5 : 1 }} aria-busy={preview.isFetching}>
                <PlanView plan={plan} />
              </Box>
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(applied ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {applied ? (
          <Button
            variant="contained"
            color="warning"
            onClick={() => undo.mutate(applied._id)}
            disabled={undo.isPending}
            startIcon={undo.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('app.work_logs.rain_day.undo')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => apply.mutate()}
            disabled={!ready || !plan?.moves.length || apply.isPending || preview.isFetching || Boolean(preview.error)}
            startIcon={apply.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('app.work_logs.rain_day.apply', { smart_count: plan?.moves.length ?? 0 })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
