// A customer's statement, for staff on the Billing tab and for the customer in the portal: the open invoices aged to
// today (how many days late each is), what is owed per aging bucket, the balance, and the PDF (docs/billing.md
// "Invoices"). Shown only when something is owed.
import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { AGING_BUCKETS } from '../../../common/invoices';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { calendarDate } from '../fields/CalendarDateField';
import { PdfButton } from './InvoicePdfButton';
import { useMoney } from './money';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** `customerId` for staff; a customer's own statement without one. */
export function StatementCard({ customerId }: { customerId?: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: statement } = useQuery({
    queryKey: ['invoices', customerId ?? 'own', 'statement'],
    queryFn: () => dataProvider.getStatement(customerId),
  });
  if (!statement?.invoices.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="statement-title" sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={1}>
        <Typography id="statement-title" variant="subtitle1" component="h3">
          {translate('app.invoices.statement.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.invoices.statement.as_of', { day: calendarDate(statement.asOf) })}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <PdfButton
            file={() => dataProvider.statementPdf(customerId)}
            name={`statement-${statement.asOf}.pdf`}
            label="app.invoices.statement.pdf"
          />
        </Box>
      </Stack>
      <Table size="small" aria-label={translate('app.invoices.statement.open_invoices')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.invoices.statement.invoice')}</TableCell>
            <TableCell>{translate('app.invoices.statement.due')}</TableCell>
            <TableCell align="right">{translate('app.invoices.statement.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>{invoice.number}</TableCell>
              <TableCell>
                {calendarDate(invoice.dueOn)}
                {invoice.daysPastDue > 0 && (
                  <Typography component="span" variant="caption" color="error" sx={{ display: 'block' }}>
                    {translate('app.invoices.statement.days_late', { smart_count: invoice.daysPastDue })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={tabular}>
                {money(invoice.balanceCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(6, 1fr)' }, gap: 1 }}
      >
        {AGING_BUCKETS.map((bucket) => (
          <Box key={bucket}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`app.invoices.statement.buckets.${bucket}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, ...tabular }}>
              {money(statement.buckets[bucket])}
            </Typography>
          </Box>
        ))}
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate('app.invoices.statement.balance_due')}
          </Typography>
          <Typography component="dd" variant="subtitle2" sx={{ m: 0, ...tabular }}>
            {money(statement.balanceCents)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
