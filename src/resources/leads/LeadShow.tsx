// A lead's page: who and where, what they asked, its vendor and status; its quotes (status, total, version, opened,
// signed, the link to copy) with Send and Edit, and the quote editor for a new one.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, type ChipProps, Divider, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Show, useDataProvider, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { lotSizeCategory } from '../../../common/lotSize';
import type { LeadRecord, QuoteRecord, QuoteUpdate } from '../../../common/schemas/quote';
import type { VendorPrices } from '../../../common/schemas/vendor';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { LeadStatusControl, QuoteStatusActions } from './LeadActions';
import { LeadCustomerMatch } from './LeadCustomerMatch';
import { LeadStatusChip } from './LeadList';
import { draftForLead, QuoteEditor } from './QuoteEditor';
import { QuoteDepositStatus } from './QuoteDepositStatus';
import { QuoteOneTimeJobs } from './QuoteOneTimeJobs';
import { QuotePhotos } from './QuotePhotos';

const QUOTE_CHIP_COLOURS = {
  draft: 'default',
  sent: 'primary',
  approved: 'success',
  declined: 'warning',
  expired: 'error',
} as const satisfies Record<QuoteRecord['status'] | 'expired', ChipProps['color']>;

/** The vendor's per-visit mowing price for the lead's lot size, in cents; null when either is unknown. */
function useMowPrice(lead: LeadRecord): number | null {
  const category = lead.lotSize ? lotSizeCategory(lead.lotSize) : null;
  const { data: vendor } = useGetOne<{ id: string; prices: VendorPrices | null }>(
    'vendors',
    { id: lead.vendorId ?? '' },
    { enabled: Boolean(lead.vendorId && category), retry: false },
  );
  const price = category && vendor?.prices?.[category];
  return typeof price === 'number' ? Math.round(price * 100) : null;
}

/** An optional line's word: once signed, whether the customer chose it (it became a service or job) or not. */
const optionalWord = (quote: QuoteRecord, index: number) =>
  !quote.signature
    ? 'app.quotes.optional'
    : quote.signature.optionalLines.includes(index)
      ? 'app.quotes.optional_chosen'
      : 'app.quotes.optional_not_chosen';

