// The figures of a Balance crews proposal (BalanceDialog.tsx): each crew's hours and figures before → after, the
// moves with their checkboxes, what does not fit or falls outside its window, and the day's totals.
import { Fragment } from 'react';
import {
  Alert,
  Box,
  Checkbox,
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
import { useLocaleState, useTranslate } from 'react-admin';
import type { BalanceProposal, CrewDayFigures } from '../../../common/schemas/balance';
import { useFormat } from '../../ui/format/useFormat';

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

export function CrewFigures({ figures }: { figures: DayFigures }) {
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

export function Moves({
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

export function LeftOut({ proposal }: { proposal: BalanceProposal }) {
  const translate = useTranslate();
  if (!proposal.leftOut.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate('app.work_logs.balance.left_out', { smart_count: proposal.leftOut.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {proposal.leftOut.map((workLog) => (
          <li key={workLog.workLogId}>
            <Typography variant="body2">
              {workLog.address}
              {workLog.crewName ? ` (${workLog.crewName})` : ''}: {translate(`app.work_logs.balance.reasons.${workLog.reason}`)}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The visits the day as shown leaves outside their access windows: late, or on a week day they leave out. */
export function OutsideWindows({ proposal }: { proposal: BalanceProposal }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!proposal.late.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate('app.work_logs.balance.outside_windows', { smart_count: proposal.late.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {proposal.late.map((workLog) => (
          <li key={workLog.workLogId}>
            <Typography variant="body2">
              {workLog.address} ({workLog.crewName}):{' '}
              {workLog.window
                ? translate('app.work_logs.balance.window_late', {
                    arrival: format.clock(workLog.arrival),
                    window: format.clockSpan(workLog.window.start, workLog.window.end),
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
export function Totals({ figures, kept }: { figures: DayFigures; kept: number | null }) {
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
