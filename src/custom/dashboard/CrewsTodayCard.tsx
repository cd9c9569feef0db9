// The service day per crew: completed, started, pending and skipped work logs as stacked bars, and as a table.
import { Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { CrewDayCounts } from '../../../common/schemas/dashboard';
import { ChartFigure, type TableColumn } from './ChartFigure';
import { CardLink, DashboardCard } from './DashboardCard';
import { axisProps, dayStatusColors } from './chartColors';

export const DAY_STATUSES = ['completed', 'started', 'pending', 'skipped'] as const;

export function CrewsTodayCard({ crews, subheader, boardLink }: { crews: CrewDayCounts[]; subheader: string; boardLink: string }) {
  const translate = useTranslate();
  const theme = useTheme();
  const colors = dayStatusColors(theme);
  const rows = crews.map((crew) => ({ ...crew, name: crew.crewName ?? translate('app.dashboard.crews.unassigned') }));
  const columns: TableColumn<(typeof rows)[number]>[] = [
    { label: translate('app.dashboard.crews.crew'), value: (row) => row.name },
    { label: translate('app.dashboard.crews.vendor'), value: (row) => row.vendorName ?? '—' },
    ...DAY_STATUSES.map((status) => ({
      label: translate(`app.work_logs.status.${status}`),
      value: (row: (typeof rows)[number]) => row[status],
      numeric: true,
    })),
  ];
  const title = translate('app.dashboard.crews.title');
  return (
    <DashboardCard
      title={title}
      subheader={subheader}
      action={<CardLink to={boardLink}>{translate('app.dashboard.crews.open_board')}</CardLink>}
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.dashboard.crews.empty')}</Typography>
      ) : (
        <ChartFigure
          caption={title}
          rows={rows}
          columns={columns}
          height={64 + rows.length * 36}
          chart={
            <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
              <XAxis type="number" allowDecimals={false} {...axisProps(theme)} />
              <YAxis type="category" dataKey="name" width={120} {...axisProps(theme)} />
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
