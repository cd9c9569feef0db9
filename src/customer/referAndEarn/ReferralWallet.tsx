// A customer's referral wallet: free mows available, each credit and where it went, and the trackers that earn them.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { WalletCredit } from '../../../common/schemas/referral';
import { isReferralQuery } from '../../ui/notifications/liveQueries';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { TrackerProgress } from './TrackerProgress';
import { UseFreeMowDialog } from './UseFreeMowDialog';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

export const WALLET_QUERY_KEY = 'referral-wallet';

function creditLine(credit: WalletCredit, translate: ReturnType<typeof useTranslate>) {
  if (!credit.appliedTo) return translate('app.referrals.credit_available');
  return translate('app.referrals.credit_applied', { date: calendarDate(credit.appliedTo.date), address: credit.appliedTo.address });
}

export function ReferralWallet({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [choosing, setChoosing] = useState(false);
  const wallet = useQuery({ queryKey: [WALLET_QUERY_KEY, customerId], queryFn: () => dataProvider.getReferralTrackers({ customerId }) });
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => isReferralQuery(queryKey) });

  return (
    <Card component="section" aria-labelledby="referral-wallet-title">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
          <Typography id="referral-wallet-title" variant="h6" component="h2">
            {translate('app.referrals.wallet')}
          </Typography>
          {wallet.data && (
            <Button variant="contained" color="success" disabled={wallet.data.available === 0} onClick={() => setChoosing(true)}>
              {translate('app.referrals.use_free_mow')}
            </Button>
          )}
        </Stack>
        {wallet.isPending && <LoadingSpinner size={32} sx={{ mt: 2 }} />}
        {wallet.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('app.referrals.load_failed')}
          </Alert>
        )}
        {wallet.data && (
          <>
            <Typography variant="h5" component="p" sx={{ mt: 1 }} data-testid="free-mows-available">
              {translate('app.referrals.free_mows_available', { smart_count: wallet.data.available })}
            </Typography>
            {wallet.data.credits.length > 0 && (
              <List dense disablePadding aria-label={translate('app.referrals.credits')}>
                {wallet.data.credits.map((credit) => (
                  <ListItem key={credit._id} disableGutters>
                    <ListItemText primary={translate(`app.referrals.reasons.${credit.reason}`)} secondary={creditLine(credit, translate)} />
                  </ListItem>
                ))}
              </List>
            )}
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="subtitle1" component="h3">
              {translate('app.referrals.trackers')}
            </Typography>
            {wallet.data.trackers.length === 0 ? (
              <Typography color="text.secondary" variant="body2">
                {translate('app.referrals.no_trackers')}
              </Typography>
            ) : (
              <Box>
                {wallet.data.trackers.map((tracker) => (
                  <TrackerProgress key={tracker._id} tracker={tracker} viewerCustomerId={customerId} />
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
      <UseFreeMowDialog customerId={customerId} open={choosing} onClose={() => setChoosing(false)} refresh={refresh} />
    </Card>
  );
}
