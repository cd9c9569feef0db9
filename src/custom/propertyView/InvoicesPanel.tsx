// The Billing tab's invoices: whether the customer is billed by card or by invoice (net 15/30), its invoices and credit
// notes with what each still owes, the PDF, sending one again with a new pay link, a check or cash received, and a credit
// note, and the customer's statement (docs/billing.md "Invoices").
import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput, NumberInput, RadioButtonGroupInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { invoiceReceiptForm, type InvoiceReceiptForm, type InvoiceRecord } from '../../../common/schemas/invoice';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { InvoicePdfButton } from '../../ui/billing/InvoicePdfButton';
import { useMoney } from '../../ui/billing/money';
import { StatementCard } from '../../ui/billing/StatementCard';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';

const resolver = zodResolver(invoiceReceiptForm);
const STATUS_COLOR = { open: 'warning', paid: 'success', credited: 'default' } as const;
const BILLED_BY = ['card', 'invoice-15', 'invoice-30'] as const;

export function InvoicesPanel({ customerId, canEdit }: { customerId: string; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const invoicingKey = ['invoicing', customerId];
  const invoicesKey = ['invoices', customerId];
  const { data: invoicing } = useQuery({ queryKey: invoicingKey, queryFn: () => dataProvider.getInvoicing(customerId) });
  const { data: invoices } = useQuery({ queryKey: invoicesKey, queryFn: () => dataProvider.getInvoices(customerId) });
  const [receiving, setReceiving] = useState<InvoiceRecord | null>(null);
  if (!invoicing) return null;
  const billedBy = invoicing.method === 'card' ? 'card' : `invoice-${invoicing.termsDays}`;
  const choose = async (value: string) => {
    try {
      const input =
        value === 'card' ? { method: 'card' as const } : { method: 'invoice' as const, termsDays: Number(value.slice(8)) as 15 | 30 };
      queryClient.setQueryData(invoicingKey, await dataProvider.setInvoicing(customerId, input));
      notify(value === 'card' ? 'server.invoices.card_customer' : 'server.invoices.invoiced_customer', { type: 'success' });
    } catch (error) {
      reportError(error);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: invoicesKey });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="invoices-title" sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={2}>
        <Typography id="invoices-title" variant="subtitle1" component="h3">
          {translate('app.invoices.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.invoices.billed_by')}
          value={billedBy}
          disabled={!canEdit}
          onChange={(event) => void choose(event.target.value)}
          sx={{ minWidth: 200, ml: { sm: 'auto' } }}
        >
          {BILLED_BY.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`app.invoices.billed.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {invoices?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(invoicing.method === 'card' ? 'app.invoices.none_card' : 'app.invoices.none_yet')}
        </Typography>
      )}
      {invoices && invoices.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }} aria-label={translate('app.invoices.title')}>
          {invoices.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} canEdit={canEdit} onReceive={() => setReceiving(invoice)} onChanged={refresh} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1 }}>
        <StatementCard customerId={customerId} />
      </Box>
      {receiving && <ReceiptDialog invoice={receiving} onClose={() => setReceiving(null)} onSaved={refresh} />}
    </Paper>
  );
}

function InvoiceItem(props: { invoice: InvoiceRecord; canEdit: boolean; onReceive: () => void; onChanged: () => unknown }) {
  const { invoice, canEdit, onReceive, onChanged } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const name = translate(`app.invoices.kind.${invoice.kind}`, { number: invoice.number });
  const run = async (action: () => Promise<unknown>, message?: string) => {
    try {
      await action();
      if (message) notify(message, { type: 'success' });
      await onChanged();
    } catch (error) {
      reportError(error);
    }
  };
  const sendAgain = async () => {
    const sent = await dataProvider.sendInvoice(invoice.id);
    const key = sent.emails + sent.texts > 0 ? 'server.invoices.sent' : 'server.invoices.not_sent';
    notify(key, { type: 'success', messageArgs: { number: invoice.number, ...sent } });
  };
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: 1.5 }} aria-label={name}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={1}>
        <Typography variant="subtitle2" component="span">
          {name}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {invoice.kind === 'invoice'
            ? translate('app.invoices.dates', { issued: calendarDate(invoice.issuedOn), due: calendarDate(invoice.dueOn) })
            : calendarDate(invoice.issuedOn)}
        </Typography>
        <Typography variant="subtitle2" component="span" sx={{ ml: 'auto' }}>
          {money(invoice.totalCents)}
        </Typography>
        {invoice.kind === 'invoice' && (
          <Chip size="small" color={STATUS_COLOR[invoice.status]} label={translate(`app.invoices.status.${invoice.status}`)} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('app.invoices.summary', {
          smart_count: invoice.lines.length,
          tax: money(invoice.taxCents),
          balance: money(invoice.balanceCents),
        })}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ mt: 1 }}>
        <InvoicePdfButton invoice={invoice} />
        {canEdit && invoice.status === 'open' && (
          <>
            <Button size="small" variant="outlined" onClick={onReceive}>
              {translate('app.invoices.receive')}
            </Button>
            <Button size="small" startIcon={<SendIcon />} onClick={() => run(() => sendAgain())}>
              {translate('app.invoices.send')}
            </Button>
            <Button size="small" color="warning" onClick={() => run(() => dataProvider.creditInvoice(invoice.id), 'app.invoices.credited')}>
              {translate('app.invoices.credit')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ReceiptDialog({ invoice, onClose, onSaved }: { invoice: InvoiceRecord; onClose: () => void; onSaved: () => unknown }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const save = useFormSave(
    ({ amount, ...rest }: InvoiceReceiptForm) =>
      dataProvider.receiveOnInvoice(invoice.id, { ...rest, amountCents: Math.round(amount * 100) }),
    async () => {
      notify('app.invoices.received', { type: 'success' });
      await onSaved();
      onClose();
    },
  );
  const methods = ['check', 'cash'].map((id) => ({ id, name: `app.invoices.methods.${id}` }));
  return (
    <FormDialog
      open
      title="app.invoices.receive_title"
      onClose={onClose}
      resolver={resolver}
      defaultValues={{
        amount: invoice.balanceCents / 100,
        method: 'check',
        reference: '',
        receivedOn: new Date().toISOString().slice(0, 10),
      }}
      onSubmit={save.submit}
      saving={save.isPending}
    >
      <NumberInput source="amount" label="app.invoices.amount" min={0} step={0.01} />
      <RadioButtonGroupInput source="method" label="app.invoices.method" choices={methods} />
      <TextInput source="reference" label="app.invoices.reference" fullWidth />
      <DateInput source="receivedOn" label="app.invoices.received_on" />
    </FormDialog>
  );
}
