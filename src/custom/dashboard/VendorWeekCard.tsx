// A vendor's dashboard, on its own vendor page (where a vendor lands): its crews' service week day by day and the
// week's statement totals. Staff with payment_list see the same card on any vendor's page.
import { Alert, Box, Stack, useTheme } from '@mui/material';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { hasPermission, isStaff } from '../../../common/permissions';
import type { VendorDashboard } from '../../../common/schemas/dashboard';
import { SCREEN } from '../../../common/screens';
import { useStoredUser } from '../../auth/useStoredUser';
import { useServiceDate } from '../../layout/useServiceDate';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useMoney } from '../../ui/billing/money';
import { ChartFigure, type TableColumn } from './ChartFigure';
import { DAY_STATUSES } from './CrewsTodayCard';
import { CardLink, DashboardCard, Figure } from './DashboardCard';
import { axisProps, dayStatusColors } from './chartColors';
import { useVendorDashboard } from './useDashboards';

type CrewDay = VendorDashboard['crewDays'][number];

/** The week's seven days, each with its crews' work logs summed by status. */
function daysOf(dashboard: VendorDashboard, dayName: (date: string) => string) {
  return Array.from({ length: 7 }, (_, offset) => {
    const date = format(addDays(parseISO(dashboard.week.from), offset), 'yyyy-MM-dd');
    const crews = dashboard.crewDays.filter((row) => row.date === date);
    const total = (status: (typeof DAY_STATUSES)[number]) => crews.reduce((sum, row) => sum + row[status], 0);
    return {
      name: dayName(date),
      completed: total('completed'),
      started: total('started'),
      pending: total('pending'),
      skipped: total('skipped'),
    };
  });
}

function VendorWeek({ dashboard, staff }: { dashboard: VendorDashboard; staff: boolean }) {
  const translate = useTranslate();
  const money = useMoney();
  const theme = useTheme();
  const colors = dayStatusColors(theme);
  const dayName = (date: string) => `${translate(`app.dashboard.week_days.${getISODay(parseISO(date))}`)} ${calendarDate(date)}`;
  const columns: TableColumn<CrewDay>[] = [
    { label: translate('app.dashboard.vendor.day'), value: (row) => dayName(row.date) },
    { label: translate('app.dashboard.crews.crew'), value: (row) => row.crewName ?? translate('app.dashboard.crews.unassigned') },
    ...DAY_STATUSES.map((status) => ({
      label: translate(`app.work_logs.status.${status}`),
      value: (row: CrewDay) => row[status],
      numeric: true,
    })),
  ];
  const { statement } = dashboard;
  const title = translate(staff ? 'app.dashboard.vendor.title_staff' : 'app.dashboard.vendor.title');
  return (
    <DashboardCard
      outlined
      title={title}
      subheader={translate('app.dashboard.week_of', { from: calendarDate(dashboard.week.from), to: calendarDate(dashboard.week.to) })}
      action={
        <CardLink to={staff ? SCREEN.vendorStatement.path : SCREEN.myStatement.path}>
          {translate('app.dashboard.vendor.open_statement')}
        </CardLink>
      }
    >
      <Box component="section" aria-label={translate('app.dashboard.vendor.statement')}>
        <Stack direction="row" flexWrap="wrap" useFlexGap gap={3} sx={{ mb: 2 }}>
          <Figure value={statement.visits} label={translate('app.dashboard.vendor.visits')} />
          <Figure value={money(statement.amountCents)} label={translate('app.dashboard.vendor.amount')} />
          <Figure value={money(statement.commissionCents)} label={translate('app.dashboard.vendor.commission')} />
          <Figure
            value={money(statement.vendorCents)}
            label={translate(staff ? 'app.dashboard.vendor.earned_staff' : 'app.dashboard.vendor.earned')}
          />
        </Stack>
      </Box>
      {dashboard.crewDays.length === 0 ? (
        <Alert severity="info">{translate('app.dashboard.vendor.empty')}</Alert>
      ) : (
        <ChartFigure
          caption={title}
          rows={dashboard.crewDays}
          columns={columns}
          height={240}
          chart={
            <BarChart
              data={daysOf(dashboard, (date) => translate(`app.dashboard.week_days.${getISODay(parseISO(date))}`))}
              margin={{ left: -16, right: 8 }}
            >
              <XAxis dataKey="name" {...axisProps(theme)} />
              <YAxis allowDecimals={false} {...axisProps(theme)} />
              <Tooltip />
              <Legend itemSorter={null} />
              {DAY_STATUSES.map((status) => (
                <Bar
                  key={status}
                  dataKey={status}
                  stackId="day"
                  name={translate(`app.work_logs.status.${status}`)}
                  fill={colors[status]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          }
        />
      )}
    </DashboardCard>
  );
}

/** The card for the vendor itself (once its price is set) and for staff who read statements; nothing for anyone else. */
export function VendorWeekCard({ vendorId, pending }: { vendorId: string; pending: boolean }) {
  const user = useStoredUser();
  const { serviceDate } = useServiceDate();
  const staff = Boolean(user && isStaff(user));
  const allowed =
    Boolean(user) && !pending && (staff ? hasPermission(user!, 'payment_list') : user?.type === 'vendor' && user.vendor?._id === vendorId);
  const { data } = useVendorDashboard(vendorId, serviceDate, allowed);
  if (!allowed || !data) return null;
  return (
    <Box sx={{ p: 2, pb: 0 }}>
      <VendorWeek dashboard={data} staff={staff} />
    </Box>
  );
}
