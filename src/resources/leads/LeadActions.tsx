// What the office does to a lead and its quotes besides editing: the lead's status (lost asks why), a quote the customer
// declined (asks why, and the lead is lost for it), and a new expiry date for a quote (an expired link works again).
import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { DateInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LEAD_STATUSES, type LeadRecord, type LeadStatus, leadStatusInput, quoteDecline, quoteExtend } from '../../../common/schemas/quote';
import type { QuoteRecord } from '../../../common/schemas/quote';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';

/** Reads the lead and its quotes again after a change (the socket does the same for changes made elsewhere). */
function useRefreshLead() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['leads'] }), queryClient.invalidateQueries({ queryKey: ['quotes-of'] })]);
}

const lostResolver = zodResolver(leadStatusInput);

/** The lead's status as a choice; choosing lost opens a dialog asking why. */
export function LeadStatusControl({ lead }: { lead: LeadRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshLead();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [askingWhy, setAskingWhy] = useState(false);
  const change = useFormSave(
    (values: { status: LeadStatus; lostReason?: string | null }) => dataProvider.setLeadStatus(lead._id, values),
    async (message) => {
      notify(message, { type: 'success' });
      setAskingWhy(false);
      await refresh();
    },
  );
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('resources.leads.fields.status')}
        value={lead.status}
        disabled={change.isPending}
        onChange={(event) => {
          const status = event.target.value as LeadStatus;
          if (status === 'lost') setAskingWhy(true);
          else void change.submit({ status });
        }}
        sx={{ width: { xs: '100%', sm: 240 } }}
        slotProps={{ htmlInput: { 'data-testid': 'lead-status' } }}
      >
        {LEAD_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.quotes.lead_statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormDialog
        open={askingWhy}
        title="app.quotes.lost_title"
        onClose={() => setAskingWhy(false)}
        resolver={lostResolver}
        defaultValues={{ status: 'lost', lostReason: lead.lostReason ?? '' }}
        onSubmit={change.submit}
        saving={change.isPending}
        saveLabel="app.quotes.mark_lost"
      >
        <TextInput source="lostReason" label="resources.leads.fields.lostReason" multiline minRows={2} fullWidth />
      </FormDialog>
    </>
  );
}

const declineResolver = zodResolver(quoteDecline);
const extendResolver = zodResolver(quoteExtend);

/** Declined and Extend on a quote the office may still change. */
export function QuoteStatusActions({ quote }: { quote: QuoteRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshLead();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [open, setOpen] = useState<'decline' | 'extend' | null>(null);
  const done = async (message: string) => {
    notify(message, { type: 'success' });
    setOpen(null);
    await refresh();
  };
  const decline = useFormSave((values: { reason: string }) => dataProvider.declineQuote(quote._id, values), done);
  const extend = useFormSave((values: { expiresOn: string }) => dataProvider.extendQuote(quote._id, values), done);
  return (
    <>
      {quote.sentAt && (
        <Button
          size="small"
          color={quote.expired ? 'primary' : 'inherit'}
          variant={quote.expired ? 'contained' : 'text'}
          onClick={() => setOpen('extend')}
        >
          {translate('app.quotes.extend')}
        </Button>
      )}
      <Button size="small" color="inherit" onClick={() => setOpen('decline')}>
        {translate('app.quotes.mark_declined')}
      </Button>
      <FormDialog
        open={open === 'decline'}
        title="app.quotes.declined_title"
        onClose={() => setOpen(null)}
        resolver={declineResolver}
        defaultValues={{ reason: '' }}
        onSubmit={decline.submit}
        saving={decline.isPending}
        saveLabel="app.quotes.mark_declined"
      >
        <TextInput source="reason" label="app.quotes.declined_reason" multiline minRows={2} fullWidth />
      </FormDialog>
      <FormDialog
        open={open === 'extend'}
        title="app.quotes.extend_title"
        onClose={() => setOpen(null)}
        resolver={extendResolver}
        defaultValues={{ expiresOn: quote.expiresOn }}
        onSubmit={extend.submit}
        saving={extend.isPending}
        saveLabel="app.quotes.extend"
      >
        <DateInput source="expiresOn" label="app.quotes.expires_on" fullWidth />
      </FormDialog>
    </>
  );
}
