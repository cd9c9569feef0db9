// Job costing (docs/labour.md "Job costing"): a period's revenue, labour and materials per visit, property, crew,
// service or vendor, least profitable first, with the totals and a CSV download (admin).
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { JOB_COSTING_GROUPS, type JobCostingGroup, type JobCostingReport } from '../../../common/schemas/jobCosting';
import { businessDay } from '../../../common/schemas/timeSheet';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useMoney } from '../../ui/billing/money';
import { saveFile } from '../../ui/saveFile';
import { LoadingBar } from '../../ui/LoadingBar';

export const hoursOf = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The figures' columns, shared by the page and the cards. */
export function useCostingCells() {
  const translate = useTranslate();
  const money = useMoney();
  const percent = (value: number | null) => (value === null ? translate('app.job_costing.none') : `${value.toFixed(1)} %`);
  return { money, percent, translate };
}

export function rowName(report: JobCostingReport, name: string, translate: (key: string) => string) {
  return report.groupBy === 'service' ? translate(`app.reports.service_types.${name}`) : name;
}

export function JobCostingPage() {
  const { money, percent, translate } = useCostingCells();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = businessDay(new Date());
  const to = searchParams.get('to') ?? today;
  const from = searchParams.get('from') ?? daysBefore(to, 29);
  const groupBy = (searchParams.get('groupBy') ?? 'property') as JobCostingGroup;
  const params = { from, to, groupBy };
  const [page, setPage] = useState({ number: 0, size: 50 });
  const set = (change: Partial<typeof params>) => {
    setPage((current) => ({ ...current, number: 0 }));
    setSearchParams({ ...params, ...change }, { replace: true });
  };
  // A page of rows at a time: a month by property is tens of thousands of rows, the totals still every one.
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: ['job-costing', from, to, groupBy, page.number, page.size],
    queryFn: () => dataProvider.getJobCosting({ ...params, limit: page.size, offset: page.number * page.size }),
    placeholderData: keepPreviousData,
  });
  const download = async () => {
    try {
      saveFile(
        await dataProvider.downloadJobCosting({ ...params, language: locale === 'es' ? 'es' : 'en' }),
        `job-costing-${groupBy}-${from}-${to}.csv`,
      );
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  const title = translate('app.job_costing.title');

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.job_costing.title" />
      <CardContent>
        <Stack direction="row" flexWrap="wrap" useFlexGap gap={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField
            type="date"
            size="small"
            label={translate('app.job_costing.from')}
            fullWidth={false}
            sx={{ width: 180 }}
            value={from}
            onChange={(event) => event.target.value && set({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate('app.job_costing.to')}
            fullWidth={false}
            sx={{ width: 180 }}
            value={to}
            onChange={(event) => event.target.value && set({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label={translate('app.job_costing.group_by')}
            value={groupBy}
            onChange={(event) => set({ groupBy: event.target.value as JobCostingGroup })}
            fullWidth={false}
            sx={{ minWidth: 160 }}
          >
            {JOB_COSTING_GROUPS.map((group) => (
              <MenuItem key={group} value={group}>
                {translate(`app.job_costing.groups.${group}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={download} disabled={!data}>
            {translate('app.job_costing.export_csv')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.job_costing.explain')}
        </Typography>
        {(isPending || isFetching) && <LoadingBar />}
        {error && <Alert severity="error">{translate((error as Error).message || 'ra.notification.http_error')}</Alert>}
        {data && !data.rows.length && <Typography color="text.secondary">{translate('app.job_costing.no_visits')}</Typography>}
        {data && data.rows.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`app.job_costing.groups.${groupBy}`)}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.visits')}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.revenue')}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.labour_hours')}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.labour_cost')}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.materials')}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.margin')}</TableCell>
                  <TableCell align="right">{translate('app.job_costing.margin_percent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell>{rowName(data, row.name, translate)}</TableCell>
                    <TableCell align="right">{row.visits}</TableCell>
                    <TableCell align="right">{money(row.revenueCents)}</TableCell>
                    <TableCell align="right">{hoursOf(row.laborMinutes)}</TableCell>
                    <TableCell align="right">{money(row.laborCostCents)}</TableCell>
                    <TableCell align="right">{money(row.materialsCostCents)}</TableCell>
                    <TableCell align="right" sx={{ color: row.marginCents < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
                      {money(row.marginCents)}
                    </TableCell>
                    <TableCell align="right">{percent(row.marginPercent)}</TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& td, & th': { fontWeight: 700 } }}>
                  <TableCell component="th" scope="row">
                    {data.rowCount > data.rows.length
                      ? translate('app.job_costing.total_all', { count: data.rowCount.toLocaleString(locale) })
                      : translate('app.job_costing.total')}
                  </TableCell>
                  <TableCell align="right">{data.totals.visits}</TableCell>
                  <TableCell align="right">{money(data.totals.revenueCents)}</TableCell>
                  <TableCell align="right">{hoursOf(data.totals.laborMinutes)}</TableCell>
                  <TableCell align="right">{money(data.totals.laborCostCents)}</TableCell>
                  <TableCell align="right">{money(data.totals.materialsCostCents)}</TableCell>
                  <TableCell align="right">{money(data.totals.marginCents)}</TableCell>
                  <TableCell align="right">{percent(data.totals.marginPercent)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.rowCount}
              page={Math.min(page.number, Math.max(0, Math.ceil(data.rowCount / page.size) - 1))}
              rowsPerPage={page.size}
              rowsPerPageOptions={[25, 50, 100, 250]}
              onPageChange={(_, number) => setPage((current) => ({ ...current, number }))}
              onRowsPerPageChange={(event) => setPage({ number: 0, size: Number(event.target.value) })}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from: first, to: last, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: first, offsetEnd: last, total: count })
              }
            />
          </TableContainer>
        )}
        {data && data.unallocated.laborCostCents > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.job_costing.unallocated', {
              hours: hoursOf(data.unallocated.laborMinutes),
              cost: money(data.unallocated.laborCostCents),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
