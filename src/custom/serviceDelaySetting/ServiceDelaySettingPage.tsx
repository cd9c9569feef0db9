// Service Delay Setting (the Settings menu's entry): whether and when crews are asked
// about running late, the same settings System Settings shows among its time caps.
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { SETTINGS_QUERY_KEY, SettingsSection } from '../../ui/settings/SettingsSection';
import { ServiceDelayInputs } from '../../ui/settings/ServiceDelayInputs';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

export function ServiceDelaySettingPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: settings, isPending, isError } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => dataProvider.getSettings() });
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title="app.page.service_delay_setting" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.page.service_delay_setting')}
      </Typography>
      {isPending && <LoadingSpinner size={40} />}
      {isError && <Alert severity="error">{translate('app.settings.load_failed')}</Alert>}
      {settings && (
        <SettingsSection id="settings-service-delay" title="app.settings.service_delay" keys={['serviceDelay']} settings={settings}>
          <ServiceDelayInputs />
        </SettingsSection>
      )}
    </Box>
  );
}
