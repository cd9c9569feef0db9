// A bar chart of the page's rows. Screen readers skip it: the table below it holds the same figures, and the chart
// says so in its description.
import { Box, Typography, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportRow, ReportShape } from '../../../common/schemas/report';

interface Props {
  chart: NonNullable<ReportShape['chart']>;
  rows: ReportRow[];
  /** The text of a row's bar label, and of a value, as the table shows them. */
  label: (row: ReportRow) => string;
  valueLabel: (key: string) => string;
  /** Amounts are charted in dollars, as the table shows them. */
  inDollars: boolean;
}

export function ReportChart({ chart, rows, label, valueLabel, inDollars }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const descriptionId = useId();
  const colors = [theme.palette.primary.main, theme.palette.warning.main, theme.palette.error.main, theme.palette.info.main];
  const data = rows.map((row) => ({
    label: label(row),
    ...Object.fromEntries(chart.values.map((key) => [key, Number(row[key] ?? 0) / (inDollars ? 100 : 1)])),
  }));
  return (
    <Box component="figure" aria-describedby={descriptionId} sx={{ m: 0, my: 2 }}>
      <Typography id={descriptionId} component="figcaption" variant="caption" color="text.secondary">
        {translate('app.reports.chart_title')} · {translate('app.reports.chart_alternative')}
      </Typography>
      <Box aria-hidden sx={{ height: 260, width: '100%' }}>
        <ResponsiveContainer width="100%" height="100%">
          {/* Hidden from screen readers, so not in the tab order either (recharts makes a chart focusable by default). */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
            <YAxis tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
            <Tooltip contentStyle={{ background: theme.palette.background.paper, color: theme.palette.text.primary }} />
            <Legend />
            {chart.values.map((key, index) => (
              <Bar key={key} dataKey={key} name={valueLabel(key)} fill={colors[index % colors.length]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
