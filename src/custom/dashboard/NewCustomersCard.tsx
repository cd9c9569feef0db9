// The week's new customers: how many, by source and by market (bars, and tables).
import { Grid, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { NewCustomers } from '../../../common/schemas/dashboard';
import { ChartFigure, type TableColumn } from './ChartFigure';
import { DashboardCard, Figure } from './DashboardCard';
import { axisProps } from './chartColors';

interface Share {
  name: string;
  count: number;
}

function SharesChart({ title, nameLabel, shares }: { title: string; nameLabel: string; shares: Share[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const countLabel = translate('app.dashboard.customers.count');
  const columns: TableColumn<Share>[] = [
    { label: nameLabel, value: (row) => row.name },
    { label: countLabel, value: (row) => row.count, numeric: true },
  ];
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <ChartFigure
        caption={title}
        rows={shares}
        columns={columns}
        height={48 + shares.length * 32}
        chart={
          <BarChart data={shares} layout="vertical" margin={{ left: 8, right: 16 }}>
            <XAxis type="number" allowDecimals={false} {...axisProps(theme)} />
            <YAxis type="category" dataKey="name" width={110} {...axisProps(theme)} />
            <Tooltip />
            <Bar dataKey="count" name={countLabel} fill={theme.palette.primary.main} isAnimationActive={false} />
          </BarChart>
        }
      />
    </>
  );
}

export function NewCustomersCard({ customers, subheader }: { customers: NewCustomers; subheader: string }) {
  const translate = useTranslate();
  const bySource = customers.bySource.map((row) => ({ name: translate(`app.source.${row.source}`), count: row.count }));
  const byMarket = customers.byMarket.map((row) => ({
    name: row.marketName ?? translate('app.dashboard.customers.no_market'),
    count: row.count,
  }));
  return (
    <DashboardCard title={translate('app.dashboard.customers.title')} subheader={subheader}>
      <Figure value={customers.total} label={translate('app.dashboard.customers.total', { smart_count: customers.total })} />
      {customers.total === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.dashboard.customers.empty')}
        </Typography>
      ) : (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SharesChart
              title={translate('app.dashboard.customers.by_source')}
              nameLabel={translate('app.dashboard.customers.source')}
              shares={bySource}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SharesChart
              title={translate('app.dashboard.customers.by_market')}
              nameLabel={translate('app.dashboard.customers.market')}
              shares={byMarket}
            />
          </Grid>
        </Grid>
      )}
    </DashboardCard>
  );
}
