// "Balance crews": the proposal for a vendor's day (each crew's working hours and its figures before → after, its route
// on a map, the moves, what does not fit), the moves staff keep ticked, and Apply. The proposal ticks only the moves that
// lower the day's cost (driving plus weighted overtime) and says so when there is no better plan; a move that does not
// help says what it would add, and ticked by hand it is flagged. The figures follow the ticked moves: with another
// choice, the server previews the day after exactly those. A choice that makes the day cost more is applied only when
// staff confirm it (the server refuses it otherwise). A refused apply shows why and previews the day again.
import { Fragment, useEffect, useMemo, useState } from 'react';
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
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { BalanceMove, BalanceProgress, BalanceProposal, CrewDayFigures } from '../../../common/schemas/balance';
import { BALANCE_PROGRESS_EVENT } from '../../../common/notificationTypes';
import { toApiError } from '../../ui/errors/useApiErrorToast';
import { errorMessage } from '../../ui/errors/errorMessages';
import { useFormat } from '../../ui/format/useFormat';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useSocketEvent } from '../../ui/notifications/socket';
import { BalanceMap } from './BalanceMap';
import { SolvingProgress } from './SolvingProgress';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

export interface BalanceDialogProps {
  open: boolean;
  vendorId: string;
  vendorName: string;
  date: string;
  onClose: () => void;
}

const FIGURES: { key: keyof CrewDayFigures; label: string; digits: number }[] = [
  { key: 'stops', label: 'app.work_logs.balance.stops', digits: 0 },
  { key: 'driveMinutes', label: 'app.work_logs.balance.driving', digits: 0 },
  { key: 'hours', label: 'app.work_logs.balance.hours', digits: 1 },
  { key: 'overtimeHours', label: 'app.work_logs.balance.overtime', digits: 1 },
];

function useNumber() {
  const [locale] = useLocaleState();
  return (value: number, digits: number, fewestDigits = digits) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: fewestDigits }).format(value);
}

type DayFigures = Pick<BalanceProposal, 'crews' | 'before' | 'after' | 'cost' | 'routes'>;

function WorkingHours({ crew }: { crew: BalanceProposal['crews'][number] }) {
  const translate = useTranslate();
  const format = useFormat();
  const number = useNumber();
  if (!crew.hours) return <>{translate('app.work_logs.balance.day_off')}</>;
  return (
    <>
      {format.clockSpan(crew.hours.start, crew.hours.end)}
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('app.work_logs.balance.hours_left', { hours: number(crew.availableHours, 1, 0) })}
      </Typography>
    </>
  );
}

