// "Link existing QuickBooks customers": the QuickBooks customers sharing an e-mail or a phone with a LawnDesk customer,
// each confirmed ("Same customer") or rejected ("Not the same") by the bookkeeper; only confirmed pairs are linked.
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerMatch, QuickBooksStatus } from '../../../common/schemas/accounting';
import { SettingsCard } from '../../ui/settings/SettingsSection';
import { useCardTools } from './cardTools';

const MATCHES_KEY = ['accounting', 'customer-matches'];
const MATCHED_BY: Record<CustomerMatch['matchedBy'], string> = {
  email: 'app.accounting.links.by_email',
  phone: 'app.accounting.links.by_phone',
  'email-phone': 'app.accounting.links.by_email-phone',
  name: 'app.accounting.links.by_name',
};

export function CustomerLinksCard({ status }: { status: QuickBooksStatus }) {
  const { translate, notify, dataProvider, queryClient, reportError } = useCardTools();
  const [asked, setAsked] = useState(status.customerReview);
  const { data, isFetching } = useQuery({ queryKey: MATCHES_KEY, queryFn: () => dataProvider.getCustomerMatches(), enabled: asked });
  const decide = async (match: CustomerMatch, same: boolean) => {
    const decision = { matches: [{ customerId: match.customerId, quickbooksId: match.quickbooksId }] };
    try {
      await (same ? dataProvider.confirmCustomerMatches(decision) : dataProvider.rejectCustomerMatches(decision));
      notify(same ? 'app.accounting.links.linked' : 'app.accounting.links.rejected', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
    } catch (error) {
      reportError(error);
    }
  };
  const finish = async () => {
    try {
      await dataProvider.finishCustomerReview();
      await queryClient.invalidateQueries({ queryKey: ['accounting'] });
      notify('app.accounting.links.finished', { type: 'success' });
    } catch (error) {
      reportError(error);
    }
  };
  const side = (name: string, email: string | null, phone: string | null, where: string) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(where)}
      </Typography>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[email, phone].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
  return (
    <SettingsCard id="accounting-links" title="app.accounting.links.title" help="app.accounting.links.help">
      <Stack spacing={2}>
        {status.customerReview && <Alert severity="info">{translate('app.accounting.links.waiting')}</Alert>}
        {!asked && (
          <Box>
            <Button variant="outlined" onClick={() => setAsked(true)}>
              {translate('app.accounting.links.find')}
            </Button>
          </Box>
        )}
        {asked && isFetching && !data && <Typography>{translate('app.accounting.links.reading')}</Typography>}
        {data && (
          <Typography variant="body2">
            {translate('app.accounting.links.read', { count: data.quickbooksCustomers, matches: data.matches.length })}
          </Typography>
        )}
        {data?.matches.map((match) => (
          <Box
            key={`${match.customerId}:${match.quickbooksId}`}
            component="article"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
              {side(match.customerName, match.email, match.phone, 'app.accounting.links.in_lawndesk')}
              {side(match.quickbooksName, match.quickbooksEmail, match.quickbooksPhone, 'app.accounting.links.in_quickbooks')}
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={translate(MATCHED_BY[match.matchedBy])} />
              <Box sx={{ flex: 1 }} />
              <Button size="small" variant="contained" onClick={() => decide(match, true)}>
                {translate('app.accounting.links.same')}
              </Button>
              <Button size="small" onClick={() => decide(match, false)}>
                {translate('app.accounting.links.not_same')}
              </Button>
            </Stack>
          </Box>
        ))}
        {status.customerReview && (
          <Box>
            <Button variant="contained" color="secondary" onClick={finish}>
              {translate('app.accounting.links.finish')}
            </Button>
          </Box>
        )}
      </Stack>
    </SettingsCard>
  );
}
