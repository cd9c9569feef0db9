// One report (/reports/:report): its filters in the address, a chart of the page where one helps, the paged table
// and the CSV export of every row.
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  CUSTOMER_REPORTS,
  OPERATIONS_REPORTS,
  REPORT_SHAPES,
  type ReportColumn,
  type ReportKey,
  type ReportRow,
} from '../../../common/schemas/report';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useServiceDate } from '../../layout/useServiceDate';
import { ExportButton } from './ExportButton';
import { REPORTS_PATH } from './paths';
import { ReportChart } from './ReportChart';
import { type FilterValues, ReportFilters } from './ReportFilters';
import { columnLabel, formatCell } from './reportFormat';
import { ReportTable } from './ReportTable';
import { LoadingBar } from '../../ui/LoadingBar';

const REPORT_KEYS: readonly string[] = [...OPERATIONS_REPORTS, ...CUSTOMER_REPORTS];
const FILTER_PARAMS = ['dateFrom', 'dateTo', 'marketId', 'vendorId', 'crewId', 'serviceType', 'status', 'groupBy', 'period'];
const DEFAULTS: FilterValues = { groupBy: 'crew', period: 'month' };

function useReportParams(report: ReportKey) {
  const [search, setSearch] = useSearchParams();
  const { serviceWeek } = useServiceDate();
  const shape = REPORT_SHAPES[report];
  const dated = shape.filters.includes('dates') && !shape.datesStartBlank;
  const filter: FilterValues = { ...DEFAULTS, ...(dated && { dateFrom: serviceWeek.from, dateTo: serviceWeek.to }) };
  for (const name of FILTER_PARAMS) if (search.has(name)) filter[name] = search.get(name) ?? '';
  const page = Number(search.get('page') ?? 0);
  const perPage = Number(search.get('perPage') ?? 25);
  const update = (changes: Record<string, string | number>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) next.set(name, String(value));
        if (!('page' in changes)) next.delete('page');
        if (changes.vendorId !== undefined) next.delete('crewId');
        return next;
      },
      { replace: true },
    );
  return { filter, page, perPage, serviceWeek, update };
}

function Report({ report }: { report: ReportKey }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { filter, page, perPage, serviceWeek, update } = useReportParams(report);
  const shape = REPORT_SHAPES[report];
  const { data: choices } = useQuery({
    queryKey: ['reports', 'choices'],
    queryFn: () => dataProvider.getReportChoices(),
    staleTime: 60_000,
  });
  const { data, isFetching, error } = useQuery({
    queryKey: ['reports', report, filter, page, perPage],
    queryFn: () => dataProvider.getReport(report, { ...filter, start: page * perPage, length: perPage }),
    placeholderData: keepPreviousData,
  });
  const cell = (column: ReportColumn, row: ReportRow) => formatCell(report, column, row[column.key], translate, locale);
  const heading = (column: ReportColumn) => translate(columnLabel(column.key, filter.groupBy));
  const name = translate(`app.reports.names.${report}`);
  const chartLabels = shape.columns.filter((column) => shape.chart?.labels.includes(column.key));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'stretch', sm: 'flex-start' }}
          gap={2}
          sx={{ mb: 2 }}
        >
          <div>
            <Button component={Link} to={REPORTS_PATH} size="small" sx={{ ml: -1 }}>
              {translate('app.reports.back')}
            </Button>
            <Typography variant="h6" component="h1">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.reports.descriptions.${report}`)}
            </Typography>
          </div>
          <ExportButton report={report} params={{ ...filter, language: locale === 'es' ? 'es' : 'en' }} />
        </Stack>
        <ReportFilters report={report} values={filter} choices={choices} serviceWeek={serviceWeek} onChange={update} />
        {isFetching && <LoadingBar sx={{ mt: 2 }} />}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('app.reports.load_failed')}
          </Alert>
        )}
        {data && data.total === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('app.reports.empty')}
          </Alert>
        )}
        {data && data.total > 0 && (
          <>
            {shape.chart && (
              <ReportChart
                chart={shape.chart}
                rows={data.list}
                label={(row) => chartLabels.map((column) => cell(column, row)).join(' · ')}
                valueLabel={(key) => translate(columnLabel(key, filter.groupBy))}
                inDollars={shape.columns.some((column) => shape.chart?.values.includes(column.key) && column.kind === 'cents')}
              />
            )}
            <ReportTable
              columns={shape.columns}
              rows={data.list}
              total={data.total}
              page={page}
              perPage={perPage}
              caption={name}
              heading={heading}
              cell={cell}
              onPage={(next, size) => update({ page: next, perPage: size })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function ReportPage() {
  const { report = '' } = useParams();
  if (!REPORT_KEYS.includes(report)) return <Navigate to={REPORTS_PATH} replace />;
  return <Report key={report} report={report as ReportKey} />;
}
