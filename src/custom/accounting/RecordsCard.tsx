// The records a bookkeeper works through: each with its customer, day, amount, state and reason, filtered by state and
// paged; "Send again" for one, the ones chosen, or every failed one. A list of cards on a phone, a table on a desk.
import {
  Box,
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountingRecord, AccountingRetryInput } from '../../../common/schemas/accounting';
import { useCardTools } from './cardTools';
import { SettingsCard } from '../../ui/settings/SettingsSection';

const RECORDS_KEY = ['accounting', 'records'];
const PAGE_SIZES = [25, 50, 100];

export function RecordsCard() {
  const { translate, notify, format, dataProvider, queryClient, reportError } = useCardTools();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [filter, setFilter] = useState<AccountingRecord['status'] | 'all'>('all');
  const [page, setPage] = useState(0);
  const [length, setLength] = useState(PAGE_SIZES[0]);
  const [chosen, setChosen] = useState<string[]>([]);
  const { data } = useQuery({
    queryKey: [...RECORDS_KEY, filter, page, length],
    queryFn: () => dataProvider.getAccountingRecords({ status: filter === 'all' ? undefined : filter, start: page * length, length }),
  });
  const sendAgain = async (which: AccountingRetryInput) => {
    try {
      const queued = await dataProvider.sendAccountingRecordsAgain(which);
      notify('app.accounting.records.queued_many', { type: 'info', messageArgs: { smart_count: queued } });
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: ['accounting'] });
    } catch (error) {
      reportError(error);
    }
  };
  const anyFailed = data?.list.some((one) => one.status === 'failed') ?? false;
  const toggle = (id: string) => setChosen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  const money = (record: AccountingRecord) =>
    record.minutes !== null
      ? translate('app.accounting.records.hours', {
          time: `${Math.floor(record.minutes / 60)}:${String(record.minutes % 60).padStart(2, '0')}`,
        })
      : record.amountCents === null
        ? ''
        : format.money(record.amountCents);
  const choose = (record: AccountingRecord) =>
    record.status === 'failed' && (
      <Checkbox
        size="small"
        checked={chosen.includes(record.id)}
        onChange={() => toggle(record.id)}
        inputProps={{ 'aria-label': translate('app.accounting.records.select') }}
      />
    );
  const state = (record: AccountingRecord) => (
    <>
      {translate(`app.accounting.sync.${record.status}`)}
      {record.sentAt && (
        <Typography variant="caption" component="div" color="text.secondary">
          {format.dateTime(record.sentAt)}
        </Typography>
      )}
    </>
  );
  // The reason in full, wrapped: QuickBooks' own words beside ours, never cut off.
  const reason = (record: AccountingRecord) =>
    record.failureKey && (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate(record.failureKey)}
        {record.failureDetail && (
          <Typography variant="caption" component="span" color="text.secondary" display="block">
            {record.failureDetail}
          </Typography>
        )}
      </Typography>
    );
  const sendOne = (record: AccountingRecord) =>
    record.status === 'failed' && (
      <Button size="small" onClick={() => sendAgain({ ids: [record.id] })}>
        {translate('app.accounting.records.send_again')}
      </Button>
    );
  const kind = (record: AccountingRecord) => translate(`app.accounting.records.kinds.${record.kind}`);

  return (
    <SettingsCard id="accounting-records" title="app.accounting.records.title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }} useFlexGap flexWrap="wrap">
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_event, value) => {
            if (!value) return;
            setFilter(value);
            setPage(0);
          }}
        >
          <ToggleButton value="all">{translate('app.accounting.records.all')}</ToggleButton>
          <ToggleButton value="failed">{translate('app.accounting.sync.failed')}</ToggleButton>
          <ToggleButton value="pending">{translate('app.accounting.sync.pending')}</ToggleButton>
          <ToggleButton value="sent">{translate('app.accounting.sync.sent')}</ToggleButton>
        </ToggleButtonGroup>
        {chosen.length > 0 && (
          <Button variant="contained" size="small" onClick={() => sendAgain({ ids: chosen })}>
            {translate('app.accounting.records.send_selected', { smart_count: chosen.length })}
          </Button>
        )}
        <Button variant="outlined" size="small" onClick={() => sendAgain({ allFailed: true })}>
          {translate('app.accounting.records.send_all_failed')}
        </Button>
      </Stack>
      {data && !data.list.length && <Typography color="text.secondary">{translate('app.accounting.records.empty')}</Typography>}
      {data && data.list.length > 0 && narrow && (
        // On a phone the reason takes the card's width, "Send again" under it; the box column is kept only when a
        // record on the page can be chosen, so that the rows line up.
        <Stack divider={<Box sx={{ borderBottom: 1, borderColor: 'divider' }} />}>
          {data.list.map((record) => (
            <Box
              key={record.id}
              sx={{
                py: 1,
                display: 'grid',
                gridTemplateColumns: anyFailed ? '42px minmax(0, 1fr)' : 'minmax(0, 1fr)',
                alignItems: 'start',
              }}
            >
              {anyFailed && <Box sx={{ ml: -1 }}>{choose(record)}</Box>}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" fontWeight={600}>
                  {kind(record)} · {money(record)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {[record.customerName ?? record.personName, format.day(record.date)].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2" color={record.status === 'failed' ? 'error' : 'text.secondary'}>
                  {[translate(`app.accounting.sync.${record.status}`), record.sentAt && format.dateTime(record.sentAt)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {reason(record)}
                {record.status === 'failed' && <Box sx={{ mt: 0.5, ml: -0.5 }}>{sendOne(record)}</Box>}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      {data && data.list.length > 0 && !narrow && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate('app.accounting.records.kind')}</TableCell>
              <TableCell>{translate('app.accounting.records.customer')}</TableCell>
              <TableCell>{translate('app.accounting.records.date')}</TableCell>
              <TableCell align="right">{translate('app.accounting.records.amount')}</TableCell>
              <TableCell>{translate('app.accounting.records.status')}</TableCell>
              <TableCell>{translate('app.accounting.records.reason')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.list.map((record) => (
              <TableRow key={record.id}>
                <TableCell padding="checkbox">{choose(record)}</TableCell>
                <TableCell>{kind(record)}</TableCell>
                <TableCell>{record.customerName ?? record.personName ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.day(record.date)}</TableCell>
                <TableCell align="right">{money(record)}</TableCell>
                <TableCell>{state(record)}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>{reason(record)}</TableCell>
                <TableCell>{sendOne(record)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={length}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setLength(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={narrow ? '' : undefined}
        />
      )}
    </SettingsCard>
  );
}
