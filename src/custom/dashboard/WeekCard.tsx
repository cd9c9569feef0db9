// The service week against the week before and the same week a year before: completed visits and what they billed,
// as figures with their change, and the visits per week day as grouped bars (and as a table).
import { Stack, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekComparison } from '../../../common/schemas/dashboard';
import { useMoney } from '../../ui/billing/money';
import { formatFor } from '../../ui/format/useFormat';
import { ChartFigure, type TableColumn } from './ChartFigure';
import { DashboardCard, Figure } from './DashboardCard';
import { axisProps, comparedWeekColors } from './chartColors';

const WEEKS = ['current', 'lastWeek', 'lastYear'] as const;
const WEEK_LABELS = {
  current: 'app.dashboard.week.current',
  lastWeek: 'app.dashboard.week.last_week',
  lastYear: 'app.dashboard.week.last_year',
} as const;
const REVENUE_OF = { current: 'currentRevenueCents', lastWeek: 'lastWeekRevenueCents', lastYear: 'lastYearRevenueCents' } as const;

/** The change from `before` to `now` as a signed percentage, or null when there is nothing to compare with. */
export function changeOf(now: number, before: number, locale: string): string | null {
  if (before === 0) return null;
  return formatFor(locale).percent((now - before) / before);
}

export function WeekCard({ comparison, subheader }: { comparison: WeekComparison; subheader: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoney();
  const theme = useTheme();
  const colors = comparedWeekColors(theme);
  const { current, lastWeek, lastYear } = comparison;
  const detail = (now: number, week: number, year: number) =>
    [
      translate('app.dashboard.week.change', { change: changeOf(now, week, locale) ?? '—' }),
      translate('app.dashboard.week.change_year', { change: changeOf(now, year, locale) ?? '—' }),
    ].join(' · ');
  const rows = comparison.days.map((day) => ({ ...day, dayName: translate(`app.dashboard.week_days.${day.weekDay}`) }));
  type Row = (typeof rows)[number];
  const showsRevenue = current.revenueCents !== null;
  const columns: TableColumn<Row>[] = [
    { label: translate('app.dashboard.week.day'), value: (row) => row.dayName },
    ...WEEKS.map((week) => ({
      label: translate('app.dashboard.week.visits_of', { name: translate(WEEK_LABELS[week]) }),
      value: (row: Row) => row[week],
      numeric: true,
    })),
    ...(showsRevenue
      ? WEEKS.map((week) => ({
          label: translate('app.dashboard.week.revenue_of', { name: translate(WEEK_LABELS[week]) }),
          value: (row: Row) => money(row[REVENUE_OF[week]] ?? 0),
          numeric: true,
        }))
      : []),
  ];
  const title = translate('app.dashboard.week.title');
  return (
    <DashboardCard title={title} subheader={subheader}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 2 }}>
        <Figure
          value={current.visits}
          label={translate('app.dashboard.week.visits')}
          detail={detail(current.visits, lastWeek.visits, lastYear.visits)}
        />
        {showsRevenue && (
          <Figure
            value={money(current.revenueCents ?? 0)}
            label={translate('app.dashboard.week.revenue')}
            detail={detail(current.revenueCents ?? 0, lastWeek.revenueCents ?? 0, lastYear.revenueCents ?? 0)}
          />
        )}
      </Stack>
      <ChartFigure
        caption={title}
        rows={rows}
        columns={columns}
        height={240}
        chart={
          <BarChart data={rows} margin={{ left: -16, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="dayName" {...axisProps(theme)} />
            <YAxis allowDecimals={false} {...axisProps(theme)} />
            <Tooltip />
            <Legend itemSorter={null} />
            {WEEKS.map((week) => (
              <Bar key={week} dataKey={week} name={translate(WEEK_LABELS[week])} fill={colors[week]} isAnimationActive={false} />
            ))}
          </BarChart>
        }
      />
    </DashboardCard>
  );
}
