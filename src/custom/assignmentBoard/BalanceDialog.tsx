// "Balance crews": the proposal for a vendor's day (each crew's working hours and its figures before → after, its route
// on a map, the moves, what does not fit), the moves staff keep ticked, and Apply. The proposal ticks only the moves that
// lower the day's cost (driving plus weighted overtime) and says so when there is no better plan; a move that does not
// help says what it would add, and ticked by hand it is flagged. The figures follow the ticked moves: with another
// choice, the server previews the day after exactly those. A choice that makes the day cost more is applied only when
// staff confirm it (the server refuses it otherwise). A refused apply shows why and previews the day again.
import { useEffect, useMemo, useState } from 'react';
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
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { BalanceMove, BalanceProgress, BalanceProposal } from '../../../common/schemas/balance';
import { BALANCE_PROGRESS_EVENT } from '../../../common/notificationTypes';
import { toApiError } from '../../ui/errors/useApiErrorToast';
import { errorMessage } from '../../ui/errors/errorMessages';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useSocketEvent } from '../../ui/notifications/socket';
import { BalanceMap } from './BalanceMap';
import type { BalanceUndoControls } from './useBalanceUndo';
import { SolvingProgress } from './SolvingProgress';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

import { CrewFigures, LeftOut, Moves, OutsideWindows, Totals } from './BalanceFigures';

export interface BalanceDialogProps {
  open: boolean;
  vendorId: string;
  vendorName: string;
  date: string;
  onClose: () => void;
  /** Where an applied balance is remembered for its Undo. */
  undo?: BalanceUndoControls;
}

const asMove = ({ workLogId, fromCrewId, toCrewId }: BalanceMove): BalanceMove => ({ workLogId, fromCrewId, toCrewId });

/** The day's figures for the moves ticked: the proposal's own with its choice, else the server's preview of those. */
function useKeptFigures(
  open: boolean,
  vendorId: string,
  date: string,
  proposal: BalanceProposal | undefined,
  chosen: BalanceMove[],
  version: number,
) {
  const dataProvider = useWorkLogProvider();
  const proposed = proposal?.moves.filter((move) => move.ticked) ?? [];
  const asProposed =
    !proposal ||
    (chosen.length === proposed.length && chosen.every((move) => proposed.some((other) => other.workLogId === move.workLogId)));
  const moves = chosen.map(asMove);
  const partial = useQuery({
    queryKey: ['balance-figures', vendorId, date, version, moves.map((move) => move.workLogId)],
    queryFn: ({ signal }) => dataProvider.previewBalance({ vendorId, date, moves }, { signal }),
    enabled: open && !asProposed,
    placeholderData: keepPreviousData,
    gcTime: 0,
    retry: false,
  });
  const current = !asProposed && partial.data && !partial.isPlaceholderData;
  return {
    figures: asProposed ? proposal : current ? partial.data : (partial.data ?? proposal),
    kept: asProposed ? null : chosen.length,
    stale: !asProposed && !current,
    error: asProposed ? null : partial.error,
  };
}