function QuoteCard({ quote, onEdit }: { quote: QuoteRecord; onEdit: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const send = useMutation({
    mutationFn: () => dataProvider.sendQuote(quote._id),
    onSuccess: () => {
      notify('server.quotes.quote_sent', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['quotes-of'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const isOpen = quote.status === 'draft' || quote.status === 'sent';
  return (
    <Card variant="outlined" data-testid="quote-card">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="subtitle1" component="h3">
              {translate('app.quotes.version', { version: quote.version })}
            </Typography>
            <Chip
              size="small"
              color={QUOTE_CHIP_COLOURS[quote.expired ? 'expired' : quote.status]}
              label={translate(`app.quotes.statuses.${quote.expired ? 'expired' : quote.status}`)}
              data-testid="quote-status"
            />
            {quote.sentAt && (
              <Chip size="small" variant="outlined" label={translate('app.quotes.sent_on', { date: format.dayOf(quote.sentAt) })} />
            )}
            {quote.followedUpAt && (
              <Chip
                size="small"
                variant="outlined"
                label={translate('app.quotes.followed_up', { date: format.dayOf(quote.followedUpAt) })}
              />
            )}
            {quote.openedAt && (
              <Chip
                size="small"
                variant="outlined"
                color="info"
                label={translate('app.quotes.opened', { date: format.dayOf(quote.openedAt) })}
                data-testid="quote-opened"
              />
            )}
          </Stack>
          {quote.lines.map((line, index) => (
            <Stack key={index} direction="row" justifyContent="space-between" spacing={1} data-testid="quote-line">
              <Typography
                variant="body2"
                sx={{ fontWeight: quote.signature?.optionalLines.includes(index) ? 600 : undefined }}
                color={quote.signature && line.optional && !quote.signature.optionalLines.includes(index) ? 'text.secondary' : undefined}
              >
                {[
                  translate(`app.quotes.line_types.${line.type}`),
                  line.frequency && line.frequency > 0 ? translate(`app.quotes.frequency.${line.frequency}`) : '',
                  line.description,
                  line.optional ? translate(optionalWord(quote, index)) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2">{format.money(line.priceCents)}</Typography>
            </Stack>
          ))}
          <Typography sx={{ fontWeight: 600 }}>
            {translate('app.quotes.total_required', { amount: format.money(quote.totalCents) })}
          </Typography>
          {quote.taxCents > 0 && (
            <Typography variant="body2" data-testid="quote-tax">
              {translate('app.quotes.with_tax', {
                rate: `${format.number(quote.taxPercent, { maximumFractionDigits: 4 })} %`,
                tax: format.money(quote.taxCents),
                total: format.money(quote.totalWithTaxCents),
              })}
            </Typography>
          )}
          {quote.depositCents > 0 && (
            <Typography variant="body2" data-testid="quote-deposit">
              {quote.depositPercent !== null
                ? translate('app.quotes.deposit_of_percent', {
                    percent: format.number(quote.depositPercent),
                    amount: format.money(quote.depositCents),
                  })
                : translate('app.quotes.deposit_due', { amount: format.money(quote.depositCents) })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('app.quotes.valid_until', { date: format.day(quote.expiresOn) })}
          </Typography>
          <QuotePhotos quote={quote} />
          {quote.signature && (
            <Alert severity="success">
              {translate('app.quotes.signed_by', {
                name: quote.signature.signedName,
                date: format.dayOf(quote.signature.signedAt),
                total: format.money(quote.signature.totalCents),
              })}
            </Alert>
          )}
          <QuoteOneTimeJobs quote={quote} />
          <QuoteDepositStatus quote={quote} />
          {quote.declinedReason && (
            <Alert severity="warning">{translate('app.quotes.declined_because', { reason: quote.declinedReason })}</Alert>
          )}
          {quote.link && (
            <Link href={quote.link} target="_blank" rel="noreferrer" sx={{ wordBreak: 'break-all' }}>
              {translate('app.quotes.open_link')}
            </Link>
          )}
          {isOpen && (
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Button variant="contained" size="small" disabled={send.isPending} onClick={() => send.mutate()}>
                {translate(quote.sentAt ? 'app.quotes.send_again' : 'app.quotes.send')}
              </Button>
              <Button size="small" onClick={onEdit}>
                {translate('ra.action.edit')}
              </Button>
              <QuoteStatusActions quote={quote} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function LeadQuotes() {
  const lead = useRecordContext<LeadRecord & { id: string }>();
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const mowPriceCents = useMowPrice(lead ?? ({} as LeadRecord));
  const [editing, setEditing] = useState<QuoteRecord | 'new' | null>(null);
  const { data: expected } = useQuery({
    queryKey: ['quote-expected-time', lead?.lotSize ?? null],
    queryFn: () => dataProvider.getExpectedTime(lead?.lotSize ?? null, ['mow', 'bnb']),
    enabled: Boolean(lead && editing),
    staleTime: 10 * 60_000,
  });
  const { data: quotes = [] } = useQuery({
    queryKey: ['quotes-of', lead?.id],
    queryFn: () => dataProvider.getQuotesOf({ leadId: lead!.id }),
    enabled: Boolean(lead),
  });
  const save = useMutation({
    mutationFn: (draft: QuoteUpdate) =>
      editing === 'new' || !editing ? dataProvider.createQuote({ ...draft, leadId: lead!.id }) : dataProvider.saveQuote(editing._id, draft),
    onSuccess: () => {
      notify('server.quotes.quote_updated', { type: 'success' });
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['quotes-of'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!lead) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h6" component="h2">
          {translate('app.quotes.quotes')}
        </Typography>
        {!editing && lead.status !== 'won' && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {translate('app.quotes.new_quote')}
          </Button>
        )}
      </Stack>
      {editing === 'new' && lead.quotedPriceCents !== null && lead.quotedFrequency !== null && (
        <Alert severity="info" data-testid="quote-from-signup">
          {translate('app.quotes.from_signup', {
            price: format.money(lead.quotedPriceCents),
            frequency: translate(`app.quotes.frequency.${lead.quotedFrequency}`),
          })}
        </Alert>
      )}
      {editing && (
        <QuoteEditor
          key={editing === 'new' ? 'new' : editing._id}
          initial={
            editing === 'new'
              ? draftForLead(lead)
              : {
                  lines: editing.lines,
                  depositCents: editing.depositCents,
                  depositPercent: editing.depositPercent,
                  expiresOn: editing.expiresOn,
                  notes: editing.notes,
                }
          }
          mowPriceCents={mowPriceCents}
          expected={expected?.services}
          saving={save.isPending}
          onSave={(draft) => save.mutate(draft)}
          onCancel={() => setEditing(null)}
        />
      )}
      {quotes.length === 0 && !editing && <Typography color="text.secondary">{translate('app.quotes.no_quotes')}</Typography>}
      {quotes.map((quote) => (
        <QuoteCard key={quote._id} quote={quote} onEdit={() => setEditing(quote)} />
      ))}
    </Stack>
  );
}

function LeadDetails() {
  const lead = useRecordContext<LeadRecord & { id: string }>();
  const translate = useTranslate();
  if (!lead) return null;
  const rows: [string, string | null][] = [
    ['email', lead.email],
    ['mobile', lead.mobile],
    ['address', [lead.address, lead.city, lead.zipcode].filter(Boolean).join(', ')],
    ['lotSize', lead.lotSize ? String(lead.lotSize) : null],
    ['marketName', lead.marketName],
    ['vendorName', lead.vendorName],
    ['channel', translate(`app.quotes.channels.${lead.channel}`)],
    ['asked', lead.asked],
    ['lostReason', lead.lostReason],
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h5" component="h1">
          {`${lead.name.first} ${lead.name.last}`}
        </Typography>
        <LeadStatusChip lead={lead} />
      </Stack>
      <Box>
        <LeadStatusControl lead={lead} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.5, m: 0 }}>
        {rows
          .filter(([, value]) => value)
          .map(([field, value]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(`resources.leads.fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Stack>
  );
}

function LeadMatch() {
  const lead = useRecordContext<LeadRecord & { id: string }>();
  return lead ? <LeadCustomerMatch lead={lead} /> : null;
}

export const LeadShow = () => (
  <Show>
    <CardContent>
      <Stack spacing={3}>
        <LeadDetails />
        <LeadMatch />
        <Divider />
        <LeadQuotes />
      </Stack>
    </CardContent>
  </Show>
);
