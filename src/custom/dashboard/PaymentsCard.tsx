// The week's payments per billing status group (amounts as bars, and as a table) and what is still owed.
import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentGroups } from '../../../common/schemas/dashboard';
import { SCREEN } from '../../../common/screens';
import { useMoney } from '../../ui/billing/money';
import { ChartFigure, type TableColumn } from './ChartFigure';
import { CardLink, DashboardCard, Figure } from './DashboardCard';
import { axisProps } from './chartColors';

export function PaymentsCard({ payments, subheader }: { payments: PaymentGroups; subheader: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const theme = useTheme();
  const colors = { pending: theme.palette.warning.main, failed: theme.palette.error.main, success: theme.palette.success.main };
  const rows = payments.groups.map((group) => ({
    ...group,
    name: translate(`app.billing.groups.${group.group}`),
    dollars: group.amountCents / 100,
  }));
  type Row = (typeof rows)[number];
  const columns: TableColumn<Row>[] = [
    { label: translate('app.dashboard.payments.group'), value: (row) => row.name },
    { label: translate('app.dashboard.payments.count'), value: (row) => row.count, numeric: true },
    { label: translate('app.dashboard.payments.amount'), value: (row) => money(row.amountCents), numeric: true },
  ];
  const title = translate('app.dashboard.payments.title');
  return (
    <DashboardCard
      title={title}
      subheader={subheader}
      action={<CardLink to={SCREEN.payments.path}>{translate('app.dashboard.payments.open_payments')}</CardLink>}
    >
      <Box sx={{ mb: 2 }}>
        <Figure
          value={money(payments.waiting.amountCents)}
          label={translate('app.dashboard.payments.waiting')}
          detail={translate('app.dashboard.payments.waiting_count', { smart_count: payments.waiting.count })}
        />
      </Box>
      <ChartFigure
        caption={title}
        rows={rows}
        columns={columns}
        height={200}
        chart={
          <BarChart data={rows} margin={{ left: 0, right: 8 }}>
            <XAxis dataKey="name" {...axisProps(theme)} />
            <YAxis width={64} tickFormatter={(dollars: number) => money(dollars * 100).replace(/\.00$/, '')} {...axisProps(theme)} />
            <Tooltip formatter={(dollars) => money(Number(dollars) * 100)} />
            <Bar dataKey="dollars" name={translate('app.dashboard.payments.amount')} isAnimationActive={false}>
              {rows.map((row) => (
                <Cell key={row.group} fill={colors[row.group]} />
              ))}
            </Bar>
          </BarChart>
        }
      />
    </DashboardCard>
  );
}
