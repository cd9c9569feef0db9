// The signed-in customer's invoices (GET /invoices answers only its own): each with its dates, total, what it still owes
// and its status, the PDF, and Pay, which opens the invoice's pay page, then its statement (docs/billing.md
// "Invoices"). Shown only to a customer who has invoices.
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InvoiceRecord } from '../../../common/schemas/invoice';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { InvoicePdfButton } from '../../ui/billing/InvoicePdfButton';
import { useMoney } from '../../ui/billing/money';
import { StatementCard } from '../../ui/billing/StatementCard';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useDeferredArrival } from '../../ui/useDeferredArrival';

const STATUS_COLOR = { open: 'warning', paid: 'success', credited: 'default' } as const;

function InvoiceLine({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const money = useMoney();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const name = translate(`app.invoices.kind.${invoice.kind}`, { number: invoice.number });
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      reportError(error);
    }
  };
  const pay = async () => {
    const { path } = await dataProvider.invoicePayLink(invoice.id);
    window.location.assign(path);
  };
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} aria-label={name}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {invoice.kind === 'invoice'
              ? translate('app.invoices.dates', { issued: calendarDate(invoice.issuedOn), due: calendarDate(invoice.dueOn) })
              : calendarDate(invoice.issuedOn)}
          </Typography>
        </Box>
        <Stack alignItems="flex-end" spacing={0.5}>
          <Typography variant="subtitle2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(invoice.totalCents)}
          </Typography>
          {invoice.kind === 'invoice' && (
            <Chip size="small" color={STATUS_COLOR[invoice.status]} label={translate(`app.invoices.status.${invoice.status}`)} />
          )}
        </Stack>
      </Stack>
      {invoice.status === 'open' && invoice.kind === 'invoice' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('app.portal.invoice_owed', { balance: money(invoice.balanceCents) })}
        </Typography>
      )}
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ mt: 1 }}>
        <InvoicePdfButton invoice={invoice} />
        {invoice.status === 'open' && invoice.kind === 'invoice' && (
          <Button size="small" variant="contained" sx={{ ml: 'auto' }} onClick={() => run(pay)}>
            {translate('app.portal.pay_invoice', { balance: money(invoice.balanceCents) })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function MyInvoices() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: loaded } = useQuery({ queryKey: ['portal', 'invoices'], queryFn: () => dataProvider.getInvoices() });
  const invoices = useDeferredArrival(loaded);
  if (!invoices?.length) return null;
  return (
    <Box component="section" aria-labelledby="my-invoices-title">
      <Typography id="my-invoices-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.portal.invoices_title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {invoices.map((invoice) => (
          <InvoiceLine key={invoice.id} invoice={invoice} />
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <StatementCard />
      </Box>
    </Box>
  );
}
