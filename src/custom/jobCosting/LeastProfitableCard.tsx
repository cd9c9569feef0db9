// The least profitable properties and crews of the last 30 days (job costing, admin): on the dashboard, and on a
// property's page that property's own figures.
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JobCostingRow } from '../../../common/schemas/jobCosting';
import { SCREEN_PATH } from '../../../common/screenPaths';
import { businessDay } from '../../../common/schemas/timeSheet';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { CardLink, DashboardCard } from '../dashboard';
import { useCostingCells } from './JobCostingPage';

const SHOWN = 3;

function lastDays(days: number) {
  const to = businessDay(new Date());
  return { to, from: new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10) };
}

function Rows({ rows, label }: { rows: JobCostingRow[]; label: string }) {
  const { money, percent, translate } = useCostingCells();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {label}
      </Typography>
      {rows.length ? (
        <Table size="small" aria-label={label} sx={{ '& td': { px: 0.5 }, '& td:first-of-type': { pl: 0 } }}>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', color: row.marginCents < 0 ? 'error.main' : undefined, fontWeight: 600 }}
                >
                  {money(row.marginCents)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {percent(row.marginPercent)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.job_costing.no_visits')}
        </Typography>
      )}
    </>
  );
}

export function LeastProfitableCard({ propertyId }: { propertyId?: string }) {
  const { translate } = useCostingCells();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const range = lastDays(30);
  const { data } = useQuery({
    queryKey: ['job-costing-card', range.from, range.to, propertyId],
    queryFn: async () =>
      propertyId
        ? { properties: (await dataProvider.getJobCosting({ ...range, groupBy: 'property', propertyId })).rows, crews: [] }
        : {
            properties: (await dataProvider.getJobCosting({ ...range, groupBy: 'property', limit: SHOWN })).rows,
            crews: (await dataProvider.getJobCosting({ ...range, groupBy: 'crew', limit: SHOWN })).rows,
          },
  });
  const title = translate(propertyId ? 'app.job_costing.property_card' : 'app.job_costing.card');
  return (
    <DashboardCard
      title={title}
      subheader={translate('app.job_costing.last_30_days')}
      action={<CardLink to={`${SCREEN_PATH.jobCosting}?from=${range.from}&to=${range.to}`}>{translate('app.job_costing.open')}</CardLink>}
    >
      {data && <Rows rows={data.properties} label={translate('app.job_costing.groups.property')} />}
      {data && !propertyId && <Rows rows={data.crews} label={translate('app.job_costing.groups.crew')} />}
    </DashboardCard>
  );
}
