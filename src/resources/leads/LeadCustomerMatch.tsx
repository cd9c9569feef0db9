// A lead whose e-mail or mobile an existing customer has, shown beside that customer (issue 65): an approved quote makes
// a new customer unless staff confirm here that it is the same person. Anyone can type someone's e-mail on a public form,
// so the match is never taken on its own.
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CustomerMatch } from '../../../common/schemas/leadMatch';
import type { LeadRecord } from '../../../common/schemas/quote';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';

const t = (key: string) => `app.quotes.match.${key}`;

/** One row of the comparison: the field, the lead's value, the customer's, and whether they are the same. */
function Row({ label, lead, customer, same }: { label: string; lead: string; customer: string; same: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(t(label))}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {lead || '—'}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {customer || '—'}{' '}
        {same && <Chip size="small" color="warning" variant="outlined" label={translate(t('matches'))} sx={{ ml: 0.5 }} />}
      </Typography>
    </>
  );
}

function MatchCard({ lead, match, onConfirm, busy }: { lead: LeadRecord; match: CustomerMatch; onConfirm: () => void; busy: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const address = [lead.address, lead.city, lead.zipcode].filter(Boolean).join(', ');
  return (
    <Card variant="outlined" data-testid="lead-match">
      <CardContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(64px, auto) 1fr 1fr', columnGap: 1.5, rowGap: 0.75, m: 0 }}>
          <span />
          <Typography variant="subtitle2">{translate(t('lead'))}</Typography>
          <Typography variant="subtitle2">{translate(t('customer'), { date: format.dayOf(match.createdAt) })}</Typography>
          <Row label="name" lead={`${lead.name.first} ${lead.name.last}`} customer={match.name} same={false} />
          <Row label="email" lead={lead.email} customer={match.email ?? ''} same={match.emailMatches} />
          <Row label="mobile" lead={lead.mobile ?? ''} customer={match.mobile ?? ''} same={match.mobileMatches} />
          <Row label="addresses" lead={address} customer={match.addresses.join('\n')} same={false} />
        </Box>
        <Button sx={{ mt: 1.5 }} size="small" variant="outlined" disabled={busy} onClick={onConfirm}>
          {translate(t('confirm'))}
        </Button>
      </CardContent>
    </Card>
  );
}

export function LeadCustomerMatch({ lead }: { lead: LeadRecord }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const open = lead.status !== 'won';
  const { data: matches = [] } = useQuery({
    queryKey: ['lead-matches', lead._id],
    queryFn: () => dataProvider.getLeadMatches(lead._id),
    enabled: open && !lead.customerId,
  });
  const confirm = useMutation({
    mutationFn: (customerId: string | null) => dataProvider.confirmLeadCustomer(lead._id, customerId),
    onSuccess: (message) => {
      notify(message, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
      void queryClient.invalidateQueries({ queryKey: ['lead-matches', lead._id] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!open) return null;
  if (lead.customerId)
    return (
      <Alert
        severity="info"
        data-testid="lead-match-confirmed"
        action={
          lead.matchConfirmedAt && (
            <Button color="inherit" size="small" disabled={confirm.isPending} onClick={() => confirm.mutate(null)}>
              {translate(t('undo'))}
            </Button>
          )
        }
      >
        {lead.matchConfirmedAt ? translate(t('confirmed'), { date: format.dayOf(lead.matchConfirmedAt) }) : translate(t('signed_in'))}
      </Alert>
    );
  if (matches.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="lead-matches">
      <Typography variant="h6" component="h2">
        {translate(t('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('intro'))}
      </Typography>
      {matches.map((match) => (
        <MatchCard key={match._id} lead={lead} match={match} busy={confirm.isPending} onConfirm={() => confirm.mutate(match._id)} />
      ))}
    </Stack>
  );
}
