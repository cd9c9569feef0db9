// Refer & Earn (customers, from the profile menu): the referral link with Copy, its QR code with a 300 px download,
// the rules staff write in System Settings, and the customer's wallet. Phone first: one column, two from md up.
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Language } from '../../../common/i18n/keys';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { ReferralLinkField } from './ReferralLinkField';
import { referralLink } from '../../ui/referralLink';
import { ReferralQrCode } from './ReferralQrCode';
import { ReferralWallet } from './ReferralWallet';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

export function ReferAndEarnPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const content = useQuery({ queryKey: ['referral-content', locale], queryFn: () => dataProvider.getReferralContent(locale as Language) });
  const { customerId, referralCode } = content.data ?? {};
  const link = content.data && referralCode ? referralLink(content.data.baseAddress, window.location.origin, referralCode) : null;

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title="app.page.refer_and_earn" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.page.refer_and_earn')}
      </Typography>
      {content.isPending && <LoadingSpinner size={40} />}
      {content.isError && <Alert severity="error">{translate('app.referrals.load_failed')}</Alert>}
      {content.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <Card component="section" aria-labelledby="referral-share-title">
            <CardContent>
              <Stack spacing={2}>
                <Typography id="referral-share-title" variant="h6" component="h2">
                  {translate('app.referrals.share_title')}
                </Typography>
                {link ? (
                  <>
                    <ReferralLinkField link={link} />
                    <ReferralQrCode link={link} />
                  </>
                ) : (
                  <Alert severity="info">{translate('app.referrals.no_code')}</Alert>
                )}
              </Stack>
            </CardContent>
          </Card>
          <Stack spacing={2}>
            <Card component="section" aria-labelledby="referral-rules-title">
              <CardContent>
                <Typography id="referral-rules-title" variant="h6" component="h2" gutterBottom>
                  {translate('app.referrals.rules_title')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{content.data.message}</Typography>
              </CardContent>
            </Card>
            {customerId && <ReferralWallet customerId={customerId} />}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
