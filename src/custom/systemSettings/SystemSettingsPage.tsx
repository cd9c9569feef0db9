// System Settings (setting_menu): mail, payments, service calendar, time caps and delays, routing, Refer & Earn, the
// force-service list, backups and export, and Start my business.
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { BackupsSection } from './BackupsSection';
import { ForceServiceSection } from './ForceServiceSection';
import { MailSection, PaymentsSection, StaffMessagesSection, TextMessagesSection, useMayChangeSecrets } from './GuardedSections';
import { SecretSettingsHistory } from './SecretSettingsHistory';
import { StartBusinessSection } from './StartBusinessSection';
import {
  BusinessSection,
  ImportsSection,
  MomentsSection,
  QuotesSection,
  ReviewsSection,
  ReferralSection,
  RoutingSection,
  SalesTaxSection,
  ServiceCalendarSection,
  BusinessCalendarSection,
  TimeCapsSection,
  TreatmentsSection,
} from './SettingsSections';
import { SETTINGS_QUERY_KEY } from '../../ui/settings/SettingsSection';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

export function SystemSettingsPage() {
  const translate = useTranslate();
  const maySeeSecretHistory = useMayChangeSecrets();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const {
    data: settings,
    isPending,
    isError,
  } = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.getSettings(),
  });

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.page.system_settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.page.system_settings')}
      </Typography>
      {isPending && <LoadingSpinner size={40} />}
      {isError && <Alert severity="error">{translate('app.settings.load_failed')}</Alert>}
      {settings && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <MailSection settings={settings} />
          <PaymentsSection settings={settings} />
          <SalesTaxSection settings={settings} />
          <BusinessSection settings={settings} />
          <ServiceCalendarSection settings={settings} />
          <BusinessCalendarSection settings={settings} />
          <TimeCapsSection settings={settings} />
          <RoutingSection settings={settings} />
          <TextMessagesSection settings={settings} />
          <MomentsSection settings={settings} />
          <ReferralSection settings={settings} />
          <ImportsSection settings={settings} />
          <QuotesSection settings={settings} />
          <ReviewsSection settings={settings} />
          <TreatmentsSection settings={settings} />
          <StaffMessagesSection settings={settings} />
          <ForceServiceSection />
          <BackupsSection />
          {maySeeSecretHistory && <SecretSettingsHistory />}
          <StartBusinessSection />
        </Box>
      )}
    </Box>
  );
}
