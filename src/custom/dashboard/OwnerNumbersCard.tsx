// The owner's numbers (docs/reports.md "The owner's numbers"): this month up to the service date against the month
// before, a row per figure so it reads on a phone; the report holds every month and each crew.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OwnerMonth, OwnerNumbers } from '../../../common/schemas/dashboard';
import { useFormat } from '../../ui/format/useFormat';
import { reportPath } from '../reports/paths';
import { CardLink, DashboardCard } from './DashboardCard';

type Figure = { key: string; value: (month: OwnerMonth) => string };

export function OwnerNumbersCard({ numbers }: { numbers: OwnerNumbers }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const blank = translate('app.reports.none');
  const shown = (value: number | null, write: (value: number) => string) => (value === null ? blank : write(value));
  const decimal = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  const figures: Figure[] = [
    { key: 'revenue_per_man_hour', value: (month) => shown(month.revenuePerManHourCents, format.money) },
    { key: 'stops_per_crew_hour', value: (month) => shown(month.stopsPerCrewHour, decimal) },
    { key: 'driving', value: (month) => shown(month.drivingPercent, (value) => `${decimal(value)} %`) },
    {
      key: 'customers',
      value: (month) => translate('app.dashboard.owner.gained_lost', { gained: month.newCustomers, lost: month.lostCustomers }),
    },
    { key: 'revenue_per_property', value: (month) => shown(month.revenuePerPropertyCents, format.money) },
    {
      key: 'dso',
      value: (month) => shown(month.daysSalesOutstanding, (value) => translate('app.dashboard.owner.days', { days: decimal(value) })),
    },
  ];
  const monthName = (period: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${period}T00:00:00Z`));
  const title = translate('app.dashboard.owner.title');
  return (
    <DashboardCard
      title={title}
      subheader={translate('app.dashboard.owner.subheader')}
      action={<CardLink to={reportPath('owner-numbers')}>{translate('app.dashboard.owner.open_report')}</CardLink>}
    >
      <Table size="small" aria-label={title} sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 0 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.dashboard.owner.figure')}</TableCell>
            <TableCell align="right">{monthName(numbers.thisMonth.period)}</TableCell>
            <TableCell align="right" sx={{ color: 'text.secondary' }}>
              {monthName(numbers.lastMonth.period)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.key}>
              <TableCell component="th" scope="row">
                {translate(`app.dashboard.owner.${figure.key}`)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {figure.value(numbers.thisMonth)}
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {figure.value(numbers.lastMonth)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}
