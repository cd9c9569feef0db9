// "Balance crews": the proposal for a vendor's day (each crew before → after, the moves, what does not fit), the moves
// staff keep ticked, and Apply. A refused apply (the day changed meanwhile) shows why and previews the day again.
import { useEffect, useMemo, useState } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, List, ListItem,
  Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, type Theme, Typography, useMediaQuery,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { type BalanceProposal, type CrewDayFigures, DEFAULT_CREW_HOURS } from '../../../common/schemas/balance';
import { toApiError } from '../../ui/errors/useApiErrorToast';
import { errorMessage } from '../../ui/errors/errorMessages';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useRefreshWorkLogs, useWorkLogProvider } from './useWorkLogActions';

export interface BalanceDialogProps {
  open: boolean;
  vendorId: string;
  vendorName: string;
  date: string;
  onClose: () => void;
}

const FIGURES: { key: keyof CrewDayFigures; label: string; digits: number }[] = [
  { key: 'stops', label: 'app.work_logs.balance.stops', digits: 0 },
  { key: 'hours', label: 'app.work_logs.balance.hours', digits: 1 },
  { key: 'miles', label: 'app.work_logs.balance.miles', digits: 1 },
];

function useNumber() {
  const [locale] = useLocaleState();
  return (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

function CrewFigures({ proposal }: { proposal: BalanceProposal }) {
  const translate = useTranslate();
  const number = useNumber();
  const change = (before: number, after: number, digits: number) => `${number(before, digits)} → ${number(after, digits)}`;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.work_logs.balance.per_crew')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }}>{translate('app.work_logs.board.crew')}</TableCell>
            {FIGURES.map((figure) => <TableCell key={figure.key} align="right">{translate(figure.label)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {proposal.crews.map((crew) => (
            <TableRow key={crew.crewId}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>{crew.crewName}</TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure.key} align="right" sx={{ whiteSpace: 'nowrap' }}>{change(crew.before[figure.key], crew.after[figure.key], figure.digits)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Moves({ proposal, kept, onToggle, onToggleAll }: { proposal: BalanceProposal; kept: ReadonlySet<string>; onToggle: (id: string) => void; onToggleAll: () => void }) {
  const translate = useTranslate();
  const all = kept.size === proposal.moves.length;
  return (
    <Box component="section" aria-labelledby="balance-moves">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 2 }}>
        <Typography id="balance-moves" variant="subtitle2" component="h3">{translate('app.work_logs.balance.moves', { smart_count: proposal.moves.length })}</Typography>
        <FormControlLabel
          label={translate('app.work_logs.balance.all_moves')}
          labelPlacement="start"
          control={<Checkbox size="small" checked={all} indeterminate={!all && kept.size > 0} onChange={onToggleAll} />}
        />
      </Stack>
      <List dense disablePadding>
        {proposal.moves.map((move) => (
          <ListItem key={move.workLogId} disableGutters>
            <FormControlLabel
              sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
              control={<Checkbox size="small" checked={kept.has(move.workLogId)} onChange={() => onToggle(move.workLogId)} />}
              label={
                <>
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                    {move.address} · {translate(`app.add_customer.service.${move.serviceType}`, { _: move.serviceType })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">{translate('app.work_logs.balance.from_to', { from: move.fromCrewName, to: move.toCrewName })}</Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function LeftOut({ proposal }: { proposal: BalanceProposal }) {
  const translate = useTranslate();
  if (!proposal.leftOut.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>{translate('app.work_logs.balance.left_out', { smart_count: proposal.leftOut.length })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {proposal.leftOut.map((visit) => (
          <li key={visit.workLogId}>
            <Typography variant="body2">
              {visit.address}
              {visit.crewName ? ` (${visit.crewName})` : ''}: {translate(`app.work_logs.balance.reasons.${visit.reason}`)}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function Totals({ proposal }: { proposal: BalanceProposal }) {
  const translate = useTranslate();
  const number = useNumber();
  const { before, after } = proposal;
  return (
    <Typography variant="body2" role="status" sx={{ mb: 1 }}>
      {translate('app.work_logs.balance.totals', {
        before: number(before.driveMinutes, 0),
        after: number(after.driveMinutes, 0),
        saved: number(Math.max(0, before.driveMinutes - after.driveMinutes), 0),
        milesBefore: number(before.miles, 1),
        milesAfter: number(after.miles, 1),
      })}
    </Typography>
  );
}

export function BalanceDialog({ open, vendorId, vendorName, date, onClose }: BalanceDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const dataProvider = useWorkLogProvider();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [hoursText, setHoursText] = useState(String(DEFAULT_CREW_HOURS));
  const [crewHours, setCrewHours] = useState(DEFAULT_CREW_HOURS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['balance-preview', vendorId, date, crewHours],
    queryFn: () => dataProvider.previewBalance({ vendorId, date, crewHours }),
    enabled: open,
    gcTime: 0,
    retry: false,
  });
  const proposal = preview.data;
  const [kept, setKept] = useState<Set<string>>(new Set());
  // A new proposal starts with every move ticked.
  useEffect(() => setKept(new Set(proposal?.moves.map((move) => move.workLogId) ?? [])), [proposal]);
  const chosen = useMemo(() => proposal?.moves.filter((move) => kept.has(move.workLogId)) ?? [], [proposal, kept]);

  const apply = useMutation({
    mutationFn: () => dataProvider.applyBalance({ vendorId, date, moves: chosen.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId })) }),
    onSuccess: async (rows) => {
      notify('app.work_logs.balance.applied', { type: 'success', messageArgs: { smart_count: rows.length } });
      onClose();
      await refresh();
    },
    onError: async (error) => {
      setRefusal(errorMessage(toApiError(error)));
      await preview.refetch();
    },
  });

  const hoursValid = /^\d+(\.\d+)?$/.test(hoursText.trim()) && Number(hoursText) >= 1 && Number(hoursText) <= 16;
  const recalculate = () => {
    if (!hoursValid) return;
    setRefusal(null);
    if (Number(hoursText) === crewHours) void preview.refetch();
    else setCrewHours(Number(hoursText));
  };
  const toggle = (id: string) =>
    setKept((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setKept(chosen.length === proposal?.moves.length ? new Set() : new Set(proposal?.moves.map((move) => move.workLogId)));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="balance-dialog-title">
      <DialogTitle id="balance-dialog-title">{translate('app.work_logs.balance.title', { vendor: vendorName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.work_logs.balance.intro')}</Typography>
        <Stack direction="row" spacing={1} alignItems="flex-start" useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="number"
            label={translate('app.work_logs.balance.crew_hours')}
            value={hoursText}
            onChange={(event) => setHoursText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && recalculate()}
            error={!hoursValid}
            helperText={hoursValid ? undefined : translate('validation.balance.crew_hours_from_1_to_16')}
            slotProps={{ htmlInput: { min: 1, max: 16, step: 0.5 } }}
            sx={{ width: 150 }}
          />
          <Button variant="outlined" onClick={recalculate} sx={{ height: 40 }} disabled={!hoursValid || preview.isFetching}>{translate('app.work_logs.balance.recalculate')}</Button>
        </Stack>
        {refusal && <Alert severity="error" sx={{ mb: 2 }}>{translate(refusal)}</Alert>}
        {preview.isFetching && !proposal ? (
          <Stack alignItems="center" sx={{ p: 3 }}><LoadingSpinner size={36} /></Stack>
        ) : preview.error ? (
          <Alert severity="error">{translate(errorMessage(toApiError(preview.error)))}</Alert>
        ) : proposal ? (
          <Box sx={{ opacity: preview.isFetching ? 0.5 : 1 }} aria-busy={preview.isFetching}>
            <Totals proposal={proposal} />
            <CrewFigures proposal={proposal} />
            {proposal.moves.length ? (
              <Moves proposal={proposal} kept={kept} onToggle={toggle} onToggleAll={toggleAll} />
            ) : (
              <Alert severity="info" sx={{ mt: 2 }}>{translate('app.work_logs.balance.no_moves')}</Alert>
            )}
            <LeftOut proposal={proposal} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => apply.mutate()}
          disabled={!chosen.length || apply.isPending || preview.isFetching}
          startIcon={apply.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('app.work_logs.balance.apply', { smart_count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
