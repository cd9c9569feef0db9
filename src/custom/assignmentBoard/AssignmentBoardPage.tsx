// The Assignment board (/worklogs): a day's work logs per crew in route order, filtered, selected and moved in bulk,
// a vendor's day balanced between its crews, and a rain day moving a day's pending visits to a later day.
import { useMemo, useState } from 'react';
import BalanceIcon from '@mui/icons-material/Balance';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { RainDayScope } from '../../../common/schemas/rainDay';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { BalanceDialog } from './BalanceDialog';
import { useBalanceUndo } from './useBalanceUndo';
import { ALL, type BoardFilterValues, BoardFilters, UNASSIGNED } from './BoardFilters';
import { CrewGroupCard } from './CrewGroupCard';
import { DayBar, FLOATING_BAR_SX } from './DayBar';
import { useMoveToDay } from './useMoveToDay';
import { groupByCrew, keepSelectable, sharedVendor, toggleGroup, toggleRow } from './grouping';
import { type MoveMode, MoveDialog } from './MoveDialog';
import { RainDayActions } from '../../ui/rainDays/RainDayActions';
import { boardFilter, useBoardState } from './useBoardState';
import { useCrewChoices, vendorChoices } from '../../ui/workLogs/useWorkLogChoices';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

/** One request holds a whole day: the API's largest page. */
const DAY_PAGE = 1000;

type BoardRecord = WorkLogRow & { id: string };

/** The narrowest of the board's filters a rain day can take: a crew, else a vendor, else a market, else everyone. */
export function rainDayScopeOf(values: BoardFilterValues): { scope: RainDayScope; scopeId: string | null } {
  if (values.crew !== ALL && values.crew !== UNASSIGNED) return { scope: 'crew', scopeId: values.crew };
  if (values.vendor !== ALL) return { scope: 'vendor', scopeId: values.vendor };
  if (values.market !== ALL) return { scope: 'market', scopeId: values.market };
  return { scope: 'business', scopeId: null };
}

export function AssignmentBoardPage() {
  const translate = useTranslate();
  const { date, setDate, values, change, arriving } = useBoardState();
  const filter = useMemo(() => boardFilter(date, values), [date, values]);
  const { data, total, isPending, error } = useGetList<BoardRecord>(
    'work-logs',
    { filter, pagination: { page: 1, perPage: DAY_PAGE }, sort: { field: 'routePosition', order: 'ASC' } },
    { enabled: !arriving },
  );
  const rows = useMemo(() => data ?? [], [data]);
  const groups = useMemo(() => groupByCrew(rows), [rows]);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const selected = useMemo(() => keepSelectable(selection, rows), [selection, rows]);
  const selectedRows = rows.filter((row) => selected.has(row._id));
  const allCrews = useCrewChoices();
  const vendor = sharedVendor(selectedRows);
  const targetCrews = vendor ? allCrews.filter((crew) => crew.vendorId === vendor) : allCrews;
  const [mode, setMode] = useState<MoveMode | null>(null);
  // A vendor's day can be balanced between its crews once the board shows that vendor.
  const balanceVendor = values.vendor === ALL ? undefined : vendorChoices(allCrews).find((vendor) => vendor.id === values.vendor);
  const [balancing, setBalancing] = useState(false);
  const balanceUndo = useBalanceUndo();
  const dayMove = useMoveToDay();

  return (
    <Box sx={{ mt: 2, pb: selected.size ? 10 : 2 }}>
      <Title title="app.menu.assignment" />
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <BoardFilters date={date} onDate={setDate} values={values} onChange={change} crews={allCrews} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <RainDayActions date={date} {...rainDayScopeOf(values)} />
            {balanceVendor && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<BalanceIcon />}
                onClick={() => setBalancing(true)}
                title={translate('app.work_logs.balance.action_help', { vendor: balanceVendor.name })}
              >
                {translate('app.work_logs.balance.action')}
              </Button>
            )}
            {dayMove.last && (
              <Button size="small" startIcon={<UndoIcon />} onClick={dayMove.undo} disabled={dayMove.isPending}>
                {translate('app.work_logs.board.undo_day_move', { day: dayMove.lastDay })}
              </Button>
            )}
            {balanceUndo.canUndo && (
              <Button size="small" startIcon={<UndoIcon />} onClick={balanceUndo.undo} disabled={balanceUndo.isPending}>
                {translate('app.work_logs.balance.undo')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error">{translate('app.work_logs.board.load_failed')}</Alert>
      ) : isPending ? (
        <Stack alignItems="center" sx={{ p: 4 }}>
          <LoadingSpinner size={40} />
        </Stack>
      ) : groups.length === 0 ? (
        <Alert severity="info">{translate('app.work_logs.board.empty')}</Alert>
      ) : (
        <>
          {total !== undefined && total > rows.length && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.work_logs.board.truncated', { shown: rows.length, total })}
            </Alert>
          )}
          {groups.map((group) => (
            <CrewGroupCard
              key={group.crewId ?? 'unassigned'}
              group={group}
              date={date}
              selected={selected}
              onToggleRow={(row) => setSelection(toggleRow(selected, row))}
              onToggleGroup={(target) => setSelection(toggleGroup(selected, target))}
            />
          ))}
        </>
      )}
      {selected.size > 0 && (
        <Paper
          elevation={6}
          role="toolbar"
          aria-label={translate('app.work_logs.board.selection')}
          sx={{
            ...FLOATING_BAR_SX,
            zIndex: 'appBar',
            width: { xs: 'calc(100% - 16px)', sm: 'fit-content' },
          }}
        >
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ mr: 1 }}>
              {translate('app.work_logs.board.selected', { smart_count: selected.size })}
            </Typography>
            <Button variant="contained" size="small" onClick={() => setMode('reassign')}>
              {translate('app.work_logs.board.reassign')}
            </Button>
            <Button variant="contained" size="small" onClick={() => setMode('move')}>
              {translate('app.work_logs.board.move')}
            </Button>
            <Button size="small" onClick={() => setSelection(new Set())}>
              {translate('app.work_logs.board.clear')}
            </Button>
          </Stack>
        </Paper>
      )}
      <DayBar date={date} rows={rows} onMove={dayMove.move} />
      <MoveDialog
        mode={mode}
        ids={[...selected]}
        date={date}
        crews={targetCrews}
        onClose={() => setMode(null)}
        onDone={() => {
          setMode(null);
          setSelection(new Set());
        }}
      />
      {balanceVendor && (
        <BalanceDialog
          key={`${balanceVendor.id}|${date}|${balancing}`}
          open={balancing}
          vendorId={balanceVendor.id}
          vendorName={balanceVendor.name}
          date={date}
          onClose={() => setBalancing(false)}
          undo={balanceUndo}
        />
      )}
    </Box>
  );
}
