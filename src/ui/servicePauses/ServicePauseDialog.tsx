// Pause services: a property, a market or a service type, a first and last day, a reason (POST /service-pauses); opened
// from the Service pauses screen and, for one property, from its page.
import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { PAUSE_SCOPES, type PauseScope, type ServicePauseInput } from '../../../common/schemas/servicePause';
import type { PropertyRow } from '../../../common/schemas/property';
import { WORK_LOG_TYPES } from '../../../common/schemas/service';
import { errorMessage } from '../errors/errorMessages';
import { serverFieldErrors } from '../errors/fieldErrors';
import { toApiError } from '../errors/useApiErrorToast';
import { PropertyPicker } from '../fields/PropertyPicker';
import { useWorkLogChoices } from '../workLogs/useWorkLogChoices';
import { useRefreshWorkLogs, useWorkLogProvider } from '../workLogs/useWorkLogActions';

export const SERVICE_PAUSES_QUERY_KEY = ['service-pauses'];
const DATE_FIELD = { size: 'small' as const, type: 'date', slotProps: { inputLabel: { shrink: true } } };

interface ServicePauseDialogProps {
  open: boolean;
  onClose: () => void;
  /** A property's page: the pause is that property's, no scope to choose. */
  property?: { _id: string; address: string };
}

/** Its own component: the markets are read only when a market is the scope (a property's page never reads them). */
function MarketSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const translate = useTranslate();
  const { markets } = useWorkLogChoices();
  return (
    <TextField
      select
      size="small"
      label={translate('app.work_logs.service_pauses.market')}
      value={markets.some((market) => market._id === value) ? value : ''}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
    >
      {markets.map((market) => (
        <MenuItem key={market._id} value={market._id}>
          {market.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ServicePauseDialog({ open, onClose, property }: ServicePauseDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const queryClient = useQueryClient();
  const dataProvider = useWorkLogProvider();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [scope, setScope] = useState<PauseScope>(property ? 'propertyId' : 'marketId');
  const [picked, setPicked] = useState<PropertyRow | null>(null);
  const [marketId, setMarketId] = useState('');
  const [serviceType, setServiceType] = useState<string>('mow');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const scopeValue = { propertyId: property?._id ?? picked?._id, marketId: marketId || undefined, serviceType }[scope];
  const input = { scope: { [scope]: scopeValue ?? '' }, from, to, reason } as ServicePauseInput;
  const save = useMutation({
    mutationFn: () => dataProvider.pauseServices(input),
    onSuccess: async (record) => {
      notify('app.work_logs.service_pauses.created', { type: 'success', messageArgs: { smart_count: record.removed } });
      onClose();
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: SERVICE_PAUSES_QUERY_KEY })]);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      setRefusal(fields ? null : errorMessage(toApiError(error)));
    },
  });
  const said = (field: string) => (errors[field] ? translate(errors[field]) : undefined);
  const scopeError = said('scope') ?? said(`scope.${scope}`);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="service-pause-title">
      <DialogTitle id="service-pause-title">{translate('app.work_logs.service_pauses.dialog_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {property ? property.address : translate('app.work_logs.service_pauses.intro')}
        </Typography>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {!property && (
            <TextField
              select
              size="small"
              label={translate('app.work_logs.service_pauses.scope')}
              value={scope}
              onChange={(event) => setScope(event.target.value as PauseScope)}
            >
              {PAUSE_SCOPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(`app.work_logs.service_pauses.scopes.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!property && scope === 'propertyId' && (
            <PropertyPicker
              value={picked}
              onChange={setPicked}
              label={translate('app.work_logs.service_pauses.property')}
              error={scopeError}
            />
          )}
          {scope === 'marketId' && <MarketSelect value={marketId} onChange={setMarketId} error={scopeError} />}
          {scope === 'serviceType' && (
            <TextField
              select
              size="small"
              label={translate('app.work_logs.service_pauses.service_type')}
              value={serviceType}
              onChange={(event) => setServiceType(event.target.value)}
            >
              {WORK_LOG_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`app.work_logs.service_pauses.service_types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {property && scopeError && <Alert severity="error">{scopeError}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...DATE_FIELD}
              fullWidth
              label={translate('app.work_logs.service_pauses.from')}
              value={from}
              error={Boolean(said('from'))}
              helperText={said('from')}
              onChange={(event) => setFrom(event.target.value)}
            />
            <TextField
              {...DATE_FIELD}
              fullWidth
              label={translate('app.work_logs.service_pauses.to')}
              value={to}
              error={Boolean(said('to'))}
              helperText={said('to')}
              onChange={(event) => setTo(event.target.value)}
            />
          </Stack>
          <TextField
            size="small"
            label={translate('app.work_logs.service_pauses.reason')}
            value={reason}
            multiline
            minRows={2}
            error={Boolean(said('reason'))}
            helperText={said('reason')}
            onChange={(event) => setReason(event.target.value)}
          />
          {refusal && <Alert severity="error">{translate(refusal)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          onClick={() => save.mutate()}
        >
          {translate('app.work_logs.service_pauses.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