function CrewFigures({ figures }: { figures: DayFigures }) {
  const translate = useTranslate();
  const number = useNumber();
  // On a phone each crew's name and hours take a row of their own, leaving the width to the four figures below.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const change = (before: number, after: number, digits: number) => `${number(before, digits)} → ${number(after, digits)}`;
  const cells = (crew: DayFigures['crews'][number]) =>
    FIGURES.map((figure) => {
      const warn = (figure.key === 'hours' || figure.key === 'overtimeHours') && crew.after.overtimeHours > 0;
      return (
        <TableCell
          key={figure.key}
          align="right"
          sx={{ whiteSpace: 'nowrap', ...(isPhone && { px: 0.5 }), ...(warn && { color: 'warning.main', fontWeight: 500 }) }}
          title={warn ? translate('app.work_logs.balance.over_hours', { hours: number(crew.availableHours, 1, 0) }) : undefined}
        >
          {change(crew.before[figure.key], crew.after[figure.key], figure.digits)}
        </TableCell>
      );
    });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.work_logs.balance.per_crew')}>
        <TableHead>
          <TableRow>
            {!isPhone && <TableCell sx={{ pl: 0 }}>{translate('app.work_logs.board.crew')}</TableCell>}
            {!isPhone && <TableCell>{translate('app.work_logs.balance.working_hours')}</TableCell>}
            {FIGURES.map((figure) => (
              <TableCell key={figure.key} align="right" sx={isPhone ? { px: 0.5 } : undefined}>
                {translate(figure.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.crews.map((crew) =>
            isPhone ? (
              <Fragment key={crew.crewId}>
                <TableRow>
                  <TableCell component="th" scope="rowgroup" colSpan={FIGURES.length} sx={{ px: 0, pb: 0, borderBottom: 'none' }}>
                    {crew.crewName}
                    <Typography variant="caption" color="text.secondary" component="div">
                      <WorkingHours crew={crew} />
                    </Typography>
                  </TableCell>
                </TableRow>
                <TableRow>{cells(crew)}</TableRow>
              </Fragment>
            ) : (
              <TableRow key={crew.crewId}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {crew.crewName}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <WorkingHours crew={crew} />
                </TableCell>
                {cells(crew)}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

function Moves({
  proposal,
  kept,
  onToggle,
  onToggleAll,
}: {
  proposal: BalanceProposal;
  kept: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}) {
  const translate = useTranslate();
  const all = kept.size === proposal.moves.length;
  return (
    <Box component="section" aria-labelledby="balance-moves">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 2 }}>
        <Typography id="balance-moves" variant="subtitle2" component="h3">
          {translate('app.work_logs.balance.moves', { smart_count: proposal.moves.length })}
        </Typography>
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
                  <Typography variant="caption" color="text.secondary">
                    {translate('app.work_logs.balance.from_to', { from: move.fromCrewName, to: move.toCrewName })}
                    {move.ticked || kept.has(move.workLogId) ? '' : ` · ${translate('app.work_logs.balance.does_not_help')}`}
                    {!move.ticked && !kept.has(move.workLogId) && move.addsMinutes
                      ? ` (${translate('app.work_logs.balance.adds', { minutes: move.addsMinutes })})`
                      : ''}
                  </Typography>
                  {!move.ticked && kept.has(move.workLogId) && (
                    <Typography variant="caption" component="span" sx={{ display: 'block', color: 'warning.main', fontWeight: 500 }}>
                      {translate(move.addsMinutes ? 'app.work_logs.balance.ticked_worse' : 'app.work_logs.balance.ticked_no_help', {
                        minutes: move.addsMinutes ?? 0,
                      })}
                    </Typography>
                  )}
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
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate('app.work_logs.balance.left_out', { smart_count: proposal.leftOut.length })}
      </Typography>
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

/** The visits the day as shown leaves outside their access windows: late, or on a week day they leave out. */
function OutsideWindows({ proposal }: { proposal: BalanceProposal }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!proposal.late.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate('app.work_logs.balance.outside_windows', { smart_count: proposal.late.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {proposal.late.map((visit) => (
          <li key={visit.workLogId}>
            <Typography variant="body2">
              {visit.address} ({visit.crewName}):{' '}
              {visit.window
                ? translate('app.work_logs.balance.window_late', {
                    arrival: format.clock(visit.arrival),
                    window: format.clockSpan(visit.window.start, visit.window.end),
                  })
                : translate('app.work_logs.balance.window_closed_day')}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The signed changes worth saying ("+10.0 mi, −1.8 h overtime"): miles and overtime hours that moved. */
function useTrade() {
  const translate = useTranslate();
  const number = useNumber();
  const signed = (value: number) => `${value > 0 ? '+' : '−'}${number(Math.abs(value), 1)}`;
  return ({ before, after }: DayFigures) =>
    [
      { change: after.miles - before.miles, key: 'app.work_logs.balance.trade_miles' },
      { change: after.overtimeHours - before.overtimeHours, key: 'app.work_logs.balance.trade_overtime' },
    ]
      .filter(({ change }) => Math.abs(change) >= 0.05)
      .map(({ change, key }) => translate(key, { change: signed(change) }))
      .join(', ');
}

/** `kept`: how many moves the figures are for, or null for the proposal's own choice. */
function Totals({ figures, kept }: { figures: DayFigures; kept: number | null }) {
  const translate = useTranslate();
  const number = useNumber();
  const trade = useTrade();
  const { before, after, cost } = figures;
  if (kept === 0) {
    return (
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {translate('app.work_logs.balance.totals_none')}
      </Typography>
    );
  }
  const values = {
    before: number(before.driveMinutes, 0),
    after: number(after.driveMinutes, 0),
    milesBefore: number(before.miles, 1),
    milesAfter: number(after.miles, 1),
    // Overtime is named only on a day that has some.
    overtime:
      before.overtimeHours || after.overtimeHours
        ? translate('app.work_logs.balance.totals_overtime', {
            before: number(before.overtimeHours, 1),
            after: number(after.overtimeHours, 1),
          })
        : '',
    smart_count: kept ?? 0,
  };
  const worse = cost.after > cost.before;
  const change = trade(figures);
  return (
    <Box role="status" sx={{ mb: 1 }}>
      <Typography variant="body2">
        {translate(kept === null ? 'app.work_logs.balance.totals' : 'app.work_logs.balance.totals_kept', values)}
      </Typography>
      {change && (
        <Typography variant="body2" sx={{ fontWeight: 500, color: worse ? 'warning.main' : 'success.main' }}>
          {translate(worse ? 'app.work_logs.balance.worse' : 'app.work_logs.balance.better', { change })}
        </Typography>
      )}
    </Box>
  );
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

export function BalanceDialog({ open, vendorId, vendorName, date, onClose }: BalanceDialogProps) {
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
    mutationFn: () =>
      dataProvider.applyBalance({
        vendorId,
        date,
        moves: chosen.map(asMove),
        ...(worseConfirmed && { confirmWorse: true }),
      }),
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