export function BalanceDialog({ open, vendorId, vendorName, date, onClose, undo }: BalanceDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const dataProvider = useWorkLogProvider();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['balance-preview', vendorId, date],
    queryFn: ({ signal }) => dataProvider.previewBalance({ vendorId, date }, { signal }),
    enabled: open,
    gcTime: 0,
    retry: false,
  });
  const proposal = preview.data;
  const version = preview.dataUpdatedAt;
  // The server's reports on this day's solve, while it runs; a proposal that arrives replaces them.
  const [solving, setSolving] = useState<BalanceProgress | null>(null);
  useSocketEvent<BalanceProgress>(BALANCE_PROGRESS_EVENT, (progress) => {
    if (progress.vendorId === vendorId && progress.date === date) setSolving(progress);
  });
  const progress = preview.isFetching ? solving : null;
  useEffect(() => {
    if (!preview.isFetching) setSolving(null);
  }, [preview.isFetching]);
  const proposed = useMemo(() => new Set(proposal?.moves.filter((move) => move.ticked).map((move) => move.workLogId) ?? []), [proposal]);
  const [ticks, setTicks] = useState<{ version: number; ids: Set<string> } | null>(null);
  // A new proposal starts with the moves that help ticked.
  const kept = ticks?.version === version ? ticks.ids : proposed;
  const setKept = (ids: Set<string>) => setTicks({ version, ids });
  const chosen = useMemo(() => proposal?.moves.filter((move) => kept.has(move.workLogId)) ?? [], [proposal, kept]);
  const shown = useKeptFigures(open, vendorId, date, proposal, chosen, version);
  const { refetch } = preview;
  // The ticked moves no longer match the day: say so, and propose again.
  useEffect(() => {
    if (!shown.error) return;
    setRefusal(errorMessage(toApiError(shown.error)));
    void refetch();
  }, [shown.error, refetch]);

  const figures = shown.figures ?? proposal;
  // A choice that costs more than the day as it stands needs staff to say so, for exactly that choice.
  const addsMinutes = figures && chosen.length ? Math.round(figures.cost.after - figures.cost.before) : 0;
  const worse = !shown.stale && addsMinutes > 0;
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const choiceKey = chosen.map((move) => move.workLogId).join();
  const worseConfirmed = worse && confirmed === choiceKey;

  const apply = useMutation({
    mutationFn: async () => {
      const moves = chosen.map(asMove);
      const days = await undo?.daysBefore(date, moves);
      const rows = await dataProvider.applyBalance({ vendorId, date, moves, ...(worseConfirmed && { confirmWorse: true }) });
      if (days) undo?.remember({ vendorId, date, moves, days });
      return rows;
    },
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

  const toggle = (id: string) => {
    const next = new Set(kept);
    if (!next.delete(id)) next.add(id);
    setKept(next);
  };
  const toggleAll = () =>
    setKept(chosen.length === proposal?.moves.length ? new Set() : new Set(proposal?.moves.map((move) => move.workLogId)));
  const noBetterPlan = proposal !== undefined && !proposal.moves.length;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="balance-dialog-title">
      <DialogTitle id="balance-dialog-title">{translate('app.work_logs.balance.title', { vendor: vendorName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.work_logs.balance.intro')}
        </Typography>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(refusal)}
          </Alert>
        )}
        {preview.isFetching && !proposal ? (
          progress ? (
            <SolvingProgress progress={progress} />
          ) : (
            <Stack alignItems="center" sx={{ p: 3 }}>
              <LoadingSpinner size={36} />
            </Stack>
          )
        ) : preview.error ? (
          <Alert severity="error">{translate(errorMessage(toApiError(preview.error)))}</Alert>
        ) : proposal ? (
          <Box sx={{ opacity: preview.isFetching ? 0.5 : 1 }} aria-busy={preview.isFetching}>
            {progress && <SolvingProgress progress={progress} />}
            <Box sx={{ opacity: shown.stale ? 0.6 : 1 }} aria-busy={shown.stale}>
              {!noBetterPlan && <Totals figures={figures ?? proposal} kept={shown.kept} />}
              <CrewFigures figures={figures ?? proposal} />
              {proposal.routes.some((route) => route.before.length) && (
                <BalanceMap figures={figures ?? proposal} moved={new Set(chosen.map((move) => move.workLogId))} />
              )}
            </Box>
            {proposal.moves.length ? (
              <Moves proposal={proposal} kept={kept} onToggle={toggle} onToggleAll={toggleAll} />
            ) : (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.work_logs.balance.no_better_plan')}
              </Alert>
            )}
            <LeftOut proposal={proposal} />
            <OutsideWindows proposal={figures ?? proposal} />
            {worse && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <FormControlLabel
                  sx={{ m: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={worseConfirmed}
                      onChange={(event) => setConfirmed(event.target.checked ? choiceKey : null)}
                    />
                  }
                  label={translate('app.work_logs.balance.confirm_worse', { minutes: addsMinutes })}
                />
              </Alert>
            )}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(noBetterPlan ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {!noBetterPlan && (
          <Button
            variant="contained"
            onClick={() => apply.mutate()}
            disabled={!chosen.length || apply.isPending || preview.isFetching || shown.stale || (worse && !worseConfirmed)}
            startIcon={apply.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('app.work_logs.balance.apply', { smart_count: chosen.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
